/** A list that could not be fetched says why and offers to fetch it again. */
export function ListLoadError({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  if (error === null) return null;
  return (
    <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">{error}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
