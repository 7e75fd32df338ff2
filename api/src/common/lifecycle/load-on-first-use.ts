/**
 * A dependency imported the first time a caller asks for it, then that same import for every
 * caller: for libraries only a few requests need, which every instance and every admin CLI run
 * would otherwise load at start.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
