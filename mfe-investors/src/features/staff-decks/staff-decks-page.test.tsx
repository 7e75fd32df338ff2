import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DECK_UPLOAD,
  type DeckEngagementResponse,
  type DeckVersionListResponse,
  type DeckVersionSummary,
} from '@gloh/contract/staff-ir';
import { mockFetch } from '@gloh/shared/testing/fetch-stub';
import StaffDecksPage from './staff-decks-page';

// apexcharts needs a real browser; the table beside the charts is what these tests read.
jest.mock('../../components/engagement-chart/apex-chart', () => ({
  __esModule: true,
  default: () => <div data-testid="apex-chart" />,
}));

const version = (number: number, live: boolean): DeckVersionSummary => ({
  version: number,
  pageCount: 3,
  sha256: 'ab'.repeat(32),
  uploadedAt: '2026-11-01T10:00:00.000Z',
  uploadedBy: `ir@gloh.example:deck-v${number}.pdf`,
  live,
});

const VERSIONS: { status: number; body: DeckVersionListResponse } = {
  status: 200,
  body: { success: true, versions: [version(2, true), version(1, false)] },
};

const ENGAGEMENT: { status: number; body: DeckEngagementResponse } = {
  status: 200,
  body: {
    success: true,
    deckVersion: 2,
    pageCount: 3,
    days: 90,
    viewers: 4,
    pages: [1, 2, 3],
    reached: [4, 3, 1],
    reachedPercent: [100, 75, 25],
    medianSeconds: [65, 12, null],
    investors: [],
  },
};

const pdf = (name = 'deck.pdf', type = 'application/pdf') =>
  new File(['%PDF-1.7 test'], name, { type });

describe('StaffDecksPage', () => {
  it('lists the versions, marks the live one and shows how it was read', async () => {
    const calls = mockFetch(VERSIONS, ENGAGEMENT);
    render(<StaffDecksPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Deck versions' })).toBeInTheDocument();
    expect(document.title).toBe('Deck versions | Gloh staff');
    const live = await screen.findByRole('article', { name: /Version 2/ });
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).queryByRole('button', { name: /live/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make live: version 1' })).toBeInTheDocument();

    const table = await within(live).findByRole('table', { name: /Engagement of version 2/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['1', '4', '100 %', '1 min 05 s'],
      ['2', '3', '75 %', '12 s'],
      ['3', '1', '25 %', '—'],
    ]);
    expect(await within(live).findAllByTestId('apex-chart')).toHaveLength(2);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/staff/ir/decks',
      '/api/staff/ir/engagement/decks/2',
    ]);
  });

  it('makes an older version live again once confirmed', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      VERSIONS,
      ENGAGEMENT,
      { status: 200, body: { success: true, version: version(1, true) } },
      { status: 200, body: { success: true, versions: [version(2, false), version(1, true)] } },
    );
    render(<StaffDecksPage />);
    const makeLive = await screen.findByRole('button', { name: 'Make live: version 1' });
    await user.click(makeLive);
    let dialog = await screen.findByRole('dialog', { name: 'Make version 1 live?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(makeLive).toHaveFocus();
    expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(0);

    await user.click(makeLive);
    dialog = await screen.findByRole('dialog', { name: 'Make version 1 live?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make live' }));
    expect(await screen.findByText('Version 1 is live.')).toHaveAttribute('role', 'status');
    expect(calls[2]?.url).toBe('/api/staff/ir/decks/1/activate');
    expect(calls[2]?.init?.method).toBe('POST');
    expect(await screen.findByRole('button', { name: 'Make live: version 2' })).toBeInTheDocument();
  });

  it('refuses a file that is not a PDF without uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const calls = mockFetch(VERSIONS, ENGAGEMENT);
    render(<StaffDecksPage />);
    const input = screen.getByLabelText('New deck (PDF)');
    expect(input).toHaveAttribute('accept', 'application/pdf');
    await user.upload(input, pdf('deck.pptx', 'application/vnd.ms-powerpoint'));
    await user.click(screen.getByRole('button', { name: 'Upload and publish' }));
    expect(screen.getByRole('alert')).toHaveTextContent('deck.pptx is not a PDF');
    expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(0);
  });

  it('refuses a PDF over the size limit without uploading it', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(VERSIONS, ENGAGEMENT);
    render(<StaffDecksPage />);
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: DECK_UPLOAD.maxBytes + 1 });
    await user.upload(screen.getByLabelText('New deck (PDF)'), big);
    await user.click(screen.getByRole('button', { name: 'Upload and publish' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /big\.pdf is 25 MB; a deck may be at most 25 MB/,
    );
    expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(0);
  });

  it('uploads a PDF as the multipart field the API reads and says it is live', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      VERSIONS,
      ENGAGEMENT,
      { status: 200, body: { success: true, version: version(3, true), created: true } },
      { status: 200, body: { success: true, versions: [version(3, true)] } },
    );
    render(<StaffDecksPage />);
    await screen.findByRole('article', { name: /Version 2/ });
    const file = pdf();
    await user.upload(screen.getByLabelText('New deck (PDF)'), file);
    await user.click(screen.getByRole('button', { name: 'Upload and publish' }));
    expect(await screen.findByText('Version 3 (3 pages) is live.')).toHaveAttribute(
      'role',
      'status',
    );
    const upload = calls[2];
    expect(upload?.url).toBe('/api/staff/ir/decks');
    expect(upload?.init?.method).toBe('POST');
    const sent = (upload?.init?.body as FormData).get(DECK_UPLOAD.field);
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe(file.name);
  });
});
