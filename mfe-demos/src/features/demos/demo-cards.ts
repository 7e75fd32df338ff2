import { SITE_LINKS } from '@gloh/contract/site-links';
import { pagePath } from '../../app/page-paths';
/** Demo product card: static content of the hub. */
export interface DemoCard {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  status: 'live' | 'coming-soon';
  /** Route id of the demo page (see @gloh/shared/routes). */
  route: 'gloh-predict' | 'gloh-care' | 'gloh-research';
  features: readonly string[];
}

export const DEMO_CARDS: readonly DemoCard[] = [
  {
    id: 'gloh-predict',
    title: 'GlohPredict',
    subtitle: 'AI risk prediction engine',
    description:
      'A predictive risk dashboard for clinicians: relapse and readmission risk, explainable risk factors and a live alert feed.',
    status: 'live',
    route: 'gloh-predict',
    features: ['Patient risk scores', 'Explainable risk factors', 'Alert feed and trends'],
  },
  {
    id: 'gloh-care',
    title: 'GlohCare',
    subtitle: 'Patient portal and care coordination',
    description:
      'The patient side of care coordination: wellness score, progress, today’s care plan, messages and data-sharing controls.',
    status: 'live',
    route: 'gloh-care',
    features: ['Wellness score and progress', 'Care plan and tasks', 'Patient data controls'],
  },
  {
    id: 'gloh-research',
    title: 'GlohResearch',
    subtitle: 'Research analytics',
    description:
      'Cohort discovery, statistical analysis and governed collaboration on de-identified data.',
    status: 'coming-soon',
    route: 'gloh-research',
    features: ['Cohort explorer', 'Data governance', 'Research collaboration'],
  },
];

export const LAUNCH_LABEL = 'Launch Interactive Demo';
export const LEARN_MORE_LABEL = 'Learn More';
export const LIVE_BADGE = 'Live demo';
export const COMING_SOON_BADGE = 'Coming soon';

/**
 * The card's button and badge. A live card launches its demo; a coming-soon card, and the predict
 * card while the glohPredictDemo flag is off (its route then shows Not Found), offer 'Learn More'.
 * The badge follows the button, so a card never calls itself live while it cannot be launched.
 */
export function cardAction(
  card: DemoCard,
  predictDemoEnabled: boolean,
): { label: string; href: string; live: boolean } {
  if (card.route === 'gloh-predict' && !predictDemoEnabled) {
    return { label: LEARN_MORE_LABEL, href: SITE_LINKS.whatWereBuilding, live: false };
  }
  if (card.status === 'live')
    return { label: LAUNCH_LABEL, href: pagePath(card.route), live: true };
  return { label: LEARN_MORE_LABEL, href: pagePath(card.route), live: false };
}
