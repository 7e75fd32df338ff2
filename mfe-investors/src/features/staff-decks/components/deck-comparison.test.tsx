import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeckEngagementResponse, DeckVersionSummary } from '@gloh/contract/staff-ir';
import { mockFetch } from '@gloh/shared/testing/fetch-stub';
import { DeckComparison, formatSecondsDifference } from './deck-comparison';

const summary = (version: number, live: boolean, pageCount: number) =>
  ({ version, live, pageCount }) as DeckVersionSummary;

const engagement = (
  deckVersion: number,
  viewers: number,
  medianSeconds: (number | null)[],
): { status: number; body: DeckEngagementResponse } => ({
  status: 200,
  body: {
    success: true,
    deckVersion,
    pageCount: medianSeconds.length,
    days: 90,
    viewers,
    pages: medianSeconds.map((_, index) => index + 1),
    reached: medianSeconds.map((seconds) => (seconds === null ? 0 : viewers)),
    reachedPercent: medianSeconds.map((seconds) => (seconds === null ? 0 : 100)),
    medianSeconds,
    investors: [],
  },
});

const VERSIONS = [summary(3, false, 3), summary(2, true, 2), summary(1, false, 2)];

describe('DeckComparison', () => {
  it('compares the live version with the newest other one, page by page', async () => {
    const calls = mockFetch(engagement(2, 4, [65, 30]), engagement(3, 1, [50, 42, 10]));
    render(<DeckComparison versions={VERSIONS} />);
    expect(screen.getByLabelText('Version')).toHaveValue('2');
    expect(screen.getByLabelText('with version')).toHaveValue('3');
    // Nothing is loaded until asked.
    expect(calls).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Compare' }));
    const table = await screen.findByRole('table', {
      name: 'Median time on each page, version 2 and version 3',
    });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/staff/ir/engagement/decks/2',
      '/api/staff/ir/engagement/decks/3',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Page', 'Version 2', 'Version 3', 'Version 2 against 3'],
      ['1', '1 min 05 s', '50 s', '+15 s'],
      ['2', '30 s', '42 s', '−12 s'],
      ['3', '—', '10 s', '—'],
    ]);
    expect(screen.getByText(/version 2, 4 readers; version 3, 1 reader/)).toBeVisible();
  });

  it('asks for two different versions before loading anything', async () => {
    const calls = mockFetch();
    render(<DeckComparison versions={VERSIONS} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('with version'), '2');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose two different versions.');
    expect(screen.getByLabelText('Version')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('says so when a version could not be loaded', async () => {
    mockFetch(engagement(2, 4, [65, 30]), {
      status: 500,
      body: { success: false, error: 'The engagement could not be read.' },
    });
    render(<DeckComparison versions={VERSIONS} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('The engagement could not be read.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

it('writes differences with their sign', () => {
  expect(formatSecondsDifference(15.4)).toBe('+15 s');
  expect(formatSecondsDifference(-65)).toBe('−1 min 05 s');
  expect(formatSecondsDifference(0.2)).toBe('0 s');
});
