const NONE = '—';

/** An entry's details as `key: value` lines; values that are not text as compact JSON. */
export function AuditDetails({ details }: { details: Record<string, unknown> | null }) {
  const entries = details === null ? [] : Object.entries(details);
  if (entries.length === 0) return NONE;
  return (
    <ul className="list-unstyled small mb-0">
      {entries.map(([key, value]) => (
        <li key={key} className="text-break">
          <span className="fw-semibold">{key}:</span>{' '}
          {typeof value === 'string' ? value : JSON.stringify(value)}
        </li>
      ))}
    </ul>
  );
}
