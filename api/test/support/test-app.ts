import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { App } from 'supertest/types.js';
import { AdminServices } from '../../src/admin/admin-services.js';
import { AppModule, type AppModuleOptions } from '../../src/app.module.js';
import { configureApp } from '../../src/app.setup.js';
import { DATABASE } from '../../src/database/database.module.js';
import type { Database } from '../../src/database/database.js';
import { SmtpCatcher } from './smtp-catcher.js';
import { createTestDatabase } from './test-db.js';

export interface TestApp {
  app: INestApplication;
  http: App;
  /** Where the app listens, e.g. for a shell's server in front of it. */
  url: string;
  db: Database;
  /** What the admin commands run (runAdminCommand(t.admin, …)). */
  admin: AdminServices;
  /** PGLITE_DIR, or DATABASE_URL and DATABASE_SCHEMA, of this app's database. */
  databaseEnv: Record<string, string>;
  /** Stops the app and keeps its database, so a test can look at the files it left. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export const TEST_ORIGIN = 'http://localhost:3000';
/**
 * The suites play hundreds of concurrent visitors from one loopback address; the per-address
 * connection cap has its own suite (connection-limits), which sets it back.
 */
const TEST_MAX_CONNECTIONS_PER_ADDRESS = '10000';
/**
 * Likewise for what one address, and all addresses together, may store in a day; the daily caps
 * and ceilings have their own suite.
 */
const TEST_DAILY_CAPS = {
  DAILY_CAP_ANALYTICS: '1000000',
  DAILY_CAP_RELEASE_HEALTH: '1000000',
  DAILY_CAP_CONTACT: '1000000',
  DAILY_CAP_ACCESS_REQUEST: '1000000',
  DAILY_CEILING_ANALYTICS: '100000000',
  DAILY_CEILING_RELEASE_HEALTH: '100000000',
  DAILY_CEILING_CONTACT: '100000000',
  DAILY_CEILING_ACCESS_REQUEST: '100000000',
};

/** Boots the real AppModule with the production wiring of main.ts on a fresh database. */
export interface TestAppOptions extends Pick<AppModuleOptions, 'logDestination'> {
  /** Providers replaced by a value, e.g. a clock the test moves (StaffClock). */
  overrides?: { provide: unknown; useValue: unknown }[];
}

export async function createTestApp(
  env: Record<string, string> = {},
  { overrides = [], ...options }: TestAppOptions = {},
): Promise<TestApp> {
  const database = createTestDatabase();
  let builder = Test.createTestingModule({
    imports: [
      AppModule.forRoot({
        env: {
          LOG_LEVEL: 'silent',
          MAX_CONNECTIONS_PER_ADDRESS: TEST_MAX_CONNECTIONS_PER_ADDRESS,
          ...TEST_DAILY_CAPS,
          // A suite's rows must not be summed or removed behind its back; the retention suite
          // runs the job itself.
          RETENTION_SCHEDULE: 'off',
          ...database.env,
          ...env,
        },
        ...options,
      }),
    ],
  });
  for (const { provide, useValue } of overrides)
    builder = builder.overrideProvider(provide).useValue(useValue);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    logger: false,
  });
  configureApp(app);
  // Listening (rather than letting supertest bind per request) keeps one server for bursts of concurrent calls.
  await app.listen(0, '127.0.0.1');
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= app.close());
  const { port } = (app.getHttpServer() as Server).address() as AddressInfo;
  return {
    app,
    http: app.getHttpServer() as App,
    url: `http://127.0.0.1:${port}`,
    db: app.get<Database>(DATABASE),
    admin: app.get(AdminServices),
    databaseEnv: database.env,
    stop,
    close: async () => {
      await stop();
      await database.drop();
    },
  };
}

export type TestAppEnv = Record<string, string>;
/** A describe's settings, or how to read them once its earlier beforeAll hooks have run. */
export type WhenBooted<T> = T | (() => T);
export const settle = <T>(value: WhenBooted<T>): T =>
  typeof value === 'function' ? (value as () => T)() : value;

/**
 * What a describe's beforeAll sets up, named once in the describe's body: each property is read
 * from the value the hook made, so tests use it as if it had been there all along.
 */
export function setUpBeforeAll<T extends object>(read: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = read();
      if (!value) throw new Error(`${what} is used before the beforeAll that makes it has run`);
      const property: unknown = Reflect.get(value, key, value);
      return typeof property === 'function' ? property.bind(value) : property;
    },
  });
}

/** The app of a describe: booted on a fresh database before its tests, closed after them. */
export function appForSuite(
  env: WhenBooted<TestAppEnv> = {},
  options: WhenBooted<TestAppOptions> = {},
): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(settle(env), settle(options));
  });
  afterAll(async () => {
    await app?.close();
  });
  return setUpBeforeAll(() => app, "The suite's app");
}

/**
 * The app of a describe with its mail caught: an SMTP catcher started first, the outbox polled
 * every 50 ms so mails arrive while a test waits; both stopped after the tests.
 */
export function mailingAppForSuite(
  env: WhenBooted<TestAppEnv> = {},
  options: WhenBooted<TestAppOptions> = {},
): { t: TestApp; smtp: SmtpCatcher } {
  let smtp: SmtpCatcher | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    smtp = await new SmtpCatcher().start();
    app = await createTestApp(
      { SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50', ...settle(env) },
      settle(options),
    );
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });
  return {
    t: setUpBeforeAll(() => app, "The suite's app"),
    smtp: setUpBeforeAll(() => smtp, "The suite's SMTP catcher"),
  };
}
