/**
 * @jest-environment node
 */
// As the shell's server renders the pages: no window, no document, and the request's host name.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@gloh/shared/router';
import {
  DEFAULT_RUNTIME_CONFIG,
  RequestHostnameProvider,
  RuntimeConfigProvider,
} from '@gloh/shared/runtime-config';
import { pages } from './pages';

const HEADINGS: Record<string, string> = {
  demos: 'See Gloh in action',
  'gloh-care': 'GlohCare Patient Portal',
  'gloh-research': 'GlohResearch',
  'gloh-predict': 'GlohPredict Risk Dashboard',
};

async function renderOnServer(routeId: string, hostname: string | null): Promise<string> {
  const load = pages[routeId];
  if (!load) throw new Error(`No page ${routeId}`);
  const { default: Page } = await load();
  return renderToString(
    <RuntimeConfigProvider
      config={{
        ...DEFAULT_RUNTIME_CONFIG,
        flags: { ...DEFAULT_RUNTIME_CONFIG.flags, glohPredictDemo: true },
      }}
    >
      <RequestHostnameProvider hostname={hostname}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </RequestHostnameProvider>
    </RuntimeConfigProvider>,
  );
}

/** The text of the page's h1, without React's text separators. */
function mainHeading(html: string): string | undefined {
  return /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
}

describe('demo pages rendered on the server', () => {
  it.each(Object.keys(HEADINGS))('%s: a demo host gets the demo in the HTML', async (routeId) => {
    const html = await renderOnServer(routeId, 'localhost');
    expect(mainHeading(html)).toBe(HEADINGS[routeId]);
  });

  it.each(Object.keys(HEADINGS))('%s: another host gets the notice', async (routeId) => {
    const html = await renderOnServer(routeId, 'gloh.example');
    expect(mainHeading(html)).toBe('Under Development');
  });

  it('leaves the time of day and the charts to the browser', async () => {
    const html = await renderOnServer('gloh-care', 'localhost');
    // The server's clock and time zone are not the visitor's, and its HTML is cached.
    expect(html.replace(/<!-- -->/g, '')).toContain('Welcome, Alex');
    expect(html).not.toMatch(/Good (morning|afternoon|evening)/);
    expect(html).not.toContain('apexcharts');
  });
});
