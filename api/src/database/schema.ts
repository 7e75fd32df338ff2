import { getTableName, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  STAFF_ROLES,
  STAFF_STATUSES,
  type StaffRole,
  type StaffStatus,
} from '@gloh/contract/staff';
import { MAIL_SECRET_KINDS, type MailSecretKind } from '@gloh/contract/staff-ops';
import { RELEASE_HEALTH_REMOTES, VITAL_METRICS } from '@gloh/contract/release-health';
import {
  REVISIT_AFTER_DAYS,
  STAFF_NOTIFICATION_EVENTS,
  type StaffNotificationEvent,
} from '@gloh/contract/staff-notifications';
import {
  ACCESS_REQUEST_STATUSES,
  type AccessRequestStatus,
  INVESTOR_STATUSES,
  type InvestorStatus,
} from '@gloh/contract/staff-ir';

// The one source of the database's structure: `pnpm db:generate` (drizzle-kit) writes the
// migrations in drizzle/ from it, and schema.spec.ts fails while one is missing. Constraints and
// indexes carry the names PostgreSQL gave them in databases of earlier releases (e.g.
// `investors_email_key`, not drizzle's `_unique` default), so those databases match the baseline.

/** A uuid primary key that PostgreSQL fills in. */
function uuidKey() {
  return uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
}

function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** A foreign key named as PostgreSQL names one by default: `<table>_<column>_fkey`. */
function references(column: PgColumn, target: PgColumn) {
  return foreignKey({
    name: `${getTableName(column.table)}_${column.name}_fkey`,
    columns: [column],
    foreignColumns: [target],
  });
}

/** Rows that go with the row they belong to, and the index that finds them by it (`<table>_<owner>_idx`). */
function belongsTo(column: PgColumn, target: PgColumn, owner: string) {
  return [
    references(column, target).onDelete('cascade'),
    index(`${getTableName(column.table)}_${owner}_idx`).on(column),
  ];
}

/**
 * A link or cookie given to the owner (`owner` holds its column): only the SHA-256 of the token is
 * kept, with when it was made and when it stops working.
 */
function tokenColumns<Owner extends object>(tableName: string, owner: Owner) {
  return {
    id: uuidKey(),
    ...owner,
    tokenHash: text('token_hash').notNull().unique(`${tableName}_token_hash_key`),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  };
}

