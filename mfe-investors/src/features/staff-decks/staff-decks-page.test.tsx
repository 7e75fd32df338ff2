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

const version = (
  number: number,
  live: boolean,
  more: Partial<DeckVersionSummary> = {},
): DeckVersionSummary => ({
  version: number,
  pageCount: 3,
  sha256: 'ab'.repeat(32),
  fileName: `deck-v${number}.pdf`,
  uploadedAt: '2026-11-01T10:00:00.000Z',
  uploadedBy: 'ir@gloh.example',
  uploadedByName: 'Ivy Reyes',
  note: null,
  noteUpdatedAt: null,
  noteUpdatedBy: null,
  publishAt: null,
  publishScheduledBy: null,
  live,
  ...more,
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

  it("shows each version's file name and uploader, a preview link, and its note", async () => {
    mockFetch(
      {
        status: 200,
        body: {
          success: true,
          versions: [
            version(2, false, { note: 'New pricing slide', noteUpdatedBy: 'ir@gloh.example' }),
            version(1, true, { uploadedBy: null, uploadedByName: null, fileName: 'deck.pdf' }),
          ],
        },
      },
      ENGAGEMENT,
    );
    render(<StaffDecksPage />);
    const draft = await screen.findByRole('article', { name: /Version 2/ });
    expect(draft).toHaveTextContent(
      /deck-v2\.pdf, 3 pages, uploaded .+ by Ivy Reyes \(ir@gloh\.example\)\./,
    );
    expect(draft).toHaveTextContent('Note: New pricing slide');
    expect(draft).not.toHaveTextContent(/ir@gloh\.example:|file:/);
    const preview = within(draft).getByRole('link', { name: /Preview PDF of version 2/ });
    expect(preview).toHaveAttribute('href', '/api/staff/ir/decks/2/pdf');
    expect(preview).toHaveAttribute('target', '_blank');
    const fromFile = screen.getByRole('article', { name: /Version 1/ });
    expect(fromFile).toHaveTextContent(/deck\.pdf, 3 pages, uploaded .+ by the server/);
  });

  it('saves a note and shows it once the list is loaded again', async () => {
    const user = userEvent.setup();
    const noted = version(2, true, { note: 'Q3 numbers', noteUpdatedBy: 'ir@gloh.example' });
    const calls = mockFetch(
      VERSIONS,
      ENGAGEMENT,
      { status: 200, body: { success: true, version: noted } },
      { status: 200, body: { success: true, versions: [noted, version(1, false)] } },
    );
    render(<StaffDecksPage />);
    await user.click(await screen.findByRole('button', { name: 'Add note of version 2' }));
    const field = screen.getByLabelText('Note on version 2');
    expect(field).toHaveFocus();
    await user.type(field, 'Q3 numbers');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('The note of version 2 is saved.')).toHaveAttribute(
      'role',
      'status',
    );
    const save = calls.find((call) => call.url === '/api/staff/ir/decks/2/note');
    expect(save?.init?.method).toBe('POST');
    expect(JSON.parse(save?.init?.body as string)).toEqual({ note: 'Q3 numbers' });
    expect(await screen.findByText(/Q3 numbers/)).toBeInTheDocument();
  });

  it('uploads without publishing when asked, with ?live=false', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      VERSIONS,
      ENGAGEMENT,
      { status: 200, body: { success: true, version: version(3, false), created: true } },
      VERSIONS,
    );
    render(<StaffDecksPage />);
    await screen.findByRole('article', { name: /Version 2/ });
    await user.upload(screen.getByLabelText('New deck (PDF)'), pdf());
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Make it live for investors as soon as it is uploaded',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload without publishing' }));
    expect(
      await screen.findByText('Version 3 (3 pages) is uploaded; it is not live yet.'),
    ).toBeInTheDocument();
    expect(calls[2]?.url).toBe('/api/staff/ir/decks?live=false');
  });

  it('schedules a version to go live at the chosen time', async () => {
    const user = userEvent.setup();
    const at = new Date(Date.now() + 2 * 86_400_000);
    at.setSeconds(0, 0);
    const scheduled = version(1, false, { publishAt: at.toISOString() });
    const calls = mockFetch(
      VERSIONS,
      ENGAGEMENT,
      { status: 200, body: { success: true, version: scheduled } },
      { status: 200, body: { success: true, versions: [version(2, true), scheduled] } },
    );
    render(<StaffDecksPage />);
    await user.click(await screen.findByRole('button', { name: 'Schedule publish of version 1' }));
    const field = screen.getByLabelText('Make version 1 live at (your time)');
    const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
    await user.clear(field);
    await user.type(field, local.toISOString().slice(0, 16));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/^Version 1 goes live /)).toHaveAttribute('role', 'status');
    const sent = calls.find((call) => call.url === '/api/staff/ir/decks/1/schedule');
    expect(JSON.parse(sent?.init?.body as string)).toEqual({ publishAt: at.toISOString() });
    expect(
      await screen.findByRole('button', { name: 'Cancel schedule of version 1' }),
    ).toBeInTheDocument();
  });
});
