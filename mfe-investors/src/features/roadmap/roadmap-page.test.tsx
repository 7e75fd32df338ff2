import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@gloh/shared/router';
import RoadmapPage from './roadmap-page';

describe('RoadmapPage', () => {
  it('shows the three phases with their timelines, status and milestone', () => {
    render(<RoadmapPage />, { wrapper: MemoryRouter });
    const phases = within(screen.getByRole('list', { name: /Three phases/ })).getAllByRole(
      'article',
    );
    expect(phases).toHaveLength(3);
    expect(phases.map((phase) => phase.textContent)).toEqual([
      expect.stringContaining('Months 0–9'),
      expect.stringContaining('Months 9–15'),
      expect.stringContaining('Months 15–24'),
    ]);
    for (const phase of phases) {
      expect(phase).toHaveTextContent(/Status: /);
      expect(phase).toHaveTextContent(/Key milestone:/);
    }
  });

  it('shows the investment summary, the targets and the funding status', () => {
    render(<RoadmapPage />, { wrapper: MemoryRouter });
    const summary = screen.getByRole('list', { name: 'Investment summary' });
    expect(summary).toHaveTextContent('9 months to pilot');
    expect(summary).toHaveTextContent('3 core products');
    expect(summary).toHaveTextContent('10K+ patients');
    const targets = screen.getByRole('list', { name: 'Targets' });
    expect(targets).toHaveTextContent('$200–500K ARR pipeline');
    expect(targets).toHaveTextContent('10,000+ patients');
    expect(targets).toHaveTextContent('2+ pilot customers');
    expect(screen.getByRole('heading', { name: 'Funding status' })).toBeInTheDocument();
  });
});