/** A CHECK that the column holds one of the listed words; the TypeScript union comes from the same list. */
function oneOf(column: PgColumn, values: readonly string[]): SQL {
  return sql`${sql.identifier(column.name)} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Set by marketing in the staff console; NULL while the message waits. */
    handledAt: timestamptz('handled_at'),
    /** The staff member's email who marked it handled. */
    handledBy: text('handled_by'),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt.desc().nullsFirst())],
);

export { ACCESS_REQUEST_STATUSES, type AccessRequestStatus };

export const accessRequests = pgTable(
  'access_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    status: text('status').$type<AccessRequestStatus>().notNull().default('pending'),
    ip: text('ip'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    check('access_requests_status_check', oneOf(table.status, ACCESS_REQUEST_STATUSES)),
    index('access_requests_status_idx').on(table.status, table.createdAt),
  ],
);

export const INVESTOR_ROLES = ['investor'] as const;
export { INVESTOR_STATUSES, type InvestorStatus };

export const investors = pgTable(
  'investors',
  {
    id: uuidKey(),
    email: text('email').notNull().unique('investors_email_key'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').$type<(typeof INVESTOR_ROLES)[number]>().notNull().default('investor'),
    isVerified: boolean('is_verified').notNull().default(true),
    accessCodeHash: text('access_code_hash').notNull(),
    status: text('status').$type<InvestorStatus>().notNull().default('active'),
    accessRequestId: integer('access_request_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
    /** When access ends by itself (set by staff; none = until revoked). */
    accessExpiresAt: timestamptz('access_expires_at'),
    /** When the investor was mailed that access ends soon: once per expiry date. */
    accessReminderSentAt: timestamptz('access_reminder_sent_at'),
    /** Whether this investor may download the deck (staff may turn it off; viewing stays). */
    downloadAllowed: boolean('download_allowed').notNull().default(true),
  },
  (table) => [
    check('investors_role_check', oneOf(table.role, INVESTOR_ROLES)),
    check('investors_status_check', oneOf(table.status, INVESTOR_STATUSES)),
    references(table.accessRequestId, accessRequests.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    ...tokenColumns('sessions', { investorId: uuid('investor_id').notNull() }),
    // Investors' tokens are stamped by the database (the key keeps its place among the columns).
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    endedAt: timestamptz('ended_at'),
    /** When this session first fetched the deck: the start of its reading allowance. */
    deckOpenedAt: timestamptz('deck_opened_at'),
    /** Reading time credited to this session so far (never more than the time since deckOpenedAt). */
    deckReadMs: bigint('deck_read_ms', { mode: 'number' }).notNull().default(0),
  },
  (table) => belongsTo(table.investorId, investors.id, 'investor'),
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    ...tokenColumns('password_reset_tokens', { investorId: uuid('investor_id').notNull() }),
    // Investors' tokens are stamped by the database (the key keeps its place among the columns).
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [references(table.investorId, investors.id).onDelete('cascade')],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull().defaultNow(),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    investorId: uuid('investor_id'),
    email: text('email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc().nullsFirst()),
    // An investor's deck views and downloads: the staff list, the visit timeline and the revisit
    // notification read them per investor.
    index('audit_log_investor_id_idx').on(table.investorId, table.at),
  ],
);

/** `failed`: tried OUTBOX_MAX_ATTEMPTS times; only staff send it again. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuidKey(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    /** Plain body of ordinary mail; NULL while a secret-bearing mail waits sealed. */
    textBody: text('text_body'),
    /** Access codes and reset links wait encrypted (mail/outbox-cipher.ts) and are removed once delivered. */
    sealedBody: text('sealed_body'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    // Access codes and reset links travel by mail; their text is wiped once delivered.
    scrubAfterSend: boolean('scrub_after_send').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    /** The code or link the mail carries (MAIL_SECRET_KINDS), for staff to reveal once if it cannot be delivered. */
    secretKind: text('secret_kind').$type<MailSecretKind>(),
    /** That secret alone, sealed like the body; removed once delivered or revealed. */
    sealedSecret: text('sealed_secret'),
    revealedAt: timestamptz('revealed_at'),
    revealedBy: text('revealed_by'),
  },
  (table) => [
    check('mail_outbox_status_check', oneOf(table.status, OUTBOX_STATUSES)),
    check('mail_outbox_secret_kind_check', oneOf(table.secretKind, MAIL_SECRET_KINDS)),
    check(
      'mail_outbox_body_check',
      sql`${sql.identifier(table.textBody.name)} IS NOT NULL OR ${sql.identifier(table.sealedBody.name)} IS NOT NULL`,
    ),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${sql.identifier(table.status.name)} <> 'sent'`),
  ],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  hits: integer('hits').notNull(),
});

export const ANALYTICS_KINDS = ['view', 'leave'] as const;
export const ANALYTICS_VIEWPORTS = ['mobile', 'tablet', 'desktop'] as const;

/** Page views of the first-party analytics: no cookie, no IP address (see analytics/). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull().defaultNow(),
    kind: text('kind').$type<(typeof ANALYTICS_KINDS)[number]>().notNull(),
    path: text('path').notNull(),
    referrerOrigin: text('referrer_origin'),
    viewport: text('viewport').$type<(typeof ANALYTICS_VIEWPORTS)[number]>().notNull(),
    durationMs: integer('duration_ms'),
    visitorHash: text('visitor_hash').notNull(),
  },
  (table) => [
    check('analytics_events_kind_check', oneOf(table.kind, ANALYTICS_KINDS)),
    check('analytics_events_viewport_check', oneOf(table.viewport, ANALYTICS_VIEWPORTS)),
    index('analytics_events_at_idx').on(table.at),
  ],
);

/** The day's salt of the visitor hash; earlier days' salts are deleted. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * The analytics of a UTC day whose events are past RETENTION_ANALYTICS_DAYS: the figures the
 * reports read, summed from the day's events before they are deleted (see retention/). Visitors
 * are the day's distinct visitor hashes, which add up across days as the raw count does (the
 * hash's salt changes daily). `leave_ms` is NULL when no page of the day reported its time, as
 * the raw sum would be.
 */
