import { useCallback, useState } from 'react';
import { useNavigate } from '@gloh/shared/router';
import { pagePath } from '../../app/page-paths';
import { logOut } from '@gloh/shared/api-client';
import { SESSION_END_REASONS } from '@gloh/contract/auth';
import { AccessEnded } from './components/access-ended';
import { DeckAgreementGate } from './agreement/deck-agreement-gate';
import { DeckViewer } from './components/deck-viewer';
import { useDeckDocument } from './hooks/use-deck-document';
import { useInvestorSession } from './hooks/use-investor-session';
import styles from './presentation.module.css';

export default function PresentationPage() {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const backToLogin = useCallback(
    () => navigate(pagePath('presentation-access'), { replace: true }),
    [navigate],
  );
  const [accessEnded, setAccessEnded] = useState(false);
  // A revoked investor is told so here; any other end of the session goes back to the login.
  const sessionEnded = useCallback(
    (reason?: string) => {
      if (reason === SESSION_END_REASONS.revoked) setAccessEnded(true);
      else backToLogin();
    },
    [backToLogin],
  );
  const session = useInvestorSession(sessionEnded);
  // Opened alongside the session check, not after it: the deck's endpoint checks the session too.
  const deckDocument = useDeckDocument(sessionEnded, !accessEnded);

  async function handleLogout() {
    setLoggingOut(true);
    // Logout returns to the login page whether or not the call succeeds.
    await logOut();
    backToLogin();
  }

  if (accessEnded) return <AccessEnded />;
  // The deck was refused until the investor accepts the confidentiality agreement in force.
  if (deckDocument.status === 'agreement-required')
    return (
      <DeckAgreementGate
        onAccepted={deckDocument.reopen}
        onDecline={() => void handleLogout()}
        leaving={loggingOut}
      />
    );

  return (
    <>
      {session.status === 'checking' ? (
        <>
          {/* The page's heading while the session is checked; the viewer's toolbar has it after. */}
          <h1 className="visually-hidden">Investor Presentation</h1>
          <div className={styles.deckLoading} role="status">
            <span className="spinner-border text-primary mb-3" aria-hidden="true" />
            <p className="mb-0">Loading presentation...</p>
          </div>
        </>
      ) : (
        <DeckViewer
          investorEmail={session.investor.email}
          downloadAllowed={session.investor.downloadAllowed}
          loggingOut={loggingOut}
          onLogout={() => void handleLogout()}
          deckDocument={deckDocument}
        />
      )}
    </>
  );
}
