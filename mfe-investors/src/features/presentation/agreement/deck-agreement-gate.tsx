import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { InvestorDeckAgreementResponse } from '@gloh/contract/deck-agreement';
import { formatUtcMinute } from '@gloh/contract/english-dates';
import { AgreementText } from '../../../components/agreement-text';
import { acceptDeckAgreement } from '../api/accept-deck-agreement';
import { getDeckAgreement } from '../api/get-deck-agreement';
import styles from './deck-agreement-gate.module.css';

type Agreement = NonNullable<InvestorDeckAgreementResponse['agreement']>;

type GateState =
  { status: 'loading' } | { status: 'failed' } | { status: 'shown'; agreement: Agreement };

const COULD_NOT_LOAD = 'The agreement could not be loaded. Check your connection and try again.';

interface DeckAgreementGateProps {
  /** The investor accepted (or no agreement is required any more): open the deck. */
  onAccepted: () => void;
  /** The way out: the investor does not agree and leaves (logs out). */
  onDecline: () => void;
  leaving: boolean;
}

/**
 * Shown instead of the deck while the investor has not accepted the confidentiality agreement in
 * force: its text (as text, never markup), "I agree", and a way out that logs them out.
 */
export function DeckAgreementGate({ onAccepted, onDecline, leaving }: DeckAgreementGateProps) {
  const [state, setState] = useState<GateState>({ status: 'loading' });
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const outcome = await getDeckAgreement();
    if (outcome.kind !== 'ok') return setState({ status: 'failed' });
    const { agreement } = outcome.body;
    // Turned off, or accepted in another tab, since the deck was refused.
    if (!agreement || agreement.accepted) return onAccepted();
    setState({ status: 'shown', agreement });
  }, [onAccepted]);

  useEffect(() => void load(), [load]);
  // The deck's place now holds the agreement: screen readers start at its heading.
  const shown = state.status === 'shown';
  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);

  async function accept(version: number) {
    setAccepting(true);
    setError(null);
    const outcome = await acceptDeckAgreement(version);
    setAccepting(false);
    if (outcome.kind === 'ok') return onAccepted();
    if (outcome.kind === 'network-error') return setError(COULD_NOT_LOAD);
    setError(outcome.body.error ?? COULD_NOT_LOAD);
    // A newer version was published while they read: show it.
    if (outcome.status === 409) void load();
  }

  if (state.status === 'loading')
    return (
      <div className={styles.gate} role="status">
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        Loading the agreement…
      </div>
    );
  if (state.status === 'failed')
    return (
      <div className={styles.gate}>
        <Alert variant="danger">{COULD_NOT_LOAD}</Alert>
        <Button variant="primary" onClick={() => void load()}>
          Try again
        </Button>
      </div>
    );

  const { agreement } = state;
  return (
    <section className={styles.gate} aria-labelledby="deck-agreement-title">
      <h1 id="deck-agreement-title" ref={headingRef} tabIndex={-1} className="h3">
        Confidentiality agreement
      </h1>
      <p>
        Before the investor presentation opens, please read and accept this agreement (version{' '}
        {agreement.version}, published {formatUtcMinute(new Date(agreement.publishedAt))}).
      </p>
      <div className={styles.text} role="region" aria-label="Agreement text">
        <AgreementText body={agreement.body} />
      </div>
      {error && (
        <Alert variant="danger" className="mt-3">
          {error}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button
          variant="primary"
          disabled={accepting || leaving}
          onClick={() => void accept(agreement.version)}
        >
          {accepting && (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          I agree
        </Button>
        <Button variant="outline-secondary" disabled={accepting || leaving} onClick={onDecline}>
          I do not agree, log out
        </Button>
      </div>
    </section>
  );
}
