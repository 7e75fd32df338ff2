/** "1 request", "3 requests". */
export function requestCount(count: number): string {
  return count === 1 ? '1 request' : `${count} requests`;
}
