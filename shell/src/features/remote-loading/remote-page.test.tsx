import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeById } from '@gloh/shared/routes';
import { loadRemotePages } from './remote-registry';
import { RemotePage } from './remote-page';

// The Module Federation runtime is replaced here; the real one is exercised by the e2e suite.
jest.mock('./remote-registry', () => ({ loadRemotePages: jest.fn() }));
const loadPagesMock = loadRemotePages as jest.MockedFunction<typeof loadRemotePages>;

function AboutPage() {
  return <h1>About Us</h1>;
}

describe('RemotePage', () => {
  beforeEach(() => {
    loadPagesMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the unavailable panel on failure and recovers on Retry with a fresh load', async () => {
    loadPagesMock.mockRejectedValueOnce(new Error('remote down'));
    render(<RemotePage route={routeById('about')} />);
    expect(
      await screen.findByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeVisible();
    expect(loadPagesMock).toHaveBeenLastCalledWith('marketing', false);

    loadPagesMock.mockResolvedValueOnce({ pages: { about: async () => ({ default: AboutPage }) } });
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeVisible();
    expect(loadPagesMock).toHaveBeenLastCalledWith('marketing', true);
  });

  it('treats a remote without the page as unavailable', async () => {
    loadPagesMock.mockResolvedValue({ pages: {} });
    render(<RemotePage route={routeById('about')} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
