import { render, screen, within } from '@testing-library/react';
import { RELEASE_PREVIEW_PATHS, type StagedReleasesResponse } from '@gloh/contract/release-preview';
import { jsonResponse, requestUrl, stubFetch } from '@gloh/shared/testing/fetch-stub';
import { ReleasePreviews } from './release-previews';

const RELEASES: StagedReleasesResponse = {
  previews: true,
  remotes: [
    { remote: 'marketing', live: 'f6e5d4c3b2', staged: ['0a1b2c3d4e', '9f8e7d6c5b'] },
    { remote: 'investors', live: 'a1b2c3d4e5', staged: [] },
    { remote: 'demos', live: null, staged: [], unavailable: true },
  ],
};

describe('ReleasePreviews', () => {
  const fetchMock = stubFetch();

  it('says which release is live and offers a Preview of each staged one', async () => {
    fetchMock.mockImplementation(() => jsonResponse(200, RELEASES));
    render(<ReleasePreviews />);
    expect(requestUrl(fetchMock, 0).pathname).toBe(RELEASE_PREVIEW_PATHS.releases);
    // The staff session's cookie goes with it: the shell's server checks it with the API.
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');

    const section = screen.getByRole('region', { name: 'Live and staged releases' });
    const staged = await within(section).findByRole('list', { name: 'Staged Marketing releases' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Marketing: release f6e5d4c3b2 is live/);
    expect(
      within(staged)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Release 0a1b2c3d4e is stagedPreview', 'Release 9f8e7d6c5b is stagedPreview']);
    const preview = within(staged).getByRole('link', {
      name: 'Preview Marketing release 9f8e7d6c5b',
    });
    expect(preview).toHaveTextContent('Preview');
    expect(preview).toHaveAttribute('href', '/__preview?remote=marketing&release=9f8e7d6c5b');

    expect(
      within(section)
        .getByText(/^Investors/)
        .closest('li'),
    ).toHaveTextContent('Investors: release a1b2c3d4e5 is live; none is staged.');
    expect(
      within(section)
        .getByText(/^Demos/)
        .closest('li'),
    ).toHaveTextContent('Demos: its releases could not be read');
    // Only staged releases are offered: never the live one.
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/__preview?remote=marketing&release=0a1b2c3d4e',
      '/__preview?remote=marketing&release=9f8e7d6c5b',
    ]);
  });

  it('says previews are off when the shell has no PREVIEW_SECRET', async () => {
    fetchMock.mockImplementation(() => jsonResponse(200, { previews: false, remotes: [] }));
    render(<ReleasePreviews />);
    expect(await screen.findByText(/Previews are off on this site/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the releases could not be loaded', async () => {
    fetchMock.mockImplementation(() => jsonResponse(403, { error: 'For signed-in staff only.' }));
    render(<ReleasePreviews />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
