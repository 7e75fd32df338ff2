import { hideMeasuringCanvases } from './hide-measuring-canvases';

describe('hideMeasuringCanvases', () => {
  afterEach(() => document.body.replaceChildren());

  it("hides pdf.js's measuring canvases as they are added to the body, and nothing else", async () => {
    hideMeasuringCanvases();
    hideMeasuringCanvases();
    const measuring = document.createElement('canvas');
    measuring.className = 'hiddenCanvasElement';
    const other = document.createElement('canvas');
    document.body.append(measuring, other);
    await Promise.resolve();
    expect(measuring.hidden).toBe(true);
    expect(measuring).toHaveAttribute('aria-hidden', 'true');
    expect(other.hidden).toBe(false);
  });
});
