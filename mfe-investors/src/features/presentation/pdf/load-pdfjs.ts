import { hideMeasuringCanvases } from './hide-measuring-canvases';

type Pdfjs = typeof import('pdfjs-dist');

let loading: Promise<Pdfjs> | undefined;

/**
 * pdf.js and its worker, fetched on first use: only the viewer needs them, so no other page's
 * first load pays for them. The worker is a same-origin file of this remote's build (CSP
 * worker-src 'self'). It is started before pdf.js itself is evaluated, so fetching and compiling
 * its 1.2 MB happen in parallel with that; pdf.js then keeps it for every document it opens.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    // A URL apart from `new Worker(...)`: the bundler takes the file as it is (an asset) rather
    // than bundling it again as a worker entry.
    const workerUrl = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url);
    const worker = new Worker(workerUrl, { type: 'module', name: 'pdf.js' });
    try {
      const pdfjs = await import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist');
      pdfjs.GlobalWorkerOptions.workerPort = worker;
      hideMeasuringCanvases();
      return pdfjs;
    } catch (error) {
      // A failed chunk load (a deploy swapped the files, a dropped connection) may pass next time.
      worker.terminate();
      loading = undefined;
      throw error;
    }
  })();
  return loading;
}

export type { Pdfjs };
