import { API_PATHS } from '@gloh/contract/api';
import type { DeckEngagementBatch } from '@gloh/contract/deck-engagement';

/**
 * sent: the API took it; queued: the browser's beacon queue has it; retry: try it again with the
 * next batch (offline, rate-limited, server trouble); dropped: the API refused it for good (the
 * session ended, or the batch no longer fits the deck).
 */
export type Delivery = 'sent' | 'queued' | 'retry' | 'dropped';

/**
 * Sends one batch of reading time. When the page is being hidden or left, the browser's beacon
 * queue carries it (it outlives the page; JSON as text/plain keeps it a simple request), falling
 * back to a keepalive fetch when the queue is full. Otherwise a fetch, whose failure the caller
 * learns, so the batch can ride with the next one.
 */
export async function sendEngagement(
  batch: DeckEngagementBatch,
  leaving: boolean,
): Promise<Delivery> {
  const body = JSON.stringify(batch);
  if (leaving && typeof navigator.sendBeacon === 'function') {
    const queued = navigator.sendBeacon(
      API_PATHS.presentationEngagement,
      new Blob([body], { type: 'text/plain;charset=UTF-8' }),
    );
    if (queued) return 'queued';
  }
  try {
    const response = await fetch(API_PATHS.presentationEngagement, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body,
      keepalive: true,
    });
    if (response.ok) return 'sent';
    return response.status === 429 || response.status >= 500 ? 'retry' : 'dropped';
  } catch {
    return 'retry';
  }
}
