import { Link } from '@gloh/shared/router';
import { pagePath } from '../../app/page-paths';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { InvestorPageHero } from '../../components/investor-page-hero';
import { StockTicker } from '../../components/stock-ticker/stock-ticker';
import investorPageHeroStyles from '../../components/investor-page-hero.module.css';
import pressReleasesStyles from './press-releases.module.css';

/** Spec sections 2 and 8: a placeholder until the first release is published. */
export const PRESS_RELEASES_PLACEHOLDER = 'Press releases will be posted here soon.';

export default function PressReleasesPage() {
  return (
    <>
      <StockTicker />
      <InvestorPageHero title="Press Releases">
        Company news, announcements and media resources.
      </InvestorPageHero>
      <section className="section bg-surface">
        <div className="container">
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
        </div>
      </section>
    </>
  );
}
