import { useEffect, useRef } from 'react';
import { useSiteConfig } from '@gloh/shared/runtime-config';
import styles from '../presentation.module.css';

/**
 * Shown in place of the viewer once the API says this investor's access was revoked: the deck is
 * gone from the page, and the investor learns why and whom to ask (the site's contact email).
 */
export function AccessEnded() {
  const { email } = useSiteConfig();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The deck vanished under the reader: focus moves here so screen readers read the news.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.accessEnded} aria-labelledby="access-ended-title">
      <h1 id="access-ended-title" ref={headingRef} tabIndex={-1} className="h3">
        Your access has ended
      </h1>
      <p>
        Your access to the investor presentation has been withdrawn, so it is no longer shown here.
      </p>
      <p className="mb-0">
        If you have questions or think this is a mistake, contact our investor relations team at{' '}
        <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </section>
  );
}
