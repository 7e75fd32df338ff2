import Form from 'react-bootstrap/Form';
import type { FilingFilters } from '../filter-filings';

interface FilingFiltersFormProps {
  filters: FilingFilters;
  onChange: (filters: FilingFilters) => void;
}

export function FilingFiltersForm({ filters, onChange }: FilingFiltersFormProps) {
  return (
    <form
      className="row g-3 filings-filters"
      role="search"
      aria-label="Filter filings"
      onSubmit={(event) => event.preventDefault()}
    >
      <Form.Group className="col-12 col-md-6" controlId="filings-filter-publish-date">
        <Form.Label>Filter by publish date</Form.Label>
        <Form.Control
          type="search"
          placeholder="e.g. 2024 or April"
          value={filters.publishDate}
          onChange={(event) => onChange({ ...filters, publishDate: event.target.value })}
        />
      </Form.Group>
      <Form.Group className="col-12 col-md-6" controlId="filings-filter-period-ending">
        <Form.Label>Filter by period ending</Form.Label>
        <Form.Control
          type="search"
          placeholder="e.g. December 31"
          value={filters.periodEnding}
          onChange={(event) => onChange({ ...filters, periodEnding: event.target.value })}
        />
      </Form.Group>
    </form>
  );
}
