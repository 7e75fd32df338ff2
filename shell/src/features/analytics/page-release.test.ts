import { DEFAULT_FEATURE_FLAGS } from '@gloh/contract/feature-flags';
import { pageRelease } from './page-release';

const ENTRIES = {
  marketing: '/remotes/marketing/remoteEntry.3f9a0c1b2d.js',
  investors: '/remotes/investors/remoteEntry.0123abcdef.js',
  demos: '/remotes/demos/remoteEntry.js',
};

const page = (id: string, path: string, remote: string) => ({
  id,
  path,
  remote,
  title: id,
  description: `The ${id} page.`,
});
const PAGES = [
  page('home', '/', 'marketing'),
  page('platform', '/platform', 'marketing'),
  page('roadmap', '/investors/roadmap', 'investors'),
  page('demos', '/demos', 'demos'),
  { ...page('careers', '/careers', 'marketing'), flag: 'careersPage' },
];

describe('pageRelease', () => {
  it('names the owning remote and the hash of the entry the page loads it from', () => {
    expect(pageRelease('/platform', PAGES, DEFAULT_FEATURE_FLAGS, ENTRIES, 'aaaaaaaaaa')).toEqual({
      remote: 'marketing',
      release: '3f9a0c1b2d',
    });
    expect(pageRelease('/', PAGES, DEFAULT_FEATURE_FLAGS, ENTRIES)).toEqual({
      remote: 'marketing',
      release: '3f9a0c1b2d',
    });
  });

  it("gives the not-found page, and a route whose flag is off, to the shell's release", () => {
    expect(
      pageRelease('/no-such-page', PAGES, DEFAULT_FEATURE_FLAGS, ENTRIES, 'bbbbbbbbbb'),
    ).toEqual({
      remote: 'shell',
      release: 'bbbbbbbbbb',
    });
    expect(
      pageRelease(
        '/careers',
        PAGES,
        { ...DEFAULT_FEATURE_FLAGS, careersPage: false },
        ENTRIES,
        'cccccccccc',
      ),
    ).toEqual({ remote: 'shell', release: 'cccccccccc' });
  });

  it('names no release for an unversioned entry or an unknown shell build', () => {
    expect(pageRelease('/demos', PAGES, DEFAULT_FEATURE_FLAGS, ENTRIES)).toBeUndefined();
    expect(pageRelease('/platform', PAGES, DEFAULT_FEATURE_FLAGS, {})).toBeUndefined();
    expect(
      pageRelease('/no-such-page', PAGES, DEFAULT_FEATURE_FLAGS, ENTRIES, undefined),
    ).toBeUndefined();
  });
});
