import { expect, type Page } from '@playwright/test';
import { acceptCookies } from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';
import { useRuntimeConfig } from '../../support/runtime-config';

/** solutions and careers are off by default (their feature flags); these tests switch them on. */
export async function enableMarketingFlags(page: Page) {
  await useRuntimeConfig(page, { flags: { solutionsPage: true, careersPage: true } });
}

/** Flags on and the cookie banner answered, so it does not cover the page under test. */
export async function preparePage(page: Page, baseURL: string | undefined) {
  await enableMarketingFlags(page);
  await acceptCookies(page, baseURL ?? 'http://localhost:4000');
}

export async function openPage(page: Page, path: string, heading: string | RegExp) {
  await gotoHydrated(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * Each marketing page's content: its h1 and the section headings (h2) it must show. What pages
 * there are comes from the remotes' declarations (the page sweep); this is what they say.
 */
export const MARKETING_PAGE_SECTIONS: readonly {
  path: string;
  heading: string | RegExp;
  sections: readonly (string | RegExp)[];
}[] = [
  {
    path: '/',
    heading: 'From Insight to Action',
    sections: [
      /Relapse is predictable/,
      'Three Products. One Platform.',
      /Built with clinicians/,
      /See where predictive care is going/,
    ],
  },
  {
    path: '/about',
    heading: /We build AI that helps people stay well/,
    sections: [/Turn health data into timely/, /Six values/, /From the clinic/],
  },
  {
    path: '/solutions',
    heading: 'Healthcare Data, Reimagined',
    sections: [
      /Three ways to act/,
      'Secure Data Platform',
      'Solutions for Every Healthcare Stakeholder',
      'Industry Applications',
      'Security & Compliance',
      /See risk before it becomes a crisis/,
      /Ready to reimagine/,
    ],
  },
  {
    path: '/what-were-building',
    heading: 'Empower Patients. Predict Risk. Coordinate Care.',
    sections: [/Care coordination/, /Mobile-first/, /The right carer/, /Research analytics/],
  },
  {
    path: '/platform',
    heading: 'Flexible by design. Powerful when unified.',
    sections: [/three foundations/, /Four layers/, /six segments/, /See the platform in action/],
  },
  {
    path: '/solutions/healthcare-systems',
    heading: /Fewer readmissions/,
    sections: [/health-system scale/],
  },
  {
    path: '/solutions/patients',
    heading: /Support that stays with you/,
    sections: [/Designed around your day/],
  },
  {
    path: '/solutions/clinicians-researchers',
    heading: /Explainable risk for clinicians/,
    sections: [/Tools for the clinic and the lab/],
  },
  {
    path: '/solutions/industries',
    heading: /One platform across the healthcare ecosystem/,
    sections: [/Industries we serve/, /What every industry gets/],
  },
  {
    path: '/partnerships',
    heading: /Better outcomes are built together/,
    sections: [
      /Grounded in real clinical practice/,
      /Connects to the data/,
      /From data to insight to action/,
    ],
  },
  { path: '/contact', heading: /Let’s talk/, sections: ['Send us a message', 'Contact details'] },
  {
    path: '/careers',
    heading: /Build AI that helps people stay well/,
    sections: ['Open positions', 'Why work with us'],
  },
  { path: '/privacy', heading: 'Privacy Policy', sections: [/Information we collect/, /Cookies/] },
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    sections: [/Investor materials and access/, /Governing law/],
  },
];
