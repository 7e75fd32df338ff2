import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { API_PATHS } from '@gloh/contract/api';
import { useFullscreen } from '../hooks/use-fullscreen';

interface DeckViewerProps {
  investorEmail: string;
  loggingOut: boolean;
  onLogout: () => void;
}

/**
 * The deck straight from the API's session-gated endpoint in a frame: the browser's own PDF
 * viewer renders it, so no PDF library ships in the bundle.
 */
export function DeckViewer({ investorEmail, loggingOut, onLogout }: DeckViewerProps) {
  const viewerRef = useRef<HTMLDivElement>(null);
  const { isFullscreen, cssFullscreen, toggle } = useFullscreen(viewerRef);

  return (
    <div
      ref={viewerRef}
      className={`deck-viewer${cssFullscreen ? ' deck-viewer-css-fullscreen' : ''}`}
    >
      <div className="deck-toolbar">
        <div className="deck-toolbar-title">
          <h1 className="h5 fw-bold mb-0">Investor Presentation</h1>
          <p className="deck-toolbar-user mb-0">
            Signed in as <span className="text-break">{investorEmail}</span>
          </p>
        </div>
        <div className="deck-toolbar-actions">
          <a className="btn btn-accent btn-sm" href={API_PATHS.presentationDownload} download>
            Download PDF
          </a>
          <Button
            variant="outline-light"
            size="sm"
            aria-pressed={isFullscreen}
            onClick={() => void toggle()}
          >
            {isFullscreen ? 'Exit Fullscreen' : 'Fullscreen'}
          </Button>
          <Button variant="light" size="sm" disabled={loggingOut} onClick={onLogout}>
            {loggingOut && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            Logout
          </Button>
        </div>
      </div>
      <iframe
        className="deck-frame"
        src={API_PATHS.presentation}
        title="Gloh investor presentation (PDF)"
        allow="fullscreen"
      />
    </div>
  );
}
