import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { API_PATHS } from '@gloh/contract/api';
import { useFullscreen } from '../hooks/use-fullscreen';
import styles from '../presentation.module.css';

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
      className={`${styles.deckViewer}${cssFullscreen ? ` ${styles.deckViewerCssFullscreen}` : ''}`}
    >
      <div className={styles.deckToolbar}>
        <div className={styles.deckToolbarTitle}>
          <h1 className="h5 fw-bold mb-0">Investor Presentation</h1>
          <p className={`${styles.deckToolbarUser} mb-0`}>
            Signed in as <span className="text-break">{investorEmail}</span>
          </p>
        </div>
        <div className={styles.deckToolbarActions}>
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
        className={styles.deckFrame}
        src={API_PATHS.presentation}
        title="Gloh investor presentation (PDF)"
        allow="fullscreen"
      />
    </div>
  );
}
