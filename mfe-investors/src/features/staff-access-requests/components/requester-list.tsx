import type { AccessRequestSummary } from '@gloh/contract/staff-ir';

/** Tall enough for about eight people; a longer list scrolls inside the dialog. */
const LIST_MAX_HEIGHT = '14rem';

/**
 * The people a bulk decision is about, by name, email and company, so the member sees whom they
 * confirm for. The list scrolls on its own when long, and takes focus so a keyboard can scroll it.
 */
export function RequesterList({
  requests,
  label,
}: {
  requests: readonly AccessRequestSummary[];
  label: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // A region that scrolls must take focus, so a keyboard can scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="border rounded mb-3"
      style={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}
    >
      <ul className="list-unstyled mb-0 px-3 py-2">
        {requests.map((request) => (
          <li key={request.id} className="text-break">
            {request.name} ({request.email}) — {request.companyName}
          </li>
        ))}
      </ul>
    </div>
  );
}
