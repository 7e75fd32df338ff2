import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import GlohResearchPage from './gloh-research-page';

it('shows the coming-soon chip, three cards and the two buttons', () => {
  renderPage(<GlohResearchPage />);
  expect(screen.getByText('Demo Coming Soon')).toBeInTheDocument();
  for (const title of ['Cohort Discovery', 'Statistical Analysis', 'Research Collaboration']) {
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', '/contact');
  expect(screen.getByRole('link', { name: 'View All Demos' })).toHaveAttribute('href', '/demos');
});
