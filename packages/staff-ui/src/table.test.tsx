import { render, screen, within } from '@testing-library/react';
import { StaffTable, type StaffTableColumn } from './table';

interface Row {
  id: number;
  name: string;
}

const columns: StaffTableColumn<Row, 'name'>[] = [
  { key: 'id', header: 'Id', render: (row) => row.id },
  { key: 'name', header: 'Name', sortField: 'name', render: (row) => row.name },
];

function renderTable(props: Partial<Parameters<typeof StaffTable<Row, 'name'>>[0]> = {}) {
  const onSortChange = jest.fn();
  const onOffsetChange = jest.fn();
  render(
    <StaffTable<Row, 'name'>
      caption="People"
      columns={columns}
      rows={[
        { id: 26, name: 'Ada' },
        { id: 27, name: 'Grace' },
      ]}
      rowKey={(row) => row.id}
      sort={{ field: 'name', direction: 'asc' }}
      onSortChange={onSortChange}
      page={{ total: 60, limit: 25, offset: 25 }}
      onOffsetChange={onOffsetChange}
      emptyText="Nobody yet"
      {...props}
    />,
  );
  return { onSortChange, onOffsetChange };
}

describe('StaffTable', () => {
  it('names its rows, its order and where the page stands', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: 'Id' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('Rows 26–27 of 60')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'People' })).toHaveAttribute('tabindex', '0');
  });

  it('marks the actions column, which keeps to the right edge of a table wider than the screen', () => {
    renderTable({
      columns: [
        ...columns,
        { key: 'actions', header: 'Actions', render: (row) => <button>Remove {row.name}</button> },
      ],
    });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass(
      'staff-table-actions',
    );
    expect(screen.getByRole('button', { name: 'Remove Ada' }).closest('td')).toHaveClass(
      'staff-table-actions',
    );
    expect(screen.getByRole('cell', { name: 'Ada' })).not.toHaveClass('staff-table-actions');
  });

  it('labels each cell with its column, for the cards a narrow screen shows', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveClass('staff-table');
    const [, firstRow] = within(table).getAllByRole('row');
    const labels = within(firstRow as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => [cell.dataset.label, cell.textContent]);
    expect(labels).toEqual([
      ['Id', '26'],
      ['Name', 'Ada'],
    ]);
  });

  it('asks for the other order and for the pages around', () => {
    const { onSortChange, onOffsetChange } = renderTable();
    screen.getByRole('button', { name: /Name/ }).click();
    expect(onSortChange).toHaveBeenCalledWith({ field: 'name', direction: 'desc' });
    screen.getByRole('button', { name: 'Previous page' }).click();
    expect(onOffsetChange).toHaveBeenLastCalledWith(0);
    screen.getByRole('button', { name: 'Next page' }).click();
    expect(onOffsetChange).toHaveBeenLastCalledWith(50);
  });

  it('says when there is nothing, and cannot page past the ends', () => {
    renderTable({ rows: [], page: { total: 0, limit: 25, offset: 0 } });
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says a list could not be loaded, offers to retry, and does not say nothing matches', () => {
    const onRetry = jest.fn();
    renderTable({
      rows: [],
      page: { total: 0, limit: 25, offset: 0 },
      error: 'The list could not be loaded.',
      onRetry,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.queryByText('Nobody yet')).toBeNull();
    expect(screen.queryByText('No rows')).toBeNull();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows it shows when a reload fails', () => {
    renderTable({ error: 'The list could not be loaded.', onRetry: jest.fn() });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Grace' })).toBeInTheDocument();
  });
});
