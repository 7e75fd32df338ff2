// What a page's responses weigh on the wire, summed by the kind a benchmark gives each one.

/**
 * Counts the encoded body bytes (what crossed the network, compressed as the server sent it) of
 * every response the page receives from now on, under the kind `kindOf` names (null: not counted).
 * @param {import('@playwright/test').Page} page
 * @param {(response: import('@playwright/test').Response) => string | null} kindOf
 * @returns {{ bytes: Record<string, number>, responses: () => number, settled: () => Promise<void> }}
 *   `settled` waits until the sizes of every response seen so far are added
 */
export function countTransferredBytes(page, kindOf) {
  const bytes = {};
  const pending = [];
  let responses = 0;
  page.on('response', (response) => {
    responses += 1;
    const kind = kindOf(response);
    if (!kind) return;
    bytes[kind] ??= 0;
    pending.push(
      response
        .request()
        .sizes()
        .then(
          (sizes) => (bytes[kind] += sizes.responseBodySize),
          () => undefined,
        ),
    );
  });
  return {
    bytes,
    responses: () => responses,
    settled: async () => void (await Promise.all(pending)),
  };
}
