import { Link } from '@gloh/shared/router';
import { useSiteConfig } from '@gloh/shared/runtime-config';
import {
  newestFirst,
  PRESS_RELEASES_FEED_PATH,
  PRESS_RELEASES_FEED_TITLE,
  PRESS_RELEASES_FEED_TYPE,
  type PressRelease,
} from '@gloh/contract/press-releases';
import { pagePath } from '../../app/page-paths';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { InvestorPageHero } from '../../components/investor-page-hero';
import { StockTicker } from '../../components/stock-ticker/stock-ticker';
import investorPageHeroStyles from '../../components/investor-page-hero.module.css';
import pressReleasesStyles from './press-releases.module.css';
import { PressReleaseArticle } from './components/press-release-article';
import { PUBLISHED_PRESS_RELEASES } from './published-press-releases';

/** A placeholder until the first release is published. */
export const PRESS_RELEASES_PLACEHOLDER = 'Press releases will be posted here soon.';

export const FEED_LINK_TEXT = 'Subscribe (Atom feed)';

interface PressReleasesPageProps {
  /** The published ones by default. */
  releases?: readonly PressRelease[];
}

export default function PressReleasesPage({
  releases = PUBLISHED_PRESS_RELEASES,
}: PressReleasesPageProps) {
  const { siteUrl } = useSiteConfig();
  const pageUrl = `${siteUrl}${pagePath('press-releases')}`;
  return (
    <>
      {/* React hoists it into the head: feed readers find the feed from the page. */}
      <link
        rel="alternate"
        type={PRESS_RELEASES_FEED_TYPE}
        title={PRESS_RELEASES_FEED_TITLE}
        href={PRESS_RELEASES_FEED_PATH}
      />
      <StockTicker />
      <InvestorPageHero title="Press Releases">
        Company news, announcements and media resources.
      </InvestorPageHero>
      <section className="section bg-surface">
        <div className="container">
          {releases.length > 0 ? (
            <div className={pressReleasesStyles.pressReleases}>
              {newestFirst(releases).map((release) => (
                <PressReleaseArticle
                  key={release.id}
                  release={release}
                  siteUrl={siteUrl}
                  pageUrl={pageUrl}
                />
              ))}
            </div>
          ) : (
            <NoReleasesYet />
          )}
          <p className="text-center mt-4 mb-0">
            <a href={PRESS_RELEASES_FEED_PATH} type={PRESS_RELEASES_FEED_TYPE}>
              {FEED_LINK_TEXT}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}

function NoReleasesYet() {
  return (
    <div
      className={`${investorPageHeroStyles.investorCard} ${pressReleasesStyles.pressPlaceholder}`}
    >
      <h2 className="h4 fw-bold">No releases yet</h2>
      <p className="mb-4">{PRESS_RELEASES_PLACEHOLDER}</p>
      <p className="text-body-secondary mb-4">
        For media enquiries in the meantime, please get in touch with our team.
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link className="btn btn-primary" to={SITE_LINKS.contact}>
          Contact Us
        </Link>
        <Link className="btn btn-outline-primary" to={pagePath('roadmap')}>
          View the roadmap
        </Link>
      </div>
    </div>
  );
}
