import { readServerState, serializeServerState, SERVER_STATE_ELEMENT_ID } from './server-state';

describe('server state in the page', () => {
  const state = {
    config: { site: { email: 'a</script><script>alert(1)</script>@example.com' } },
    sitePages: [
      {
        id: 'about',
        path: '/about',
        title: 'About </script>',
        description: 'Who we are.',
        remote: 'marketing' as const,
      },
    ],
    remoteEntries: { marketing: '/remotes/marketing/static/js/remoteEntry.0123456789.js' },
    unavailableRemotes: ['investors' as const],
  };

  it('cannot close its script element, whatever the config holds', () => {
    const json = serializeServerState(state);
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
  });

  it('reads back what the server wrote', () => {
    document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${serializeServerState(state)}</script>`;
    expect(readServerState()).toEqual(state);
  });

  it('is absent on a page the server did not render, or unreadable', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState()).toBeUndefined();
    document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">{oops</script>`;
    expect(readServerState()).toBeUndefined();
  });
});
