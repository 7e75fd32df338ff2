import { useEffect, useRef } from 'react';

interface RemoteUnavailablePanelProps {
  onRetry: () => void;
}

export function RemoteUnavailablePanel({ onRetry }: RemoteUnavailablePanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      className="container py-5 remote-unavailable"
      aria-labelledby="remote-unavailable-title"
    >
      <div
        className="alert alert-warning mx-auto text-center p-4"
        role="alert"
        style={{ maxWidth: 640 }}
      >
        <h1 id="remote-unavailable-title" className="h4" tabIndex={-1} ref={headingRef}>
          This section is temporarily unavailable
        </h1>
        <p className="mb-3">
          We could not load this part of the site. The rest of the site still works; please try
          again in a moment.
        </p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Retry
        </button>
      </div>
    </section>
  );
}
