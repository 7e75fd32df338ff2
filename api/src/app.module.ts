import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import type { DestinationStream } from 'pino';
import { AccessRequestsModule } from './access-requests/access-requests.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { APP_ROLE, type AppRole } from './config/app-role.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ClockModule } from './common/clock/clock.module.js';
import { OriginGuard } from './common/guards/origin.guard.js';
import { LoggingModule } from './common/logging/logging.module.js';
import { appConfigProvider } from './config/app-config.js';
import { validateEnv } from './config/env.validation.js';
import { ContactModule } from './contact/contact.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DeckAgreementModule } from './deck-agreement/deck-agreement.module.js';
import { HealthModule } from './health/health.module.js';
import { MailModule } from './mail/mail.module.js';
import { OperationsModule } from './operations/operations.module.js';
import { PresentationModule } from './presentation/presentation.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { RetentionModule } from './retention/retention.module.js';
import { StaffModule } from './staff/staff.module.js';
import { StaffNotificationsModule } from './staff-notifications/staff-notifications.module.js';
import { StaffIrModule } from './staff-ir/staff-ir.module.js';
import { StaffOpsModule } from './staff-ops/staff-ops.module.js';

export interface AppModuleOptions {
  role?: AppRole;
  /** Values laid over process.env before validation (tests, CLI flags). */
  env?: Record<string, string | undefined>;
  /** Where the log goes instead of stdout (tests read it). */
  logDestination?: DestinationStream;
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions = {}): DynamicModule {
    const role = options.role ?? 'api';
    return {
      module: AppModule,
      global: true,
      imports: [
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          validate: (env) => ({ app: validateEnv({ ...env, ...options.env }) }),
        }),
        LoggingModule.forRoot(role === 'api', options.logDestination),
        DatabaseModule,
        OperationsModule,
        ClockModule,
        RateLimitModule,
        AuditModule,
        MailModule,
        AuthModule,
        StaffModule,
        StaffNotificationsModule,
        StaffIrModule,
        StaffOpsModule,
        AdminModule,
        HealthModule,
        ContactModule,
        AccessRequestsModule,
        PresentationModule,
        DeckAgreementModule,
        AnalyticsModule,
        RetentionModule,
      ],
      providers: [
        appConfigProvider,
        { provide: APP_ROLE, useValue: role },
        // Global, so it runs before the route guards: a foreign origin is refused before it
        // can spend rate-limit budget (@RateLimit).
        { provide: APP_GUARD, useClass: OriginGuard },
      ],
      exports: [appConfigProvider, APP_ROLE],
    };
  }
}
