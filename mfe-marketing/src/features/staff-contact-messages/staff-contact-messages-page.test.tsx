import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STAFF_OPS_API_PATHS,
  type ContactMessageSummary,
  type ContactMessagesResponse,
} from '@gloh/contract/staff-ops';
import { jsonResponse, requestUrl, stubFetch } from '@gloh/shared/testing/fetch-stub';
import { MemoryRouter } from '@gloh/shared/router';
import { MARKETING_MEMBER } from '../../testing/staff-member';
import StaffContactMessagesPage from './staff-contact-messages-page';

/** A message as the API lists it: not handled unless the fields say so. */
function summary(
  fields: Omit<ContactMessageSummary, 'handledAt' | 'handledBy'> & Partial<ContactMessageSummary>,
): ContactMessageSummary {
  return { handledAt: null, handledBy: null, ...fields };
}

const DAN = summary({
  id: 4,
  name: 'Dan',
  email: 'dan@example.org',
  message: 'Plain question about partnerships',
  createdAt: '2026-01-04T12:00:00.000Z',
});
const ALICE = summary({
  id: 1,
  name: 'Alice Able',
  email: 'alice@example.com',
  message: `Hello team\n${'A long message. '.repeat(200)}`,
  createdAt: '2026-01-01T12:00:00.000Z',
  handledAt: '2026-01-02T09:30:00.000Z',
  handledBy: 'mia@gloh.example',
});

function listAnswer(
  messages: ContactMessageSummary[],
  page: Partial<ContactMessagesResponse> = {},
): ContactMessagesResponse {
  return { success: true, total: messages.length, limit: 25, offset: 0, messages, ...page };
}

/** The page in the console's router, at `url` (its filters are in the URL's search). */
const renderInRouter = (url = '/staff/marketing/contact-messages') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <StaffContactMessagesPage staff={MARKETING_MEMBER} />
    </MemoryRouter>,
  );

