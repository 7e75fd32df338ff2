import request from 'supertest';
import { runAdminCommand } from '../../src/admin/admin-commands.js';
import { sessionCookie } from './http.js';
import { TEST_ORIGIN, type TestApp } from './test-app.js';

export interface AccessRequest {
  name: string;
  companyName: string;
  phoneNumber: string;
  email: string;
  message?: string;
}

/** The access request of an investor of Example Capital, as the form sends it. */
export function accessRequestOf(name: string, email: string): AccessRequest {
  return { name, companyName: 'Example Capital', phoneNumber: '+1 555 0100', email };
}

/**
 * An investor as staff create one: the access request through the API, then approval with the
 * admin command. Returns the email and the access code the approval issued.
 * @param headers extra request headers (e.g. the X-Forwarded-For the request comes from)
 */
export async function approvedInvestor(
  t: TestApp,
  accessRequest: AccessRequest,
  headers: Record<string, string> = {},
): Promise<{ email: string; accessCode: string }> {
  await request(t.http)
    .post('/api/presentation-access')
    .set('Origin', TEST_ORIGIN)
    .set(headers)
    .send(accessRequest)
    .expect(200);
  const pending = (await runAdminCommand(t.admin, { name: 'requests', status: 'pending' })) as {
    id: number;
    email: string;
  }[];
  const { email } = accessRequest;
  const { accessCode } = (await runAdminCommand(t.admin, {
    name: 'approve',
    target: String(pending.find((row) => row.email.toLowerCase() === email.toLowerCase())!.id),
  })) as { accessCode: string };
  return { email, accessCode };
}

/** An investor's login as the page sends it, from the client address a trusted proxy reports. */
export function investorLoginFrom(
  t: TestApp,
  ip: string,
  credentials: { email: string; accessCode: string },
) {
  return request(t.http)
    .post('/api/auth')
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', ip)
    .send({ action: 'login', ...credentials });
}

/** An approved investor of Example Capital, logged in: returns the session cookie. */
export async function signedInInvestor(t: TestApp, name: string, email: string): Promise<string> {
  const { accessCode } = await approvedInvestor(t, accessRequestOf(name, email));
  const login = await request(t.http)
    .post('/api/auth')
    .set('Origin', TEST_ORIGIN)
    .send({ action: 'login', email, accessCode })
    .expect(200);
  return sessionCookie(login);
}
