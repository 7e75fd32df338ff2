import { and, eq } from 'drizzle-orm';
import { STAFF_OPS_API_PATHS } from '@gloh/contract/staff-ops';
import { analyticsEvents, auditLog, contactMessages } from '../src/database/schema.js';
import { latestAuditEntry } from './support/audit-log.js';
import { enrolledStaff, staffConsoleForSuite } from './support/staff.js';
import { analyticsEvent } from './support/analytics-events.js';
import { textBody } from './support/text-body.js';

const PATHS = STAFF_OPS_API_PATHS;
const handledPath = (id: number | string) =>
  PATHS.contactMessageHandled.replace(':id', encodeURIComponent(String(id)));

describe('staff marketing API (e2e)', () => {
  const { t, smtp, http } = staffConsoleForSuite();
  let marketing: string;
  let ir: string;
  let admin: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    marketing = (await enrolledStaff(t, smtp, 'mia@gloh.example', ['marketing'])).cookie;
    ir = (await enrolledStaff(t, smtp, 'ira@gloh.example', ['ir'])).cookie;
    admin = (await enrolledStaff(t, smtp, 'ada@gloh.example', ['admin'])).cookie;
    const rows = [
      {
        key: 'alice',
        name: 'Alice Able',
        email: 'alice@example.com',
        message: 'Hello, "team"\nsecond line',
        day: 1,
      },
      {
        key: 'bob',
        name: '+Bob Formula',
        email: 'bob@example.com',
        message: '=HYPERLINK("http://evil.example","click")',
        day: 2,
      },
      {
        key: 'carol',
        name: 'Carol',
        email: '@carol@example.com',
        message: '-2+3 50% off_sale',
        day: 3,
      },
      {
        key: 'dan',
        name: 'Dan',
        email: 'dan@example.org',
        message: 'Plain question about partnerships',
        day: 4,
      },
    ];
    for (const row of rows) {
      const [inserted] = await t.db
        .insert(contactMessages)
        .values({
          name: row.name,
          email: row.email,
          message: row.message,
          createdAt: new Date(Date.UTC(2026, 0, row.day, 12)),
        })
        .returning({ id: contactMessages.id });
      ids[row.key] = inserted!.id;
    }
  });

  describe('access', () => {
    const routes = () => [
      http.get(PATHS.contactMessages),
      http.get(PATHS.contactMessagesCsv),
      http.get(PATHS.analytics),
    ];

    it('answers 401 without a staff session, on every endpoint', async () => {
      for (const req of routes()) {
        const res = await req.expect(401);
        expect(res.body).toMatchObject({ success: false, reason: 'not-signed-in' });
      }
      await http.put(handledPath(ids.alice!), { handled: true }).expect(401);
    });

    it('answers 403 to an ir member, on every endpoint', async () => {
      for (const path of [PATHS.contactMessages, PATHS.contactMessagesCsv, PATHS.analytics]) {
        const res = await http.get(path, ir).expect(403);
        expect(res.body).toMatchObject({ success: false, reason: 'wrong-role' });
      }
      await http.put(handledPath(ids.alice!), { handled: true }, ir).expect(403);
    });

    it('lets admins in as well as marketing', async () => {
      await http.get(PATHS.contactMessages, admin).expect(200);
      await http.get(PATHS.analytics, admin).expect(200);
    });
  });

  describe('contact messages', () => {
    it('lists newest first with the total, and pages on the server', async () => {
      const res = await http.get(PATHS.contactMessages, marketing).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({ success: true, total: 4, limit: 25, offset: 0 });
      expect(res.body.messages.map((m: { name: string }) => m.name)).toEqual([
        'Dan',
        'Carol',
        '+Bob Formula',
        'Alice Able',
      ]);
      expect(res.body.messages[0]).toEqual({
        id: ids.dan,
        name: 'Dan',
        email: 'dan@example.org',
        message: 'Plain question about partnerships',
        createdAt: '2026-01-04T12:00:00.000Z',
        handledAt: null,
        handledBy: null,
      });
      const page = await http
        .get(`${PATHS.contactMessages}?limit=2&offset=2&sort=createdAt&dir=asc`, marketing)
        .expect(200);
      expect(page.body).toMatchObject({ total: 4, limit: 2, offset: 2 });
      expect(page.body.messages.map((m: { id: number }) => m.id)).toEqual([ids.carol, ids.dan]);
    });

    it('sorts by a whitelisted field', async () => {
      const res = await http
        .get(`${PATHS.contactMessages}?sort=email&dir=asc`, marketing)
        .expect(200);
      expect(res.body.messages.map((m: { email: string }) => m.email)).toEqual([
        '@carol@example.com',
        'alice@example.com',
        'bob@example.com',
        'dan@example.org',
      ]);
    });

    it('searches name, email and text, case-insensitively, wildcards taken literally', async () => {
      const search = async (q: string) =>
        (
          await http
            .get(`${PATHS.contactMessages}?q=${encodeURIComponent(q)}`, marketing)
            .expect(200)
        ).body.messages.map((m: { id: number }) => m.id);
      expect(await search('alice ABLE')).toEqual([ids.alice]);
      expect(await search('example.org')).toEqual([ids.dan]);
      expect(await search('PARTNERSHIPS')).toEqual([ids.dan]);
      expect(await search('50%')).toEqual([ids.carol]);
      expect(await search('%')).toEqual([ids.carol]);
      expect(await search('n_')).toEqual([]);
      expect(await search('off_sale')).toEqual([ids.carol]);
    });

    it('refuses bad list input with a 400 naming it', async () => {
      const cases: [string, RegExp][] = [
        ['sort=ip', /sort must be one of: createdAt, name, email/],
        ['dir=up', /dir must be one of: asc, desc/],
        ['offset=-1', /offset must not be negative/],
        ['limit=0', /limit must be at least 1/],
        ['limit=101', /limit must be at most 100/],
        ['limit=ten', /limit must be a whole number/],
        [`q=${'x'.repeat(201)}`, /q must be at most 200 characters/],
        ['q=a&q=b', /q must be text/],
        ['handled=maybe', /handled must be true or false/],
        ['page=2', /property page should not exist/],
      ];
      for (const [query, message] of cases) {
        const res = await http.get(`${PATHS.contactMessages}?${query}`, marketing).expect(400);
        expect(res.body.success).toBe(false);
        expect(res.body.error).toMatch(message);
      }
    });

    it('marks a message handled and waiting again, audited under the member', async () => {
      const res = await http.put(handledPath(ids.bob!), { handled: true }, marketing).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toMatchObject({ id: ids.bob, handledBy: 'mia@gloh.example' });
      expect(Date.parse(res.body.message.handledAt)).toBeGreaterThan(Date.now() - 60_000);

      const handled = await http
        .get(`${PATHS.contactMessages}?handled=true`, marketing)
        .expect(200);
      expect(handled.body.messages.map((m: { id: number }) => m.id)).toEqual([ids.bob]);
      const waiting = await http
        .get(`${PATHS.contactMessages}?handled=false`, marketing)
        .expect(200);
      expect(waiting.body.total).toBe(3);

      expect(await latestAuditEntry(t, 'marketing.contact_handled')).toMatchObject({
        actor: 'mia@gloh.example',
        email: 'bob@example.com',
        details: { contactMessageId: ids.bob },
      });

      const undone = await http
        .put(handledPath(ids.bob!), { handled: false }, marketing)
        .expect(200);
      expect(undone.body.message).toMatchObject({ handledAt: null, handledBy: null });
      const unhandled = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'marketing.contact_unhandled'),
            eq(auditLog.actor, 'mia@gloh.example'),
          ),
        );
      expect(unhandled).toHaveLength(1);
    });

    it('answers 400 for a bad id or body and 404 for an unknown message', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const res = await http.put(handledPath(id), { handled: true }, marketing).expect(400);
        expect(res.body.error).toBe('id must be a positive whole number');
      }
      const body = await http
        .put(handledPath(ids.alice!), { handled: 'yes' }, marketing)
        .expect(400);
      expect(body.body.error).toMatch(/handled must be true or false/);
      const missing = await http
        .put(handledPath(2_000_000), { handled: true }, marketing)
        .expect(404);
      expect(missing.body).toEqual({ success: false, error: 'Contact message not found' });
    });
  });

  describe('CSV export', () => {
    it('exports the current filter as an attachment, quoted and formula-safe', async () => {
      const res = await http
        .get(`${PATHS.contactMessagesCsv}?q=example.com&sort=createdAt&dir=asc&limit=1`, marketing)
        .buffer(true)
        .parse(textBody)
        .expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const text = res.body as string;
      expect(text.startsWith('\uFEFF')).toBe(true);
      // Paging is not applied: the whole filter (the three example.com senders) is exported.
      expect(text.slice(1)).toBe(
        [
          'id,received (UTC),name,email,message,handled at (UTC),handled by',
          `${ids.alice},2026-01-01T12:00:00.000Z,Alice Able,alice@example.com,"Hello, ""team""\nsecond line",,`,
          `${ids.bob},2026-01-02T12:00:00.000Z,'+Bob Formula,bob@example.com,"'=HYPERLINK(""http://evil.example"",""click"")",,`,
          `${ids.carol},2026-01-03T12:00:00.000Z,Carol,'@carol@example.com,'-2+3 50% off_sale,,`,
          '',
        ].join('\r\n'),
      );
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'marketing.contacts_exported'));
      expect(entry).toMatchObject({
        actor: 'mia@gloh.example',
        details: { rows: 3, filter: { q: 'example.com', handled: null } },
      });
    });

    it('refuses a bad filter with a 400', async () => {
      await http.get(`${PATHS.contactMessagesCsv}?sort=message`, marketing).expect(400);
    });
  });

  describe('analytics', () => {
    beforeAll(async () => {
      const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 1, day, hour));
      await t.db.insert(analyticsEvents).values([
        analyticsEvent(at(1), 'view', '/', 'v1', { referrerOrigin: 'https://news.example' }),
        analyticsEvent(at(1), 'leave', '/', 'v1', { durationMs: 30_000 }),
        analyticsEvent(at(1), 'view', '/about', 'v1'),
        analyticsEvent(at(1), 'view', '/', 'v2', { referrerOrigin: 'https://news.example' }),
        analyticsEvent(at(1), 'leave', '/', 'v2', { durationMs: 10_000 }),
        analyticsEvent(at(3), 'view', '/platform', 'v3', {
          referrerOrigin: 'https://search.example',
        }),
        analyticsEvent(at(3), 'leave', '/platform', 'v3', { durationMs: 5_000 }),
        // Outside the period asked for below:
        analyticsEvent(at(5), 'view', '/', 'v4', { referrerOrigin: 'https://late.example' }),
        {
          ...analyticsEvent(at(1), 'view', '/', 'v5'),
          at: new Date(Date.UTC(2026, 0, 31, 23, 59)),
        },
      ]);
    });

    it('reports each day of the period, with top pages and referrers', async () => {
      const res = await http
        .get(`${PATHS.analytics}?from=2026-02-01&to=2026-02-04`, marketing)
        .expect(200);
      expect(res.body).toEqual({
        success: true,
        from: '2026-02-01',
        to: '2026-02-04',
        days: [
          { day: '2026-02-01', views: 3, visitors: 2, avgSecondsOnPage: 13.3 },
          { day: '2026-02-02', views: 0, visitors: 0, avgSecondsOnPage: null },
          { day: '2026-02-03', views: 1, visitors: 1, avgSecondsOnPage: 5 },
          { day: '2026-02-04', views: 0, visitors: 0, avgSecondsOnPage: null },
        ],
        topPages: [
          { path: '/', views: 2, visitors: 2, avgSecondsOnPage: 20 },
          { path: '/about', views: 1, visitors: 1, avgSecondsOnPage: null },
          { path: '/platform', views: 1, visitors: 1, avgSecondsOnPage: 5 },
        ],
        topReferrers: [
          { origin: 'https://news.example', views: 2 },
          { origin: 'https://search.example', views: 1 },
        ],
      });
    });

    it('defaults to the last 30 days up to today', async () => {
      const res = await http.get(PATHS.analytics, marketing).expect(200);
      expect(res.body.days).toHaveLength(30);
      expect(res.body.to).toBe(new Date().toISOString().slice(0, 10));
    });

    it('takes at most 366 days and refuses bad dates', async () => {
      await http.get(`${PATHS.analytics}?from=2025-01-01&to=2026-01-01`, marketing).expect(200);
      const refused = [
        'from=2025-01-01&to=2026-01-02',
        'from=2026-02-05&to=2026-02-01',
        'from=2026-02-30&to=2026-03-01',
        'from=yesterday',
        'to=2026-1-1',
        'days=7',
      ];
      for (const query of refused) {
        const res = await http.get(`${PATHS.analytics}?${query}`, marketing).expect(400);
        expect(res.body.success).toBe(false);
        expect(typeof res.body.error).toBe('string');
      }
    });
  });
});
