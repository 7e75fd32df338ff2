import { Link } from '@gloh/shared/router';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { useFeatureFlag } from '@gloh/shared/runtime-config';
import { DemoWrapper } from '../../components/demo-wrapper/demo-wrapper';
import { cardAction, COMING_SOON_BADGE, DEMO_CARDS, LIVE_BADGE } from './demo-cards';
import blockStyles from '../../styles/demo-blocks.module.css';
import styles from './demos.module.css';

function DemosHub() {
  const predictDemoEnabled = useFeatureFlag('glohPredictDemo');
  return (
    <>
      <section className={styles.demosHero}>
        <div className="container">
          <p className={styles.demosEyebrow}>Product Demos</p>
          <h1>See Gloh in action</h1>
          <p className="lead mb-0">
            Explore interactive demos of our products. Every screen uses made-up sample data, so you
            can click around freely.
          </p>
        </div>
      </section>
      <section className="container py-5" aria-label="Demos">
        <ul className={`${blockStyles.cardGrid} list-unstyled mb-0`}>
          {DEMO_CARDS.map((card) => {
            const action = cardAction(card, predictDemoEnabled);
            return (
              <li key={card.id} className={styles.demoCard} data-testid={`demo-card-${card.id}`}>
                <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
                  <h2 className="h4 mb-0">{card.title}</h2>
                  <span
                    className={`badge rounded-pill ${action.live ? styles.demoLive : styles.demoSoon}`}
                  >
                    {action.live ? LIVE_BADGE : COMING_SOON_BADGE}
                  </span>
                </div>
                <p className={styles.demoSubtitle}>{card.subtitle}</p>
                <p>{card.description}</p>
                <ul className={styles.demoFeatures}>
                  {card.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <Link
                  className={`btn mt-auto ${action.label === 'Learn More' ? 'btn-outline-primary' : 'btn-primary'}`}
                  to={action.href}
                >
                  {action.label}
                  <span className="visually-hidden">: {card.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="bg-mint py-5">
        <div className="container text-center">
          <h2 className="h3">Want a guided walkthrough?</h2>
          <p className="mb-4">
            Our team can show the products on your own workflows, or tell you more about what we are
            building.
          </p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <Link className="btn btn-primary" to={SITE_LINKS.contact}>
              Contact Us
            </Link>
            <Link className="btn btn-outline-primary" to={SITE_LINKS.whatWereBuilding}>
              What We&apos;re Building
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export default function DemosPage() {
  return (
    <>
      <DemoWrapper>
        <DemosHub />
      </DemoWrapper>
    </>
  );
}
