import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffFilterSelect, StaffListFilters, staffStatusOptions } from './list-filters';

/** The filters over a search the test can change from outside, as Back does. */
function Filters({ onPageSizeChange }: { onPageSizeChange: (limit: number) => void }) {
  const [search, setSearch] = useState('ada');
  return (
    <>
      <StaffListFilters
        options={staffStatusOptions(['active'])}
        status=""
        onStatusChange={() => undefined}
        search={search}
        onSearch={setSearch}
        pageSize={25}
        onPageSizeChange={onPageSizeChange}
      />
      <button type="button" onClick={() => setSearch('grace')}>
        Back
      </button>
    </>
  );
}

describe('StaffListFilters', () => {
  it("places a list's own filters after Status, before the search", () => {
    render(
      <StaffListFilters
        options={staffStatusOptions(['active'])}
        status=""
        onStatusChange={() => undefined}
        search=""
        onSearch={() => undefined}
      >
        <StaffFilterSelect
          id="reading"
          label="Reading"
          options={[{ value: '', label: 'All' }]}
          value=""
          onChange={() => undefined}
        />
      </StaffListFilters>,
    );
    const boxes = screen.getAllByRole('combobox').map((box) => box.id);
    expect(boxes).toHaveLength(2);
    expect(screen.getByLabelText('Reading')).toBe(screen.getAllByRole('combobox')[1]);
    expect(
      screen
        .getByLabelText('Reading')
        .compareDocumentPosition(screen.getByRole('searchbox', { name: 'Search' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('offers page sizes within the API limits', async () => {
    const onPageSizeChange = jest.fn();
    const user = userEvent.setup();
    render(<Filters onPageSizeChange={onPageSizeChange} />);
    const size = screen.getByLabelText('Rows per page');
    expect([...(size as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      '25',
      '50',
      '100',
    ]);
    await user.selectOptions(size, '100');
    expect(onPageSizeChange).toHaveBeenCalledWith(100);
  });

  it('shows the search the list shows when it changes from outside', async () => {
    const user = userEvent.setup();
    render(<Filters onPageSizeChange={jest.fn()} />);
    expect(screen.getByLabelText('Search')).toHaveValue('ada');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Search')).toHaveValue('grace');
  });
});
