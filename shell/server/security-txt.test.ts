import assert from 'node:assert/strict';
import { SECURITY_TXT_VALIDITY_DAYS, securityTxt } from './security-txt.js';

const fields = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split(': '));

test('security.txt has the fields of RFC 9116 from the deployment settings', () => {
  const text = securityTxt({
    siteUrl: 'https://www.gloh.example',
    securityEmail: 'security@gloh.example',
    now: new Date('2030-03-10T15:42:07.123Z'),
  });
  assert.deepEqual(fields(text), [
    ['Contact', 'mailto:security@gloh.example'],
    ['Expires', '2030-04-09T00:00:00Z'],
    ['Canonical', 'https://www.gloh.example/.well-known/security.txt'],
    ['Preferred-Languages', 'en'],
  ]);
  assert.ok(text.endsWith('\n'));
});

test('it expires in the future and less than a year ahead, the same all day', () => {
  const day = 24 * 60 * 60 * 1000;
  const expiry = (now: string) =>
    Date.parse(
      /^Expires: (.+)$/m.exec(
        securityTxt({ siteUrl: '', securityEmail: 'a@b', now: new Date(now) }),
      )?.[1] ?? '',
    );
  const morning = expiry('2031-12-31T00:00:00Z');
  assert.equal(expiry('2031-12-31T23:59:59.999Z'), morning);
  assert.ok(
    morning - Date.parse('2031-12-31T23:59:59.999Z') > (SECURITY_TXT_VALIDITY_DAYS - 1) * day,
  );
  assert.ok(morning - Date.parse('2031-12-31T00:00:00Z') < 365 * day);
});
