import { useId, useState } from 'react';
import styles from './staff-contact-messages.module.css';

/** Longer than this, a message shows its first lines until opened (about six lines at 40rem). */
export const LONG_MESSAGE_CHARS = 480;

/** A contact message's text, line breaks kept; a long one opens and closes in place. */
export function MessageText({ text, sender }: { text: string; sender: string }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  if (text.length <= LONG_MESSAGE_CHARS) return <div className={styles.message}>{text}</div>;
  return (
    <>
      <div id={textId} className={`${styles.message} ${open ? '' : styles.collapsed}`}>
        {text}
      </div>
      <button
        type="button"
        className="btn btn-link btn-sm p-0"
        aria-expanded={open}
        aria-controls={textId}
        aria-label={`${open ? 'Show less' : 'Show all'}: message from ${sender}`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Show less' : 'Show all'}
      </button>
    </>
  );
}
