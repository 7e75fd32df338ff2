import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import {
  DEFAULT_RUNTIME_CONFIG,
  RuntimeConfigProvider,
  type RuntimeConfig,
} from '@gloh/shared/runtime-config';
import { StockTicker } from './stock-ticker';
import { SAMPLE_DATA_LABEL, SAMPLE_TICKER_ITEMS } from './ticker-items';

function withFlag(stockTicker: boolean): RuntimeConfig {
  return { ...DEFAULT_RUNTIME_CONFIG, flags: { ...DEFAULT_RUNTIME_CONFIG.flags, stockTicker } };
}

/** What a screen reader reads: the text without the parts hidden from assistive technology. */
function spokenText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function renderTicker(stockTicker: boolean) {
  return render(
    <RuntimeConfigProvider config={withFlag(stockTicker)}>
      <StockTicker />
    </RuntimeConfigProvider>,
  );
}

it('renders nothing while the stockTicker flag is off (its default)', () => {
  const { container } = renderTicker(false);
  expect(container).toBeEmptyDOMElement();
});

it('lists every sample quote once for assistive technology, with the change in words', () => {
  renderTicker(true);
  const ticker = screen.getByRole('region', { name: 'Stock ticker' });
  expect(within(ticker).getByText(SAMPLE_DATA_LABEL)).toBeVisible();
  // The loop's second copy is aria-hidden: one list, one item per quote.
  const items = within(ticker).getAllByRole('listitem');
  expect(within(ticker).getAllByRole('list')).toHaveLength(1);
  expect(items).toHaveLength(SAMPLE_TICKER_ITEMS.length);
  expect(items.map(spokenText).slice(0, 4)).toEqual([
    'GLOH 42.18 up 1.26 (3.08%)',
    'XMPL-A 118.40 down 2.35 (1.95%)',
    'XMPL-B 7.06 up 0.09 (1.29%)',
    'XMPL-C 55.00 unchanged',
  ]);
  // Sighted readers get an arrow and a sign besides the colour.
  expect(items[0]).toHaveTextContent('▲ +1.26 (+3.08%)');
  expect(items[1]).toHaveTextContent('▼ \u22122.35 (\u22121.95%)');
});

it('pauses and plays from its button, and stays paused for the next page', async () => {
  const user = userEvent.setup();
  const { unmount } = renderTicker(true);
  await user.click(screen.getByRole('button', { name: 'Pause ticker' }));
  expect(screen.getByRole('button', { name: 'Play ticker' })).toBeInTheDocument();
  unmount();
  renderTicker(true);
  await user.click(screen.getByRole('button', { name: 'Play ticker' }));
  expect(screen.getByRole('button', { name: 'Pause ticker' })).toBeInTheDocument();
});

it('renders moving on the server, whatever a visitor chose in this page before', () => {
  const html = renderToString(
    <RuntimeConfigProvider config={withFlag(true)}>
      <StockTicker />
    </RuntimeConfigProvider>,
  );
  expect(html).toContain('Pause');
  expect(html).toContain(SAMPLE_DATA_LABEL);
});
