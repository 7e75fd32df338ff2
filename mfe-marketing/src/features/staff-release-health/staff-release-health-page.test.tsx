import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleaseHealthResponse } from '@gloh/contract/release-health';
import { RELEASE_PREVIEW_PATHS } from '@gloh/contract/release-preview';
import { STAFF_OPS_API_PATHS } from '@gloh/contract/staff-ops';
import { jsonResponse, parseRequestUrl, stubFetch } from '@gloh/shared/testing/fetch-stub';
import { MARKETING_MEMBER } from '../../testing/staff-member';
import StaffReleaseHealthPage from './staff-release-health-page';

const FIGURES = {
  firstSeen: '2026-02-20T09:00:00Z',
  lastSeen: '2026-03-01T09:00:00Z',
};

/** The release before the newest: a row of its own and the newest row's comparison. */
const EARLIER_RELEASE = {
  release: 'a1b2c3d4e5',
  ...FIGURES,
  pageLoads: 5000,
  lcpP75Ms: 2000,
  inpP75Ms: 120,
  clsP75: 0.02,
  errors: 2,
};

const REPORT: ReleaseHealthResponse = {
  success: true,
  days: 30,
  since: '2026-01-30T10:00:00Z',
  releases: [
    {
      remote: 'marketing',
      release: 'f6e5d4c3b2',
      ...FIGURES,
      pageLoads: 1200,
      lcpP75Ms: 3100,
      inpP75Ms: 120,
      clsP75: 0.02,
      errors: 14,
      previous: EARLIER_RELEASE,
    },
    { remote: 'marketing', ...EARLIER_RELEASE, previous: null },
  ],
  autoRollbacks: [],
};

describe('StaffReleaseHealthPage', () => {
  const fetchMock = stubFetch();

  /** Answers the report requests with `status` and `body`; previews are off. */
  function answerReports(status: number, body: unknown) {
    fetchMock.mockImplementation((url) =>
      parseRequestUrl(url).pathname === RELEASE_PREVIEW_PATHS.releases
        ? jsonResponse(200, { previews: false, remotes: [] })
        : jsonResponse(status, body),
    );
  }

  /** The n-th request (0-based) for the report. */
  const reportUrl = (n: number) =>
    fetchMock.mock.calls
      .map(([url]) => parseRequestUrl(url))
      .filter((url) => url.pathname === STAFF_OPS_API_PATHS.releaseHealth)[n]!;

  it('shows each release beside the one before, marking what is past target', async () => {
    answerReports(200, REPORT);
    render(<StaffReleaseHealthPage staff={MARKETING_MEMBER} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Release health' })).toBeInTheDocument();
    const url = reportUrl(0);
    expect(url.pathname).toBe(STAFF_OPS_API_PATHS.releaseHealth);
    expect(Object.fromEntries(url.searchParams)).toEqual({ days: '30' });

    const table = await screen.findByRole('table', { name: 'Releases' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Release',
      'First seen',
      'Page loads',
      'LCP (p75)',
      'INP (p75)',
      'CLS (p75)',
      'Errors',
    ]);
    const [, newest, oldest] = within(table).getAllByRole('row');
    expect(within(newest!).getByRole('rowheader')).toHaveTextContent(
      /Marketing\s*f6e5d4c3b2\s*after a1b2c3d4e5/,
    );
    const cells = within(newest!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('1,200');
    expect(cells[2]).toHaveTextContent(/3,100 ms\s*over target\s*was 2,000 ms, \+55%/);
    expect(cells[3]).toHaveTextContent(/120 ms\s*was 120 ms, ±0%/);
    expect(cells[5]).toHaveTextContent(/14\s*was 2/);
    expect(within(oldest!).getAllByRole('cell')[2]).toHaveTextContent(/^2,000 ms$/);
    expect(screen.queryByRole('list', { name: 'Automatic rollbacks' })).not.toBeInTheDocument();
  });

  it('says which releases the release guard rolled back, when and why', async () => {
    answerReports(200, {
      ...REPORT,
      autoRollbacks: [
        {
          remote: 'marketing',
          release: 'f6e5d4c3b2',
          returnedTo: 'a1b2c3d4e5',
          at: '2026-02-28T09:30:00Z',
          reason: 'error rate 12% vs 0.5%',
        },
      ],
    });
    render(<StaffReleaseHealthPage staff={MARKETING_MEMBER} />);
    const list = await screen.findByRole('list', { name: 'Automatic rollbacks' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      /^Release f6e5d4c3b2 of marketing was rolled back automatically at .*2026.*: error rate 12% vs 0\.5%\. Release a1b2c3d4e5 is live again\.$/,
    );
  });

  it('asks for one part of the site over another period', async () => {
    answerReports(200, { ...REPORT, releases: [] });
    render(<StaffReleaseHealthPage staff={MARKETING_MEMBER} />);
    expect(await screen.findByText('No release reported in this period.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Part of the site'), 'Investors');
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(Object.fromEntries(reportUrl(1).searchParams)).toEqual({
      days: '7',
      remote: 'investors',
    });
  });

  it('says when the report could not be loaded', async () => {
    answerReports(500, { success: false, error: 'Internal' });
    render(<StaffReleaseHealthPage staff={MARKETING_MEMBER} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded|Internal/);
  });
});
