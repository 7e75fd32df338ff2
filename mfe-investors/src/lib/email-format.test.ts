import { isEmailFormat } from './email-format';

describe('isEmailFormat', () => {
  it.each(['ada@example.com', 'a.b+c@mail.example.co.uk', '  ada@example.com  '])(
    'accepts %s',
    (email) => expect(isEmailFormat(email)).toBe(true),
  );

  it.each(['', 'ada', 'ada@example', '@example.com', 'ada@', 'a b@example.com', 'a@b@c.com'])(
    'refuses %p',
    (email) => expect(isEmailFormat(email)).toBe(false),
  );
});
