type Pdfjs = typeof import('pdfjs-dist');

let loading: Promise<Pdfjs> | undefined;

/**
 * pdf.js and its worker, fetched on first use: only the viewer needs them, so no other page's
 * first load pays for them. The worker is a same-origin file of this remote's build (CSP
 * worker-src 'self'); pdf.js starts it as a module worker.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = new URL(
        'pdfjs-dist/build/pdf.worker.min.mjs',
        import.meta.url,
      ).href;
      return pdfjs;
    },
    (error: unknown) => {
      // A failed chunk load (a deploy swapped the files, a dropped connection) may pass next time.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export type { Pdfjs };
