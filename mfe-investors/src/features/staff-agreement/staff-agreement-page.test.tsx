import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DECK_AGREEMENT_API_PATHS as P,
  type DeckAgreementVersion,
  type StaffDeckAgreementResponse,
} from '@gloh/contract/deck-agreement';
import { jsonBody, mockFetch } from '@gloh/shared/testing/fetch-stub';
import StaffAgreementPage from './staff-agreement-page';

const version = (
  number: number,
  body: string,
  more: Partial<DeckAgreementVersion> = {},
): DeckAgreementVersion => ({
  version: number,
  body,
  publishedAt: '2026-11-01T10:00:00.000Z',
  publishedBy: 'ivy@gloh.example',
  withdrawnAt: null,
  withdrawnBy: null,
  acceptances: 0,
  ...more,
});

const listed = (required: number | null, versions: DeckAgreementVersion[]) => ({
  status: 200,
  body: { success: true, required, versions } satisfies StaffDeckAgreementResponse,
});
const NONE = listed(null, []);
const V1 = version(1, 'Keep the deck <i>confidential</i>.\n\nDo not share it.', {
  acceptances: 1,
});

describe('StaffAgreementPage', () => {
  it('says no agreement is required before any is published', async () => {
    mockFetch(NONE);
    render(<StaffAgreementPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confidentiality agreement' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Agreement | Gloh staff');
    expect(await screen.findByText(/No agreement is required/)).toBeInTheDocument();
    expect(screen.getByText('No agreement has been published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop requiring the agreement' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Export acceptances (CSV)' })).toHaveAttribute(
      'href',
      P.staffAcceptancesCsv,
    );
  });

  it('publishes a version once confirmed, and shows its text as text', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      NONE,
      { status: 200, body: { success: true, version: V1 } },
      listed(1, [V1]),
    );
    render(<StaffAgreementPage />);
    const field = await screen.findByLabelText('Agreement text');
    await user.click(screen.getByRole('button', { name: 'Publish as version 1' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Write the agreement before publishing it.')).toBeInTheDocument();

    await user.type(field, 'Keep it secret.');
    await user.click(screen.getByRole('button', { name: 'Publish as version 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Publish version 1 of the agreement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Publish as version 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Publish version 1 of the agreement?' });
    expect(dialog).toHaveTextContent('must accept version 1 before the deck opens again');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Version 1 is published/)).toHaveAttribute('role', 'status');
    expect(calls[1]?.url).toBe(P.staffPublish);
    expect(jsonBody(calls[1])).toEqual({ body: 'Keep it secret.' });

    expect(
      await screen.findByText('Investors must accept version 1 before the deck opens.'),
    ).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: /Version 1/ }).closest('li')!;
    expect(card).toHaveTextContent('Required now');
    expect(card).toHaveTextContent('Accepted by 1 investor');
    expect(card).toHaveTextContent('Keep the deck <i>confidential</i>.');
    expect(card.querySelector('i')).toBeNull();
    // The next version starts from the text in force.
    expect(screen.getByLabelText('Agreement text')).toHaveValue(V1.body);
    expect(screen.getByRole('button', { name: 'Publish as version 2' })).toBeInTheDocument();
  });

  it('says nothing changed when the member declines the passkey step-up', async () => {
    const user = userEvent.setup();
    mockFetch(NONE, {
      status: 403,
      body: { success: false, error: 'Confirm with your passkey', reason: 'step-up-required' },
    });
    render(<StaffAgreementPage />);
    await user.type(await screen.findByLabelText('Agreement text'), 'Terms.');
    await user.click(screen.getByRole('button', { name: 'Publish as version 1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Cancelled: nothing was changed.')).toBeInTheDocument();
  });

  it('stops requiring the agreement once confirmed', async () => {
    const user = userEvent.setup();
    const withdrawn = {
      ...V1,
      withdrawnAt: '2026-11-02T09:00:00.000Z',
      withdrawnBy: 'ivy@gloh.example',
    };
    const calls = mockFetch(
      listed(1, [V1]),
      { status: 200, body: { success: true, withdrawn: 1 } },
      listed(null, [withdrawn]),
    );
    render(<StaffAgreementPage />);
    await user.click(await screen.findByRole('button', { name: 'Stop requiring the agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop requiring the agreement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop requiring' }));
    expect(
      await screen.findByText('Investors no longer need to accept an agreement.'),
    ).toBeInTheDocument();
    expect(calls[1]?.url).toBe(P.staffTurnOff);
    expect(await screen.findByText(/No longer required since/)).toBeInTheDocument();
  });
});
