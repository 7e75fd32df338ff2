import type { ReactNode } from 'react';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { Link } from '@gloh/shared/router';
import { useRequestHostname, useSiteConfig } from '@gloh/shared/runtime-config';
import { isDemoHost } from '../../lib/demo-host';
import styles from './demo-wrapper.module.css';

export const UNDER_DEVELOPMENT_TITLE = 'Under Development';
export const UNDER_DEVELOPMENT_MESSAGE = 'This page is only available in development mode.';

/**
 * Shows a demo only on a demo host. The shell's server renders for the request's host name, so a
 * demo host gets the demo in the HTML and any other host the notice; where no host name was given
 * (a server that does not pass it), the HTML holds an empty placeholder of the page's height and
 * the browser decides. `hostname` lets tests pretend to be another host.
 */
export function DemoWrapper({ children, hostname }: { children: ReactNode; hostname?: string }) {
  const { demoHostIp } = useSiteConfig();
  const currentHostname = useRequestHostname();
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
            <Link className="btn btn-primary" to={SITE_LINKS.whatWereBuilding}>
              See what we&apos;re building
            </Link>
            <Link className="btn btn-outline-primary" to={SITE_LINKS.contact}>
              Contact us for a demo
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
