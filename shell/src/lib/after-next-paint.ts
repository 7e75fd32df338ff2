/**
 * Runs `task` in the task after the next frame has been painted: a requestAnimationFrame callback
 * runs just before the paint, and a timeout set there runs after it. Work that forces style and
 * layout (focus(), showModal()) goes here, so the paint that answers a tap does not wait for it.
 * Returns what cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
