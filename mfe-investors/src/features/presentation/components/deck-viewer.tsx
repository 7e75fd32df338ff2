import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { API_PATHS } from '@gloh/contract/api';
import { DECK_DOWNLOAD_MESSAGES } from '@gloh/contract/investor-access';
import type { DeckDocumentState } from '../hooks/use-deck-document';
import { useFullscreen } from '../hooks/use-fullscreen';
import { DeckPages } from './deck-pages';
import styles from '../presentation.module.css';

interface DeckViewerProps {
  investorEmail: string;
  /** Staff may turn downloading off for an investor: no button then, and a line saying so. */
  downloadAllowed: boolean;
  loggingOut: boolean;
  onLogout: () => void;
  deckDocument: DeckDocumentState;
}

/**
 * The investor's stamped copy of the deck from the API's session-gated endpoint, drawn page by
 * page with pdf.js (loaded with this viewer only), with download, fullscreen and logout.
 */
export function DeckViewer({
  investorEmail,
  downloadAllowed,
  loggingOut,
  onLogout,
  deckDocument,
}: DeckViewerProps) {
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
          {!downloadAllowed && (
            <p className={`${styles.deckToolbarUser} mb-0`}>{DECK_DOWNLOAD_MESSAGES.notOffered}</p>
          )}
        </div>
        <div className={styles.deckToolbarActions}>
          {downloadAllowed && (
            <a className="btn btn-accent btn-sm" href={API_PATHS.presentationDownload} download>
              Download PDF
            </a>
          )}
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
      {deckDocument.status === 'ready' ? (
        <DeckPages deck={deckDocument.deck} />
      ) : deckDocument.status === 'loading' ? (
        <div className={styles.deckStatus} role="status">
          <span className="spinner-border mb-3" aria-hidden="true" />
          <p className="mb-0">Loading presentation...</p>
        </div>
      ) : (
        <div className={styles.deckStatus} role="alert">
          <p className="mb-2">The presentation could not be shown here.</p>
          {downloadAllowed ? (
            <p className="mb-0">
              Use <strong>Download PDF</strong> above to open it, or reload the page to try again.
            </p>
          ) : (
            <p className="mb-0">Reload the page to try again.</p>
          )}
        </div>
      )}
    </div>
  );
}
