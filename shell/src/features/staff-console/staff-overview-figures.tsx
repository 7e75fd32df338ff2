import { useId } from 'react';
import type { StaffRole } from '@gloh/contract/staff';
import type { MailDeliveryState } from '@gloh/contract/staff-ops';
import {
  STAFF_OVERVIEW_FIGURE_DETAILS,
  STAFF_OVERVIEW_FIGURES,
  type StaffOverviewFigure,
} from '@gloh/contract/staff-overview';
import { Link } from '@gloh/shared/router';
import { staffPageHref, type StaffPageDeclaration } from '@gloh/staff-ui/pages';
import { figureVisibleTo, useOverviewFigures } from './use-overview-figures';

const MAIL_STATE_WORDS: Record<MailDeliveryState, string> = {
  ok: 'delivery working',
  'not-configured': 'delivery not configured',
  failing: 'delivery failing',
};

function hrefOf(figure: StaffOverviewFigure): string {
  const { page, query } = STAFF_OVERVIEW_FIGURE_DETAILS[figure];
  return `${staffPageHref(page)}${query ? `?${query}` : ''}`;
}

/**
 * The overview's figures: what waits and how investors read the deck, only those the member's
 * roles may see and whose page the console has loaded, each linking to that page (with the
 * list's filter). Loading says so; a failure says so with Retry.
 */
export function StaffOverviewFigures({
  roles,
  pages,
}: {
  roles: readonly StaffRole[];
  pages: readonly StaffPageDeclaration[];
}) {
  const titleId = useId();
  const { state, retry } = useOverviewFigures(roles);
  const shown = STAFF_OVERVIEW_FIGURES.filter(
    (figure) =>
      figureVisibleTo(figure, roles) &&
      pages.some((page) => page.path === STAFF_OVERVIEW_FIGURE_DETAILS[figure].page),
  );
  if (shown.length === 0) return null;

  return (
    <section className="mb-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="h5">
        At a glance
      </h2>
      {state.status === 'loading' && (
        <p role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Loading the figures…
        </p>
      )}
      {state.status === 'failed' && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span>{state.message}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'loaded' && (
        <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-2 mb-0">
          {shown.map((figure) => (
            <li key={figure} className="col">
              <Link
                to={hrefOf(figure)}
                className="d-block h-100 border rounded p-2 text-decoration-none"
              >
                <span className="d-block fs-4 fw-bold">{state.figures[figure] ?? 0}</span>
                <span className="text-decoration-underline">
                  {STAFF_OVERVIEW_FIGURE_DETAILS[figure].label}
                </span>
                {figure === 'mail-not-delivered' && state.mailState && (
                  <span className="d-block small text-body-secondary">
                    {MAIL_STATE_WORDS[state.mailState]}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
