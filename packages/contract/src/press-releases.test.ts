import {
  isIsoDate,
  newestFirst,
  PRESS_RELEASES_FEED_PATH,
  pressReleaseModified,
  pressReleasesProblems,
  pressReleaseAnchor,
  pressReleaseUrl,
  type PressRelease,
} from './press-releases.js';

const release = (fields: Partial<PressRelease> = {}): PressRelease => ({
  id: 'pilot-launch',
  title: 'Gloh starts its first pilot',
  summary: 'A behavioral health provider starts using GlohPredict.',
  published: '2026-03-02',
  body: ['First paragraph.', 'Second paragraph.'],
  ...fields,
});

describe('a list of press releases', () => {
  it('accepts none, and complete releases with or without an update', () => {
    expect(pressReleasesProblems([])).toEqual([]);
    expect(
      pressReleasesProblems([release(), release({ id: 'funding', updated: '2026-03-02' })]),
    ).toEqual([]);
  });

  it('names what is wrong, field by field', () => {
    expect(pressReleasesProblems({})).toEqual(['the press releases must be a list']);
    expect(
      pressReleasesProblems([
        release({ id: 'Pilot Launch', title: '', summary: 'x'.repeat(301) }),
        release({ id: 'a', published: '2026-02-30', body: [] }),
        release({ id: 'b', published: '2026-03-02', updated: '2026-03-01' }),
        release({
          id: 'c',
          published: '2 March 2026',
          updated: '2026-3-4',
          body: ['ok', 'a\u0000b'],
        }),
        { ...release({ id: 'd' }), image: '/x.png' },
        'release',
      ]),
    ).toEqual([
      'pressReleases[0].id must be kebab-case (a-z, 0-9, -) of at most 80 characters',
      'pressReleases[0].title must be text of at most 110 characters',
      'pressReleases[0].summary must be text of at most 300 characters',
      'pressReleases[1].published must be a date written YYYY-MM-DD',
      'pressReleases[1].body must be a list of 1 to 50 paragraphs of at most 5000 characters',
      'pressReleases[2].updated must not be before its published date',
      'pressReleases[3].published must be a date written YYYY-MM-DD',
      'pressReleases[3].updated must be a date written YYYY-MM-DD',
      'pressReleases[3].body must be a list of 1 to 50 paragraphs of at most 5000 characters',
      'pressReleases[4]: unknown field(s) image',
      'pressReleases[5] must be an object',
    ]);
  });

  it('refuses an id used twice, and a list past the limit', () => {
    expect(pressReleasesProblems([release(), release({ title: 'Again' })])).toEqual([
      'id pilot-launch is used twice',
    ]);
    expect(
      pressReleasesProblems(Array.from({ length: 501 }, (_, i) => release({ id: `r-${i}` }))),
    ).toEqual(['at most 500 press releases']);
  });
});

describe('dates and order', () => {
  it('reads only real days written YYYY-MM-DD', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-03-02T10:00:00Z')).toBe(false);
  });

  it('lists the newest first and keeps the order of one day', () => {
    const list = [
      release({ id: 'old', published: '2025-12-01' }),
      release({ id: 'same-day-first', published: '2026-03-02' }),
      release({ id: 'newest', published: '2026-04-10' }),
      release({ id: 'same-day-second', published: '2026-03-02' }),
    ];
    expect(newestFirst(list).map(({ id }) => id)).toEqual([
      'newest',
      'same-day-first',
      'same-day-second',
      'old',
    ]);
    expect(list[0]?.id).toBe('old');
  });

  it('is modified when updated, else when published', () => {
    expect(pressReleaseModified(release())).toBe('2026-03-02');
    expect(pressReleaseModified(release({ updated: '2026-03-05' }))).toBe('2026-03-05');
  });
});

it('addresses a release by its anchor on the press-releases page, and the feed beside it', () => {
  expect(pressReleaseUrl('https://gloh.example', 'pilot-launch')).toBe(
    'https://gloh.example/investors/press-releases#release-pilot-launch',
  );
  expect(PRESS_RELEASES_FEED_PATH).toBe('/investors/press-releases/feed.xml');
});

it('gives a release an element id no id of the page can share, whatever the release is called', () => {
  expect(pressReleaseAnchor('main-content')).toBe('release-main-content');
  expect(pressReleaseAnchor('root')).toBe('release-root');
});
