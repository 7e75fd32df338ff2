import { Link } from '@gloh/shared/router';
import { pagePath } from '../../app/page-paths';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { DemoWrapper } from '../../components/demo-wrapper/demo-wrapper';
import { COMING_SOON_CHIP, RESEARCH_CARDS } from './research-content';
import blockStyles from '../../styles/demo-blocks.module.css';
import styles from './gloh-research.module.css';

function ResearchPlaceholder() {
  return (
    <>
      <section className={styles.researchHero}>
        <div className="container">
          <span className={styles.researchChip}>{COMING_SOON_CHIP}</span>
          <h1>GlohResearch</h1>
          <p className="lead">
            Research analytics for behavioral health: cohort explorer and data governance for
            researchers, pharma and contract research organizations.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-accent" to={SITE_LINKS.contact}>
              Schedule Demo
            </Link>
            <Link className="btn btn-outline-light" to={pagePath('demos')}>
              View All Demos
            </Link>
          </div>
        </div>
      </section>
      <section className="container py-5" aria-labelledby="research-capabilities">
        <h2 id="research-capabilities" className="h3 mb-4">
          What the demo will show
        </h2>
        <ul className={`${blockStyles.cardGrid} list-unstyled mb-0`}>
          {RESEARCH_CARDS.map((card) => (
            <li key={card.title} className={styles.researchCard}>
              <h3 className="h5">{card.title}</h3>
              <p className="mb-0">{card.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export default function GlohResearchPage() {
  return (
    <>
      <DemoWrapper>
        <ResearchPlaceholder />
      </DemoWrapper>
    </>
  );
}
