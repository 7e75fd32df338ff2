import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STAFF_OPS_API_PATHS,
  STAFF_OPS_MESSAGES,
  type AnalyticsPeriodResponse,
} from '@gloh/contract/staff-ops';
import { jsonResponse, requestUrl, stubFetch } from '@gloh/shared/testing/fetch-stub';
import { MARKETING_MEMBER } from '../../testing/staff-member';
import { PERIOD_MESSAGES } from './analytics-period';
import StaffAnalyticsPage from './staff-analytics-page';

// apexcharts needs a real browser; the table of the days is what these tests read.
jest.mock('./apex-chart', () => ({
  __esModule: true,
  default: () => <div data-testid="apex-chart" />,
}));

const NOW = new Date('2026-03-01T10:00:00Z');

type ReportDay = AnalyticsPeriodResponse['days'][number];

const day = (
  date: string,
  views: number,
  visitors: number,
  avgSecondsOnPage: number | null,
): ReportDay => ({ day: date, views, visitors, avgSecondsOnPage });

const REPORT: AnalyticsPeriodResponse = {
  success: true,
  from: '2026-01-30',
  to: '2026-02-01',
  days: [
    day('2026-01-30', 1200, 300, 60),
    day('2026-01-31', 0, 0, null),
    day('2026-02-01', 300, 100, 90),
  ],
  topPages: [{ path: '/platform', views: 900, visitors: 250, avgSecondsOnPage: 125 }],
  topReferrers: [{ origin: 'https://news.example', views: 42 }],
};

describe('StaffAnalyticsPage', () => {
  const fetchMock = stubFetch();

  /** Renders the page over the given report; returns the user who then acts on it. */
  function renderPage(answer = REPORT) {
    fetchMock.mockImplementation(() => jsonResponse(200, answer));
    render(<StaffAnalyticsPage staff={MARKETING_MEMBER} now={NOW} />);
    return userEvent.setup();
  }

  const fromField = () => screen.getByLabelText('From');
  async function replaceValue(
    user: ReturnType<typeof userEvent.setup>,
    field: HTMLElement,
    value: string,
  ) {
    await user.clear(field);
    await user.type(field, value);
  }
  const toField = () => screen.getByLabelText('To');

  it('asks for the last 30 days and shows totals, the chart and the tables', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(document.querySelector('title')).toHaveTextContent('Analytics | Gloh staff');
    expect(fromField()).toHaveValue('2026-01-31');
    expect(toField()).toHaveValue('2026-03-01');
    const url = requestUrl(fetchMock, 0);
    expect(url.pathname).toBe(STAFF_OPS_API_PATHS.analytics);
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: '2026-01-31', to: '2026-03-01' });

    expect(await screen.findByTestId('apex-chart')).toBeInTheDocument();
    const totals = screen.getByRole('heading', { name: 'Totals' }).closest('section')!;
    expect(within(totals).getByText('Views').nextSibling).toHaveTextContent('1,500');
    expect(within(totals).getByText('Visitors').nextSibling).toHaveTextContent('400');
    // (60 s × 1200 + 90 s × 300) / 1500 views = 66 s; the day without views does not count.
    expect(within(totals).getByText('Average time on page').nextSibling).toHaveTextContent(
      '1 min 06 s',
    );

    const dayTable = screen.getByRole('table', { name: 'Views per day' });
    // The days are UTC days, whatever the member's own time zone: said beside the figures.
    expect(within(dayTable).getAllByRole('columnheader')[0]).toHaveTextContent('Day (UTC)');
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          /^From .* to .* \(days in UTC\)$/.test(element.textContent ?? ''),
      ),
    ).toBeInTheDocument();
    const days = within(dayTable).getAllByRole('row');
    expect(days).toHaveLength(4);
    expect(days[1]).toHaveTextContent(/30 Jan 2026\s*1,200\s*300\s*1 min 00 s/);
    expect(days[2]).toHaveTextContent(/31 Jan 2026\s*0\s*0\s*No data/);

    const pages = screen.getByRole('table', { name: 'The 10 most viewed pages' });
    expect(
      within(pages)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Path', 'Views', 'Visitors', 'Average time on page']);
    expect(within(pages).getAllByRole('row')[1]).toHaveTextContent(
      /\/platform\s*900\s*250\s*2 min 05 s/,
    );
    const referrers = screen.getByRole('table', { name: /sites that sent the most views/ });
    expect(within(referrers).getAllByRole('row')[1]).toHaveTextContent(
      /https:\/\/news\.example\s*42/,
    );
  });

  it('says so when no page was viewed and no other site sent a view', async () => {
    renderPage({ ...REPORT, topPages: [], topReferrers: [] });
    const pages = await screen.findByRole('table', { name: /most viewed pages/ });
    expect(within(pages).getAllByRole('row')[1]).toHaveTextContent(
      'No page was viewed in this period.',
    );
    const referrers = screen.getByRole('table', { name: /sites that sent the most views/ });
    expect(within(referrers).getAllByRole('row')[1]).toHaveTextContent(
      'No view came from another site in this period.',
    );
  });

  it('asks for the chosen period when Show is pressed', async () => {
    const user = renderPage();
    await screen.findByRole('table', { name: 'Views per day' });
    await replaceValue(user, fromField(), '2026-01-01');
    await replaceValue(user, toField(), '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(Object.fromEntries(requestUrl(fetchMock, 1).searchParams)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('refuses From after To and a period that is too long, without asking the API', async () => {
    const user = renderPage();
    await screen.findByRole('table', { name: 'Views per day' });
    await replaceValue(user, fromField(), '2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText(PERIOD_MESSAGES.fromAfterTo)).toBeInTheDocument();
    expect(fromField()).toHaveAttribute('aria-invalid', 'true');
    expect(fromField()).toHaveAccessibleDescription(expect.stringContaining('on or before To'));
    expect(fromField()).toHaveFocus();

    await replaceValue(user, fromField(), '2025-02-28');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText(PERIOD_MESSAGES.tooLong)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // 2025-03-01 to 2026-03-01: 366 days, the longest period allowed.
    await replaceValue(user, fromField(), '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(PERIOD_MESSAGES.tooLong)).toBeNull();
    expect(fromField()).not.toHaveAttribute('aria-invalid');
  });

  it("shows the API's message when it refuses the period", async () => {
    fetchMock.mockImplementation(() =>
      jsonResponse(400, { success: false, error: STAFF_OPS_MESSAGES.badPeriod }),
    );
    render(<StaffAnalyticsPage staff={MARKETING_MEMBER} now={NOW} />);
    expect(await screen.findByText(STAFF_OPS_MESSAGES.badPeriod)).toHaveClass('alert');
  });
});