export const analyticsDailyTotals = pgTable('analytics_daily_totals', {
  day: date('day').primaryKey(),
  views: integer('views').notNull(),
  visitors: integer('visitors').notNull(),
  leaveMs: bigint('leave_ms', { mode: 'number' }),
});

/** The same per page of the day. */
export const analyticsDailyPages = pgTable(
  'analytics_daily_pages',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
    leaveMs: bigint('leave_ms', { mode: 'number' }),
  },
  (table) => [primaryKey({ name: 'analytics_daily_pages_pkey', columns: [table.day, table.path] })],
);

/** Views per referring origin of the day. */
export const analyticsDailyReferrers = pgTable(
  'analytics_daily_referrers',
  {
    day: date('day').notNull(),
    origin: text('origin').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [
    primaryKey({ name: 'analytics_daily_referrers_pkey', columns: [table.day, table.origin] }),
  ],
);

/**
 * The daily retention run, one row per UTC day: the API instance that inserts the day's row runs
 * it (a claim left unfinished for an hour may be taken over), and records what it removed.
 */
export const retentionRuns = pgTable('retention_runs', {
  day: date('day').primaryKey(),
  claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
  finishedAt: timestamptz('finished_at'),
  removed: jsonb('removed').$type<Record<string, number>>(),
});

/** What a release-health row records: one of the vitals, or an uncaught error. */
export const RELEASE_HEALTH_KINDS = [...VITAL_METRICS, 'error'] as const;

/**
 * Core Web Vitals and uncaught errors per remote and release (see analytics/release-health*).
 * Nothing about the visitor: no hash, no address, no user agent.
 */
export const releaseHealthEvents = pgTable(
  'release_health_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull().defaultNow(),
    remote: text('remote').$type<(typeof RELEASE_HEALTH_REMOTES)[number]>().notNull(),
    release: text('release').notNull(),
    path: text('path').notNull(),
    kind: text('kind').$type<(typeof RELEASE_HEALTH_KINDS)[number]>().notNull(),
    /** The vital's value (ms for LCP and INP, unitless CLS); null for an error. */
    value: doublePrecision('value'),
    /** The error's message; null for a vital. */
    message: text('message'),
  },
  (table) => [
    check('release_health_events_remote_check', oneOf(table.remote, RELEASE_HEALTH_REMOTES)),
    check('release_health_events_kind_check', oneOf(table.kind, RELEASE_HEALTH_KINDS)),
    index('release_health_events_at_idx').on(table.at),
    index('release_health_events_release_idx').on(table.remote, table.release),
  ],
);

/** PDF bytes as PostgreSQL keeps them (drizzle has no bytea column of its own). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every investor deck staff have uploaded (`admin deck upload`, or the staff console); the one
 * activated last is served. Kept in the database so every API instance serves the same deck, and engagement is
 * counted per version.
 */
export const deckVersions = pgTable(
  'deck_versions',
  {
    version: integer('version').primaryKey(),
    sha256: text('sha256').notNull().unique('deck_versions_sha256_key'),
    pdf: bytea('pdf').notNull(),
    pageCount: integer('page_count').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
    /** Who uploaded it (an email, the CLI's operator, or DECK_FILE_UPLOADER for the DECK_PATH file). */
    uploadedBy: text('uploaded_by').notNull(),
    /** The uploaded file's own name, without any folder. */
    fileName: text('file_name'),
    /**
     * When the version went live; the latest one is live (staff can switch an older one back).
     * A version stored without going live has '-infinity', which sorts before every activation.
     */
    activatedAt: timestamptz('activated_at').notNull().defaultNow(),
    note: text('note'),
    noteUpdatedAt: timestamptz('note_updated_at'),
    noteUpdatedBy: text('note_updated_by'),
    /** When the API makes this version live by itself (stored, so a restart keeps the schedule). */
    publishAt: timestamptz('publish_at'),
    publishScheduledBy: text('publish_scheduled_by'),
  },
  (table) => [
    check('deck_versions_page_count_check', sql`${sql.identifier(table.pageCount.name)} > 0`),
  ],
);

