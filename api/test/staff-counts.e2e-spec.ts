import request from 'supertest';
import { STAFF_IR_API_PATHS } from '@gloh/contract/staff-ir';
import { STAFF_OPS_API_PATHS, type StaffCountsResponse } from '@gloh/contract/staff-ops';
import { eq, ne } from 'drizzle-orm';
import { accessRequests, mailOutbox } from '../src/database/schema.js';
import {
  enrolledStaff,
  type EnrolledStaff,
  staffConsoleForSuite,
  steppedUpSession,
} from './support/staff.js';
import { TEST_ORIGIN } from './support/test-app.js';

const PATHS = STAFF_OPS_API_PATHS;

describe('staff pending counts (e2e)', () => {
  const { t, smtp, http } = staffConsoleForSuite();
  let ir: EnrolledStaff;
  let marketing: string;
  let admin: string;

  const countsOf = async (cookie: string) =>
    ((await http.get(PATHS.counts, cookie).expect(200)).body as StaffCountsResponse).counts;

  const askForAccess = async (name: string, email: string): Promise<number> => {
    await request(t.http)
      .post('/api/presentation-access')
      .set('Origin', TEST_ORIGIN)
      .send({ name, companyName: 'Count Capital', phoneNumber: '+1 555 0123', email })
      .expect(200);
    const [row] = await t.db
      .select({ id: accessRequests.id })
      .from(accessRequests)
      .where(eq(accessRequests.email, email));
    return row!.id;
  };

  const sendContactMessage = () =>
    request(t.http)
      .post('/api/contact')
      .set('Origin', TEST_ORIGIN)
      .send({ name: 'Cleo Counter', email: 'cleo@example.com', message: 'Counting on you.' })
      .expect(200);

  beforeAll(async () => {
    ir = await enrolledStaff(t, smtp, 'ira@gloh.example', ['ir']);
    marketing = (await enrolledStaff(t, smtp, 'mia@gloh.example', ['marketing'])).cookie;
    admin = (await enrolledStaff(t, smtp, 'ada@gloh.example', ['admin'])).cookie;
  });

  it('answers 401 without a staff session', async () => {
    const res = await http.get(PATHS.counts).expect(401);
    expect(res.body).toMatchObject({ success: false, reason: 'not-signed-in' });
  });

  it('tells each role only its own counts, never cached', async () => {
    const res = await http.get(PATHS.counts, ir.cookie).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys((res.body as StaffCountsResponse).counts)).toEqual(['access-requests']);
    expect(Object.keys(await countsOf(marketing))).toEqual(['contact-messages']);
    expect(Object.keys(await countsOf(admin)).sort()).toEqual([
      'access-requests',
      'contact-messages',
      'mail-outbox',
    ]);
  });

  it('counts access requests while pending, and no longer once decided', async () => {
    const start = (await countsOf(ir.cookie))['access-requests']!;
    const first = await askForAccess('Paula Pending', 'paula@example.com');
    const second = await askForAccess('Rita Rejected', 'rita@example.com');
    expect((await countsOf(ir.cookie))['access-requests']).toBe(start + 2);
    expect((await countsOf(admin))['access-requests']).toBe(start + 2);

    const approver = await steppedUpSession(t, ir.authenticator);
    await http
      .post(STAFF_IR_API_PATHS.requestApprove.replace(':id', String(first)), {}, approver)
      .expect(200);
    expect((await countsOf(ir.cookie))['access-requests']).toBe(start + 1);
    await http
      .post(STAFF_IR_API_PATHS.requestReject.replace(':id', String(second)), {}, approver)
      .expect(200);
    expect((await countsOf(ir.cookie))['access-requests']).toBe(start);
  });

  it('counts contact messages until handled', async () => {
    const start = (await countsOf(marketing))['contact-messages']!;
    await sendContactMessage();
    expect((await countsOf(marketing))['contact-messages']).toBe(start + 1);
    const listed = await http.get(`${PATHS.contactMessages}?handled=false`, marketing).expect(200);
    const id = (listed.body as { messages: { id: number; name: string }[] }).messages.find(
      (message) => message.name === 'Cleo Counter',
    )!.id;
    await http
      .put(PATHS.contactMessageHandled.replace(':id', String(id)), { handled: true }, marketing)
      .expect(200);
    expect((await countsOf(marketing))['contact-messages']).toBe(start);
  });

  it('counts mail not delivered yet for admins', async () => {
    const unsent = async () =>
      (
        await t.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(ne(mailOutbox.status, 'sent'))
      ).length;
    // The caught SMTP takes every mail queued so far; then nothing waits.
    const settled = Date.now() + 30_000;
    while ((await unsent()) > 0 && Date.now() < settled) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await countsOf(admin))['mail-outbox']).toBe(0);
    const [mail] = await t.db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
    await t.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, mail!.id));
    expect((await countsOf(admin))['mail-outbox']).toBe(1);
  });
});
