import { SITE_LINKS } from '@gloh/contract/site-links';
import type { ActionLink } from '../components/action-links';
import { pagePath } from './page-paths';

/** The calls to action more than one page offers, so that each is worded and aimed the same. */
export const SITE_ACTIONS = {
  contactUs: { to: pagePath('contact'), label: 'Contact Us' },
  talkToTeam: { to: pagePath('contact'), label: 'Talk to Our Team' },
  scheduleDemo: { to: pagePath('contact'), label: 'Schedule a Demo' },
  explorePlatform: { to: pagePath('platform'), label: 'Explore the Platform' },
  whatWereBuilding: { to: pagePath('what-were-building'), label: 'What We’re Building' },
  viewRoadmap: { to: SITE_LINKS.roadmap, label: 'View Our Roadmap' },
} satisfies Record<string, ActionLink>;