/**
 * Reading of one page of one deck version in one session, summed from the viewer's batches. The
 * session id is kept without a foreign key: ended sessions are deleted, their reading is not.
 */
export const deckPageReads = pgTable(
  'deck_page_reads',
  {
    sessionId: uuid('session_id').notNull(),
    investorId: uuid('investor_id').notNull(),
    deckVersion: integer('deck_version').notNull(),
    page: integer('page').notNull(),
    views: integer('views').notNull().default(0),
    visibleMs: bigint('visible_ms', { mode: 'number' }).notNull().default(0),
    firstAt: timestamptz('first_at').notNull().defaultNow(),
    lastAt: timestamptz('last_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'deck_page_reads_pkey',
      columns: [table.sessionId, table.deckVersion, table.page],
    }),
    references(table.deckVersion, deckVersions.version),
    references(table.investorId, investors.id).onDelete('cascade'),
    index('deck_page_reads_investor_idx').on(table.investorId, table.deckVersion),
  ],
);

/** One row per investor and UTC day on which staff were told the investor opened the deck. */
export const deckOpenNotices = pgTable(
  'deck_open_notices',
  {
    investorId: uuid('investor_id').notNull(),
    day: date('day').notNull(),
  },
  (table) => [
    primaryKey({ name: 'deck_open_notices_pkey', columns: [table.investorId, table.day] }),
    references(table.investorId, investors.id).onDelete('cascade'),
  ],
);

/**
 * Failed logins of one account (by normalized email, known or not) from every client address, and
 * when the next attempt from a browser the investor has not used may be made (see api/README.md,
 * Login protection).
 */
export const loginAccountThrottle = pgTable('login_account_throttle', {
  email: text('email').primaryKey(),
  windowStart: timestamptz('window_start').notNull().defaultNow(),
  failures: integer('failures').notNull().default(0),
  nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
  /** When an attempt last took its turn; tells the claiming statement's caller whether it got one. */
  lastClaimAt: timestamptz('last_claim_at').notNull().defaultNow(),
});

/** Browsers an investor signed in or reset the password from (the cookie's token, as SHA-256). */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    investorId: uuid('investor_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
  },
  (table) => belongsTo(table.investorId, investors.id, 'investor'),
);

/** Staff of the console (see api/README.md, Staff API). The email is kept lower-case, so unique ignores case. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuidKey(),
    email: text('email').notNull().unique('staff_members_email_key'),
    name: text('name').notNull().default(''),
    roles: text('roles').array().$type<StaffRole[]>().notNull(),
    status: text('status').$type<StaffStatus>().notNull().default('active'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    disabledAt: timestamptz('disabled_at'),
  },
  (table) => [
    check('staff_members_email_check', sql`email = lower(email)`),
    check(
      'staff_members_roles_check',
      sql`cardinality(roles) > 0 AND roles <@ ARRAY[${sql.raw(STAFF_ROLES.map((role) => `'${role}'`).join(', '))}]::text[]`,
    ),
    check('staff_members_status_check', oneOf(table.status, STAFF_STATUSES)),
  ],
);

/** Enrollment links: only the SHA-256 of the mailed token is kept. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    ...tokenColumns('staff_invitations', { staffId: uuid('staff_id').notNull() }),
    invitedBy: text('invited_by').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => belongsTo(table.staffId, staffMembers.id, 'staff'),
);

export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: uuidKey(),
    staffId: uuid('staff_id').notNull(),
    /** base64url, as WebAuthn names it. */
    credentialId: text('credential_id').notNull().unique('staff_passkeys_credential_id_key'),
    publicKey: bytea('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => belongsTo(table.staffId, staffMembers.id, 'staff'),
);

export const STAFF_CHALLENGE_PURPOSES = ['enroll', 'sign-in', 'step-up'] as const;
export type StaffChallengePurpose = (typeof STAFF_CHALLENGE_PURPOSES)[number];

