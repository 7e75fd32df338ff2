import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../testing/render-page';
import GlohCarePage from './gloh-care-page';

// apexcharts needs a real browser; the chart's text alternative is what these tests read.
jest.mock('../../components/charts/apex-chart', () => ({
  __esModule: true,
  default: () => <div data-testid="apex-chart" />,
}));

const NOW = new Date(2024, 0, 15, 9);

describe('GlohCarePage', () => {
  it("opens on the dashboard with today's date and the progress chart", async () => {
    renderPage(<GlohCarePage now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Good morning, Alex' })).toBeInTheDocument();
    expect(screen.getByText('Monday, January 15, 2024')).toBeInTheDocument();
    expect(await screen.findByTestId('apex-chart')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Wellness score, last 7 days/ })).toBeInTheDocument();
  });

  it('switches the progress range', async () => {
    const user = userEvent.setup();
    renderPage(<GlohCarePage now={NOW} />);
    await user.click(screen.getByRole('button', { name: '30 days' }));
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table', { name: /last 30 days/ })).toBeInTheDocument();
  });

  it('shows messages with a badge of 1, and falls back to the dashboard for Care Plan', async () => {
    const user = userEvent.setup();
    renderPage(<GlohCarePage now={NOW} />);
    const messages = screen.getByRole('button', { name: /Messages/ });
    expect(messages).toHaveTextContent('1');
    await user.click(messages);
    expect(screen.getByRole('heading', { name: 'Messages & Journal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Entry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Care Plan' }));
    expect(screen.getByRole('heading', { name: 'Wellness Score' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reports & Trends' }));
    expect(screen.getByRole('heading', { name: 'Wellness Score' })).toBeInTheDocument();
  });

  it('has the research-sharing switch on by default and toggles it', async () => {
    const user = userEvent.setup();
    renderPage(<GlohCarePage now={NOW} />);
    await user.click(screen.getByRole('button', { name: 'My Data' }));
    const sharing = screen.getByRole('switch', { name: 'Share my data with research studies' });
    expect(sharing).toBeChecked();
    await user.click(sharing);
    expect(sharing).not.toBeChecked();
  });
});
