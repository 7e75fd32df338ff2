import { looksLikeResetToken, resetTokenOf, serverRenderQuery } from './reset-token.js';

const TOKEN = 'q3JhbmRvbS1ieXRlcy1hcy1iYXNlNjR1cmwtXzAxMjM';

describe('reset tokens', () => {
  it('takes the shape the API issues and nothing else', () => {
    expect(TOKEN).toHaveLength(43);
    expect(looksLikeResetToken(TOKEN)).toBe(true);
    expect(looksLikeResetToken(TOKEN.slice(1))).toBe(false);
    expect(looksLikeResetToken(`${TOKEN}A`)).toBe(false);
    expect(looksLikeResetToken(`${TOKEN.slice(1)}=`)).toBe(false);
    expect(looksLikeResetToken(`<${TOKEN.slice(2)}>`)).toBe(false);
    expect(looksLikeResetToken('')).toBe(false);
  });

  it.each([
    [`?token=${TOKEN}`, TOKEN],
    [`?utm_source=mail&token=${TOKEN}`, TOKEN],
    [`?token=${TOKEN}&token=other`, TOKEN],
    ['?token=some-token', null],
    [`?token=${TOKEN}%3C`, null],
    ['?token=', null],
    ['', null],
  ])('reads %s as %s', (search, token) => {
    expect(resetTokenOf(search)).toBe(token);
  });
});

describe('the query a server renders a page with', () => {
  it('passes the reset page its token only, and calls that page personal', () => {
    expect(serverRenderQuery('/reset-password', `?token=${TOKEN}&email=a%40b.c`)).toEqual({
      search: `?token=${TOKEN}`,
      personal: true,
    });
    expect(serverRenderQuery('/reset-password/', `?token=${TOKEN}`).search).toBe(`?token=${TOKEN}`);
    expect(
      serverRenderQuery('/reset-password', `?token=${TOKEN}&failed=reset-password&error=mismatch`),
    ).toEqual({
      search: `?failed=reset-password&error=mismatch&token=${TOKEN}`,
      personal: true,
    });
  });

  it('passes no token to another page, nor one that does not look like a token', () => {
    expect(serverRenderQuery('/contact', `?token=${TOKEN}&sent=contact`)).toEqual({
      search: '?sent=contact',
      personal: false,
    });
    expect(serverRenderQuery('/reset-password', '?token=some-token')).toEqual({
      search: '',
      personal: false,
    });
    expect(serverRenderQuery('/reset-password', '?sent=reset-password')).toEqual({
      search: '?sent=reset-password',
      personal: false,
    });
  });
});
