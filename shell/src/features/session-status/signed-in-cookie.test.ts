import { forgetSignedInCookie, hasSignedInCookie } from './signed-in-cookie';

describe('the signed-in cookie', () => {
  it('is found among other cookies, and only by its exact name', () => {
    expect(hasSignedInCookie('a=1; gloh_signed_in=1; b=2')).toBe(true);
    expect(hasSignedInCookie('gloh_cookie_consent=x')).toBe(false);
    expect(hasSignedInCookie('not_gloh_signed_in=1')).toBe(false);
    expect(hasSignedInCookie('')).toBe(false);
  });

  it('is forgotten when its session has ended', () => {
    document.cookie = 'gloh_signed_in=1; Path=/';
    expect(hasSignedInCookie()).toBe(true);
    forgetSignedInCookie();
    expect(hasSignedInCookie()).toBe(false);
  });
});
