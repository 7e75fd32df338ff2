import { useCallback, useEffect, useState } from 'react';
import type { StaffRole } from '@gloh/contract/staff';
import {
  STAFF_OPS_API_PATHS,
  type MailDeliveryResponse,
  type MailDeliveryState,
  type StaffCountsResponse,
} from '@gloh/contract/staff-ops';
import {
  STAFF_OVERVIEW_API_PATHS,
  STAFF_OVERVIEW_FIGURE_DETAILS,
  type StaffInvestorsOverviewResponse,
  type StaffOverviewFigure,
} from '@gloh/contract/staff-overview';
import type { ApiResponse, ApiOutcome } from '@gloh/shared/api-client';
import { getStaff, staffFailureMessage } from '@gloh/staff-ui/api-client';

export type OverviewFigures = Partial<Record<StaffOverviewFigure, number>>;

export type OverviewState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; figures: OverviewFigures; mailState: MailDeliveryState | null };

const FAILURE = 'The figures could not be loaded.';

/** Whether any of the member's roles sees the figure. */
export function figureVisibleTo(figure: StaffOverviewFigure, roles: readonly StaffRole[]) {
  return STAFF_OVERVIEW_FIGURE_DETAILS[figure].roles.some((role) => roles.includes(role));
}

/** Asks only what the roles may see: the other calls would be refused anyway. */
async function loadFigures(roles: readonly StaffRole[]): Promise<OverviewState> {
  const seesInvestors = figureVisibleTo('active-investors', roles);
  const seesMail = figureVisibleTo('mail-not-delivered', roles);
  const [counts, investors, mail] = await Promise.all([
    getStaff<StaffCountsResponse>(STAFF_OPS_API_PATHS.counts),
    seesInvestors
      ? getStaff<StaffInvestorsOverviewResponse>(STAFF_OVERVIEW_API_PATHS.investors)
      : null,
    seesMail ? getStaff<MailDeliveryResponse>(STAFF_OPS_API_PATHS.mailDelivery) : null,
  ]);
  const outcomes: (ApiOutcome<ApiResponse> | null)[] = [counts, investors, mail];
  const failed = outcomes.find((outcome) => outcome !== null && outcome.kind !== 'ok');
  if (failed) return { status: 'failed', message: staffFailureMessage(failed, FAILURE) };
  const figures: OverviewFigures = {};
  if (counts.kind === 'ok') {
    const pending = counts.body.counts;
    figures['pending-access-requests'] = pending['access-requests'];
    figures['unhandled-contact-messages'] = pending['contact-messages'];
    figures['mail-not-delivered'] = pending['mail-outbox'];
  }
  if (investors?.kind === 'ok') {
    figures['active-investors'] = investors.body.activeInvestors;
    figures['viewing-now'] = investors.body.viewingNow;
    figures['opened-recently'] = investors.body.openedRecently;
  }
  const mailState = mail?.kind === 'ok' ? mail.body.delivery.state : null;
  return { status: 'loaded', figures, mailState };
}

/** The overview's figures for the member's roles, with a `retry` after a failure. */
export function useOverviewFigures(roles: readonly StaffRole[]) {
  const [state, setState] = useState<OverviewState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const roleKey = roles.join(',');
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void loadFigures(roleKey.split(',') as StaffRole[]).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [roleKey, generation]);
  const retry = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, retry };
}
