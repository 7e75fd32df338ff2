import type { AuditEntrySummary } from '@gloh/contract/staff-ops';

const NONE = '—';

/**
 * An entry's details as `key: value` lines; values that are not text as compact JSON. The staff
 * account an entry is about shows by name and email rather than by its id.
 */
export function AuditDetails({
  details,
  staffMember = null,
}: {
  details: Record<string, unknown> | null;
  staffMember?: AuditEntrySummary['staffMember'];
}) {
  const entries = (details === null ? [] : Object.entries(details)).filter(
    ([key]) => !(key === 'staffId' && staffMember !== null),
  );
  if (staffMember !== null) {
    const who = staffMember.name ? `${staffMember.name} (${staffMember.email})` : staffMember.email;
    entries.unshift(['staff member', who]);
  }
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
