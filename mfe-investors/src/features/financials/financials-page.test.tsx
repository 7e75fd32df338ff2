import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@gloh/shared/router';
import FinancialsPage from './financials-page';

function rows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!).getAllByRole('row');
}

describe('FinancialsPage', () => {
  it('lists 17 filings and narrows them with both filters', async () => {
    const user = userEvent.setup();
    render(<FinancialsPage />, { wrapper: MemoryRouter });
    expect(rows()).toHaveLength(17);
    expect(screen.getByText('Showing 17 of 17 filings')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Filter by publish date'), '2024');
    const in2024 = rows().length;
    expect(in2024).toBeLessThan(17);
    await user.type(screen.getByLabelText('Filter by period ending'), 'JUNE');
    expect(rows().length).toBeLessThan(in2024);
    expect(rows().length).toBeGreaterThan(0);
  });

  it("says 'No results found.' when nothing matches", async () => {
    const user = userEvent.setup();
    render(<FinancialsPage />, { wrapper: MemoryRouter });
    await user.type(screen.getByLabelText('Filter by period ending'), 'no such period');
    expect(screen.getByText('No results found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 17 filings')).toBeInTheDocument();
  });
});
