import { Injectable } from '@nestjs/common';
import { AccessDecisionsService } from '../access-requests/access-decisions.service.js';
import { AnalyticsService } from '../analytics/analytics.service.js';
import { ReleaseHealthService } from '../analytics/release-health.service.js';
import { AuditService } from '../audit/audit.service.js';
import { PasswordResetsService } from '../auth/password-resets.service.js';
import { InvestorAccessService } from '../investors/investor-access.service.js';
import { PersonalDataService } from '../personal-data/personal-data.service.js';
import { DeckAdminService } from '../presentation/deck-admin.service.js';
import { RetentionService } from '../retention/retention.service.js';
import { MailOutboxAdminService } from '../staff-ops/mail-outbox-admin.service.js';
import { StaffMembersService } from '../staff/staff-members.service.js';

/**
 * The domain services the admin commands run: no logic of its own. Each service lives in its
 * feature and serves the staff console too; runAdminCommand (admin-commands.ts) only checks the
 * command's arguments and words refusals for the terminal.
 */
@Injectable()
export class AdminServices {
  constructor(
    readonly accessDecisions: AccessDecisionsService,
    readonly investorAccess: InvestorAccessService,
    readonly passwordResets: PasswordResetsService,
    readonly decks: DeckAdminService,
    readonly analytics: AnalyticsService,
    readonly releaseHealth: ReleaseHealthService,
    readonly staff: StaffMembersService,
    readonly audit: AuditService,
    readonly mailOutbox: MailOutboxAdminService,
    readonly retention: RetentionService,
    readonly personalData: PersonalDataService,
  ) {}
}
