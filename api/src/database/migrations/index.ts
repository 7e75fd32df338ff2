import { initial } from './0001-initial.js';
import { sealedOutboxBodies } from './0002-sealed-outbox-bodies.js';
import { analytics } from './0003-analytics.js';
import { deckEngagement } from './0004-deck-engagement.js';
import { readingAllowance } from './0005-reading-allowance.js';
import { accountLoginThrottle } from './0006-account-login-throttle.js';
import { staff } from './0007-staff.js';
import { liveDeckVersion } from './0008-live-deck-version.js';
import { contactHandled } from './0009-contact-handled.js';
import { releaseHealth } from './0010-release-health.js';
import { outboxFailed } from './0011-outbox-failed.js';
import { retention } from './0012-retention.js';
import { stepUpChallengeSession } from './0013-step-up-challenge-session.js';

export interface Migration {
  id: string;
  sql: string;
}

/** Applied in order at start-up; never edit one that has shipped, add a new one instead. */
export const MIGRATIONS: readonly Migration[] = [
  { id: '0001-initial', sql: initial },
  { id: '0002-sealed-outbox-bodies', sql: sealedOutboxBodies },
  { id: '0003-analytics', sql: analytics },
  { id: '0004-deck-engagement', sql: deckEngagement },
  { id: '0005-reading-allowance', sql: readingAllowance },
  { id: '0006-account-login-throttle', sql: accountLoginThrottle },
  { id: '0007-staff', sql: staff },
  { id: '0008-live-deck-version', sql: liveDeckVersion },
  { id: '0009-contact-handled', sql: contactHandled },
  { id: '0010-release-health', sql: releaseHealth },
  { id: '0011-outbox-failed', sql: outboxFailed },
  { id: '0012-retention', sql: retention },
  { id: '0013-step-up-challenge-session', sql: stepUpChallengeSession },
];
