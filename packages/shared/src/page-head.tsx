import { useSiteConfig } from '@gloh/shared/runtime-config';
import type { SiteConfig } from './site-config';
import type { SitePageDeclaration } from './site-pages';

export const BRAND_NAME = 'Gloh';

/** What a page's head tags are made of: its declaration (site-pages.json), or the not-found page's. */
export type PageHeadPage = Pick<
  SitePageDeclaration,
  'title' | 'description' | 'keywords' | 'path' | 'openGraph' | 'indexed'
>;

export interface PageHeadProps {
  page: PageHeadPage;
}

const DEFAULT_IMAGE_PATH = '/og-card.svg';

const BASE_KEYWORDS = [
  'healthcare AI',
  'predictive analytics',
  'behavioral health',
  'relapse prediction',
  'clinical decision support',
];

export function formatPageTitle(title: string): string {
  return title === BRAND_NAME ? BRAND_NAME : `${title} | ${BRAND_NAME}`;
}

export function buildStructuredData(site: SiteConfig) {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: site.office.streetAddress,
    addressLocality: site.office.locality,
    addressRegion: site.office.region,
    postalCode: site.office.postalCode,
    addressCountry: site.office.country,
  };
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND_NAME,
    url: site.siteUrl,
    logo: `${site.siteUrl}/logo.svg`,
    email: site.email,
    telephone: site.phone,
    address,
    sameAs: site.socialLinks.map((link) => link.href),
  };
  const softwareApplication = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: 'GlohPredict',
    applicationCategory: 'HealthApplication',
    operatingSystem: 'Web',
    description:
      'AI risk prediction for relapse and readmission in mental and behavioral health, with explainable insights for care teams.',
    publisher: { '@type': 'Organization', name: BRAND_NAME },
  };
  const medicalOrganization = {
    '@context': 'https://schema.org',
    '@type': 'MedicalOrganization',
    name: BRAND_NAME,
    url: site.siteUrl,
    email: site.email,
    telephone: site.phone,
    address,
    medicalSpecialty: 'Psychiatric',
  };
  return [organization, softwareApplication, medicalOrganization];
}

/**
 * Head tags of one page. React 19 hoists <title>, <meta> and <link> into <head>, both in the
 * browser and when rendered to static HTML, so the same component serves a later prerender.
 */
export function PageHead({ page }: PageHeadProps) {
  const { title, description, keywords = [], path, openGraph = {}, indexed } = page;
  const site = useSiteConfig();
  const fullTitle = formatPageTitle(title);
  const canonical = `${site.siteUrl}${path}`;
  const image = `${site.siteUrl}${openGraph.image ?? DEFAULT_IMAGE_PATH}`;
  const shareTitle = openGraph.title ? formatPageTitle(openGraph.title) : fullTitle;
  const shareDescription = openGraph.description ?? description;
  const allKeywords = [...keywords, ...BASE_KEYWORDS].join(', ');
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={allKeywords} />
      {indexed === false && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={shareDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={shareTitle} />
      <meta name="twitter:description" content={shareDescription} />
      <meta name="twitter:image" content={image} />
      <script
        type="application/ld+json"
        data-testid="structured-data"
        // JSON-LD must be raw JSON; '<' is escaped so no value can close the script element.
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(buildStructuredData(site)).replace(/</g, '\\u003c'),
        }}
      />
    </>
  );
}