describe('StaffContactMessagesPage', () => {
  const fetchMock = stubFetch();

  /** Renders the page over the given API answer; returns the user who then acts on it. */
  function renderPage(answer = listAnswer([DAN, ALICE])) {
    fetchMock.mockImplementation(() => jsonResponse(200, answer));
    renderInRouter();
    return userEvent.setup();
  }

  it('renders its title, heading and the rows of the API answer', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeInTheDocument();
    expect(document.querySelector('title')).toHaveTextContent('Contact messages | Gloh staff');
    const dan = (await screen.findByRole('cell', { name: 'Dan' })).closest('tr')!;
    expect(within(dan).getByRole('link', { name: 'dan@example.org' })).toHaveAttribute(
      'href',
      'mailto:dan@example.org',
    );
    expect(within(dan).getByText('Plain question about partnerships')).toBeInTheDocument();
    expect(within(dan).getByText('Not yet')).toBeInTheDocument();
    const alice = screen.getByRole('cell', { name: 'Alice Able' }).closest('tr')!;
    expect(within(alice).getByText(/^Hello team/).textContent).toBe(ALICE.message);
    expect(within(alice).getByText(/mia@gloh\.example/)).toBeInTheDocument();
    expect(
      within(alice).getByRole('button', { name: 'Mark not handled: message from Alice Able' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rows 1–2 of 2')).toBeInTheDocument();
    expect(requestUrl(fetchMock, 0).pathname).toBe(STAFF_OPS_API_PATHS.contactMessages);
    expect(requestUrl(fetchMock, 0).searchParams.get('sort')).toBe('createdAt');
    expect(requestUrl(fetchMock, 0).searchParams.get('dir')).toBe('desc');
  });

  it('shows a long message whole to screen readers and opens it in place', async () => {
    const user = renderPage();
    const row = (await screen.findByRole('cell', { name: 'Alice Able' })).closest('tr')!;
    const toggle = within(row).getByRole('button', { name: 'Show all: message from Alice Able' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.textContent).toBe(
      ALICE.message,
    );
    await user.click(toggle);
    expect(
      within(row).getByRole('button', { name: 'Show less: message from Alice Able' }),
    ).toHaveAttribute('aria-expanded', 'true');
    const dan = screen.getByRole('cell', { name: 'Dan' }).closest('tr')!;
    expect(within(dan).queryByRole('button', { name: /^Show/ })).toBeNull();
  });

  it('marks a message handled with a PUT and shows the answer in its row', async () => {
    const user = renderPage();
    const button = await screen.findByRole('button', { name: 'Mark handled: message from Dan' });
    const handled = {
      ...DAN,
      handledAt: '2026-01-05T08:00:00.000Z',
      handledBy: 'mia@gloh.example',
    };
    fetchMock.mockImplementationOnce(() => jsonResponse(200, { success: true, message: handled }));
    await user.click(button);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/staff/marketing/contact-messages/4/handled');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ handled: true });
    const row = screen.getByRole('cell', { name: 'Dan' }).closest('tr')!;
    expect(
      await within(row).findByRole('button', { name: 'Mark not handled: message from Dan' }),
    ).toBeInTheDocument();
    expect(within(row).queryByText('Not yet')).toBeNull();
    expect(within(row).getByText(/mia@gloh\.example/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Message from Dan marked handled.');
  });

  it('moves focus to the next row’s action after an update, and to the heading after the last row', async () => {
    const user = renderPage();
    const danButton = await screen.findByRole('button', { name: 'Mark handled: message from Dan' });
    fetchMock.mockImplementationOnce(() =>
      jsonResponse(200, {
        success: true,
        message: { ...DAN, handledAt: '2026-01-05T08:00:00.000Z', handledBy: 'mia@gloh.example' },
      }),
    );
    await user.click(danButton);
    const aliceButton = screen.getByRole('button', {
      name: 'Mark not handled: message from Alice Able',
    });
    await waitFor(() => expect(document.activeElement).toBe(aliceButton));

    fetchMock.mockImplementationOnce(() =>
      jsonResponse(200, { success: true, message: { ...ALICE, handledAt: null, handledBy: null } }),
    );
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { level: 1, name: 'Contact messages' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('shows and announces a new message as it arrives, without a reload', async () => {
    const sources: { type: string; listener: (message: MessageEvent<string>) => void }[] = [];
    class FakeEventSource {
      addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
        sources.push({ type, listener });
      }
      close() {}
    }
    Object.assign(globalThis, { EventSource: FakeEventSource });
    try {
      renderPage(listAnswer([DAN, ALICE]));
      await screen.findByRole('cell', { name: 'Dan' });
      const EVE = summary({
        id: 5,
        name: 'Eve',
        email: 'eve@example.com',
        message: 'Arrived live',
        createdAt: '2026-01-06T12:00:00.000Z',
      });
      fetchMock.mockImplementation(() => jsonResponse(200, listAnswer([EVE, DAN, ALICE])));
      act(() => {
        for (const source of sources.filter((entry) => entry.type === 'contact-message')) {
          source.listener({ data: JSON.stringify({ id: 5, name: 'Eve' }) } as MessageEvent<string>);
        }
      });
      expect(await screen.findByRole('cell', { name: 'Eve' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('New contact message from Eve.');
    } finally {
      delete (globalThis as { EventSource?: unknown }).EventSource;
    }
  });

  it('marks a handled message not handled again, and shows the API refusal', async () => {
    const user = renderPage();
    fetchMock.mockImplementationOnce(() =>
      jsonResponse(404, { success: false, error: 'Contact message not found' }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Mark not handled: message from Alice Able' }),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ handled: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Contact message not found');
  });

  it('sends the search text and the status filter, from the first page', async () => {
    const user = renderPage(listAnswer([DAN], { total: 60 }));
    // The pager is in the page, disabled, until the first page has loaded.
    await screen.findByRole('cell', { name: 'Dan' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(requestUrl(fetchMock, 1).searchParams.get('offset')).toBe('25'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'partner ships');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const search = requestUrl(fetchMock, 2).searchParams;
    expect(search.get('q')).toBe('partner ships');
    expect(search.has('offset')).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Not handled');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(requestUrl(fetchMock, 3).searchParams.get('handled')).toBe('false');
    expect(requestUrl(fetchMock, 3).searchParams.get('q')).toBe('partner ships');
  });

  it('sorts on the server when a sortable header is chosen', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Email/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(requestUrl(fetchMock, 1).searchParams.get('sort')).toBe('email');
    expect(requestUrl(fetchMock, 1).searchParams.get('dir')).toBe('asc');
  });

  it('links the CSV export to the current filter and order', async () => {
    const user = renderPage();
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Handled');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('download');
    const url = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe(STAFF_OPS_API_PATHS.contactMessagesCsv);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'example.com',
      handled: 'true',
      sort: 'name',
      dir: 'asc',
    });
  });

  it('shows the reason when the list cannot be loaded', async () => {
    fetchMock.mockImplementation(() =>
      jsonResponse(400, { success: false, error: 'q must be at most 200 characters' }),
    );
    renderInRouter();
    expect(await screen.findByRole('alert')).toHaveTextContent('q must be at most 200 characters');
    expect(screen.queryByText('No contact messages match.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('starts from the filter and page size of the URL', async () => {
    fetchMock.mockImplementation(() => jsonResponse(200, listAnswer([DAN])));
    renderInRouter('/staff/marketing/contact-messages?handled=false&limit=100&sort=bogus');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(Object.fromEntries(requestUrl(fetchMock, 0).searchParams)).toEqual({
      handled: 'false',
      sort: 'createdAt',
      dir: 'desc',
      limit: '100',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('false');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('100');
  });
});
