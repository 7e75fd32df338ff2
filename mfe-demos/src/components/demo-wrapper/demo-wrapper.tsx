import { useSyncExternalStore, type ReactNode } from 'react';
import { getHref } from '@gloh/shared/routes';
import { Link } from '@gloh/shared/router';
import { useSiteConfig } from '@gloh/shared/runtime-config';
import { isDemoHost } from '../../lib/demo-host';
import styles from './demo-wrapper.module.css';

export const UNDER_DEVELOPMENT_TITLE = 'Under Development';
export const UNDER_DEVELOPMENT_MESSAGE = 'This page is only available in development mode.';

const subscribeToNothing = () => () => undefined;

/** The page's host name in the browser; null on the server, which renders for every host. */
function useHostname(): string | null {
  return useSyncExternalStore(
    subscribeToNothing,
    () => window.location.hostname,
    () => null,
  );
}

/**
 * Shows a demo only on a demo host. Which host the visitor used is known in the browser only, so
 * server HTML holds an empty placeholder of the page's height and the browser decides. `hostname`
 * lets tests pretend to be another host.
 */
export function DemoWrapper({ children, hostname }: { children: ReactNode; hostname?: string }) {
  const { demoHostIp } = useSiteConfig();
  const currentHostname = useHostname();
  const host = hostname ?? currentHostname;
  if (host === null) return <div className={styles.demoPending} aria-busy="true" />;
  if (isDemoHost(host, demoHostIp)) return <>{children}</>;
  return (
    <section className="demo-under-development" aria-labelledby="under-development-title">
      <div className="container py-5">
        <div className={`${styles.demoUnderDevelopmentPanel} mx-auto text-center`}>
          <h1 id="under-development-title" className="h2">
            {UNDER_DEVELOPMENT_TITLE}
          </h1>
          <p className="lead mb-4">{UNDER_DEVELOPMENT_MESSAGE}</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <Link className="btn btn-primary" to={getHref('what-were-building')}>
              See what we&apos;re building
            </Link>
            <Link className="btn btn-outline-primary" to={getHref('contact')}>
              Contact us for a demo
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
