import { Link } from '@gloh/shared/router';
import { pagePath } from '../../app/page-paths';
import { InvestorPageHero } from '../../components/investor-page-hero';
import { StockTicker } from '../../components/stock-ticker/stock-ticker';
import { FigureList } from './components/figure-list';
import { PhaseCard } from './components/phase-card';
import {
  INVESTMENT_SUMMARY,
  ROADMAP_MONTHS,
  ROADMAP_PHASES,
  ROADMAP_TARGETS,
} from './roadmap-data';
import styles from './roadmap.module.css';

export default function RoadmapPage() {
  return (
    <>
      <StockTicker />
      <InvestorPageHero title="Roadmap">
        Our {ROADMAP_MONTHS}-month plan from the first pilot to a platform that supports thousands
        of patients across partner networks.
      </InvestorPageHero>

      <section className="section" aria-labelledby="investment-summary-title">
        <div className="container">
          <h2 id="investment-summary-title" className="h3 fw-bold mb-4">
            Investment summary
          </h2>
          <FigureList figures={INVESTMENT_SUMMARY} label="Investment summary" />
        </div>
      </section>

      <section className="section bg-surface" aria-labelledby="phases-title">
        <div className="container">
          <h2 id="phases-title" className="h3 fw-bold mb-4">
            Three phases over {ROADMAP_MONTHS} months
          </h2>
          <ol className={styles.roadmapPhases} aria-labelledby="phases-title">
            {ROADMAP_PHASES.map((phase) => (
              <PhaseCard key={phase.id} phase={phase} />
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="targets-title">
        <div className="container">
          <div className="row g-4 align-items-stretch">
            <div className="col-12 col-lg-7">
              <h2 id="targets-title" className="h3 fw-bold mb-4">
                Targets
              </h2>
              <FigureList figures={ROADMAP_TARGETS} label="Targets" />
            </div>
            <div className="col-12 col-lg-5">
              <div className={styles.roadmapFunding}>
                <h2 id="funding-title" className="h4 fw-bold">
                  Funding status
                </h2>
                <p>
                  We are raising our seed round. It funds Phase 1 and Phase 2: the pilot launch,
                  clinical validation and the first commercial contracts.
                </p>
                <p className="mb-4">
                  Approved investors can review the full details in the investor presentation.
                </p>
                <Link className="btn btn-light" to={pagePath('presentation-access')}>
                  Access the presentation
                </Link>
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
