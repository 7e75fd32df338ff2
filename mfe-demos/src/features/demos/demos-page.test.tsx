import { screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import DemosPage from './demos-page';

describe('DemosPage', () => {
  it('shows three cards; predict says Learn More while its flag is off', () => {
    renderPage(<DemosPage />, { glohPredictDemo: false });
    const predict = within(screen.getByTestId('demo-card-gloh-predict'));
    expect(predict.getByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      '/what-were-building',
    );
    const care = within(screen.getByTestId('demo-card-gloh-care'));
    expect(care.getByRole('link', { name: /Launch Interactive Demo/ })).toHaveAttribute(
      'href',
      '/demos/gloh-care',
    );
    const research = within(screen.getByTestId('demo-card-gloh-research'));
    expect(research.getByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      '/demos/gloh-research',
    );
  });

  it('launches the predict demo when the flag is on', () => {
    renderPage(<DemosPage />, { glohPredictDemo: true });
    const predict = within(screen.getByTestId('demo-card-gloh-predict'));
    expect(predict.getByRole('link', { name: /Launch Interactive Demo/ })).toHaveAttribute(
      'href',
      '/demos/gloh-predict',
    );
  });

  it('links to contact and what we are building', () => {
    renderPage(<DemosPage />);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: "What We're Building" })).toHaveAttribute(
      'href',
      '/what-were-building',
    );
  });
});