/** WebAuthn challenges, kept server-side and spent by one atomic UPDATE. */
export const staffChallenges = pgTable(
  'staff_challenges',
  {
    id: uuidKey(),
    challenge: text('challenge').notNull().unique('staff_challenges_challenge_key'),
    purpose: text('purpose').$type<StaffChallengePurpose>().notNull(),
    /** Known for enrollment and step-up; a sign-in learns who from the passkey. */
    staffId: uuid('staff_id'),
    /** Known for step-up: only the session that asked may spend it. */
    sessionId: uuid('session_id'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    check('staff_challenges_purpose_check', oneOf(table.purpose, STAFF_CHALLENGE_PURPOSES)),
    references(table.staffId, staffMembers.id).onDelete('cascade'),
    references(table.sessionId, staffSessions.id).onDelete('cascade'),
    index('staff_challenges_expires_idx').on(table.expiresAt),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    ...tokenColumns('staff_sessions', { staffId: uuid('staff_id').notNull() }),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    steppedUpAt: timestamptz('stepped_up_at'),
    endedAt: timestamptz('ended_at'),
  },
  (table) => belongsTo(table.staffId, staffMembers.id, 'staff'),
);

/**
 * The events a staff member chose to be mailed about (see api/README.md, Staff API). No row: the
 * defaults of their roles (`defaultNotificationSettings` in @gloh/contract/staff-notifications).
 */
export const staffNotificationSettings = pgTable(
  'staff_notification_settings',
  {
    staffId: uuid('staff_id').primaryKey(),
    events: text('events').array().$type<StaffNotificationEvent[]>().notNull(),
    revisitAfterDays: integer('revisit_after_days').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    references(table.staffId, staffMembers.id).onDelete('cascade'),
    check(
      'staff_notification_settings_events_check',
      sql`events <@ ARRAY[${sql.raw(STAFF_NOTIFICATION_EVENTS.map((event) => `'${event}'`).join(', '))}]::text[]`,
    ),
    check(
      'staff_notification_settings_revisit_after_days_check',
      sql`revisit_after_days BETWEEN ${sql.raw(String(REVISIT_AFTER_DAYS.min))} AND ${sql.raw(String(REVISIT_AFTER_DAYS.max))}`,
    ),
  ],
);

/**
 * One row per deck event staff were told of (an investor's first open, a revisit on a day, the
 * last page of a version): its primary key decides, so concurrent requests on any instance mail
 * once. Erasing the investor removes their rows.
 */
export const staffNotificationEventsSent = pgTable(
  'staff_notification_events_sent',
  {
    event: text('event').$type<StaffNotificationEvent>().notNull(),
    subject: text('subject').notNull(),
    investorId: uuid('investor_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'staff_notification_events_sent_pkey',
      columns: [table.event, table.subject],
    }),
    ...belongsTo(table.investorId, investors.id, 'investor'),
  ],
);

/**
 * The confidentiality agreement investors accept before the deck opens: one row per version staff
 * published, its text kept as published. The newest version is in force unless staff turned the
 * requirement off (`withdrawnAt`); publishing again turns it back on.
 */
export const deckAgreementVersions = pgTable('deck_agreement_versions', {
  version: integer('version').primaryKey(),
  body: text('body').notNull(),
  publishedAt: timestamptz('published_at').notNull().defaultNow(),
  publishedBy: text('published_by').notNull(),
  withdrawnAt: timestamptz('withdrawn_at'),
  withdrawnBy: text('withdrawn_by'),
});

/** An investor's acceptance of one agreement version, with the client it came from. */
export const deckAgreementAcceptances = pgTable(
  'deck_agreement_acceptances',
  {
    investorId: uuid('investor_id').notNull(),
    version: integer('version').notNull(),
    acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    primaryKey({
      name: 'deck_agreement_acceptances_pkey',
      columns: [table.investorId, table.version],
    }),
    references(table.investorId, investors.id).onDelete('cascade'),
    references(table.version, deckAgreementVersions.version),
  ],
);
