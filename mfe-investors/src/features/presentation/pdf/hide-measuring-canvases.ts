const MEASURING_CANVAS_CLASS = 'hiddenCanvasElement';

let watching = false;

/**
 * pdf.js lays out text by measuring it on canvases it appends to <body>, and leaves hiding them
 * to its own viewer's stylesheet, which this app does not load: for as long as a text layer is
 * being laid out, a blank 300 × 150 box would sit under the footer, outside any landmark. Each is
 * hidden as it is added (a MutationObserver runs before the browser paints or another task runs);
 * measuring needs no visible canvas.
 */
export function hideMeasuringCanvases(): void {
  if (watching) return;
  watching = true;
  const hide = (node: Node) => {
    if (node instanceof HTMLCanvasElement && node.classList.contains(MEASURING_CANVAS_CLASS)) {
      node.hidden = true;
      node.setAttribute('aria-hidden', 'true');
    }
  };
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(hide);
  }).observe(document.body, { childList: true });
}
