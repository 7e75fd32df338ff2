/**
 * Posts JSON to our API so that it survives the page being closed: a beacon, or a keepalive fetch
 * where beacons are refused. A string goes as text/plain, which needs no preflight.
 */
export function sendBeacon(url: string, payload: unknown): void {
  const body = JSON.stringify(payload);
  if (navigator.sendBeacon?.(url, body)) return;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}
