import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../testing/render-page';
import GlohPredictPage from './gloh-predict-page';

jest.mock('../../components/charts/apex-chart', () => ({
  __esModule: true,
  default: () => <div data-testid="apex-chart" />,
}));

describe('GlohPredictPage', () => {
  it('shows the summary figures, 5 patients, 4 alerts and charts', async () => {
    renderPage(<GlohPredictPage />, { glohPredictDemo: true });
    expect(screen.getByRole('heading', { name: 'Active Patients' }).nextSibling).toHaveTextContent(
      '317',
    );
    expect(screen.getByText('up 3 from yesterday')).toBeInTheDocument();
    const overview = screen.getByRole('list', { name: 'Risk Overview' });
    expect(within(overview).getAllByRole('button')).toHaveLength(5);
    expect(
      within(screen.getByRole('region', { name: 'Alert Feed' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(await screen.findAllByTestId('apex-chart')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Maria Gonzalez' })).toBeInTheDocument();
  });

  it('selects a patient from the list and from the table', async () => {
    const user = userEvent.setup();
    renderPage(<GlohPredictPage />, { glohPredictDemo: true });
    const overview = screen.getByRole('list', { name: 'Risk Overview' });
    await user.click(within(overview).getByRole('button', { name: /James Carter/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'James Carter' })).toBeInTheDocument();
    await user.click(screen.getByRole('cell', { name: '3 hr ago' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Robert Kim' })).toBeInTheDocument();
  });

  it('defaults the time range to 14 days and changes it', async () => {
    const user = userEvent.setup();
    renderPage(<GlohPredictPage />, { glohPredictDemo: true });
    const select = screen.getByRole('combobox', { name: 'Time range' });
    expect(select).toHaveValue('14');
    await user.selectOptions(select, '30');
    expect(select).toHaveValue('30');
  });
});
