import type { FeatureFlags } from '@gloh/contract/feature-flags';
import { BRAND_NAME, LOGO_IMAGE, SHARE_CARD, shareImageType } from '@gloh/contract/site-identity';
import { isRouteFlagOn } from '@gloh/contract/site-paths';
import { organizationId, websiteId } from '@gloh/contract/structured-data';
// By the package's own names: the shared (singleton) modules hold the contexts the shell provides.
import { useFeatureFlags, useSiteConfig } from '@gloh/shared/runtime-config';
import { useSitePages } from '@gloh/shared/site-pages';
import type { SiteConfig } from './site-config';
import type { SitePage, SitePageDeclaration } from './site-pages';

export { BRAND_NAME };

/** What a page's head tags are made of: its declaration (site-pages.json), or the not-found page's. */
export type PageHeadPage = Pick<
  SitePageDeclaration,
  'title' | 'description' | 'keywords' | 'path' | 'openGraph' | 'indexed'
>;

export interface PageHeadProps {
  page: PageHeadPage;
  /**
   * false: a document that is no page of the site (the not-found page): it names no canonical
   * address and carries no JSON-LD, which would describe the company or a page as if it were one.
   */
  sitePage?: boolean;
}

const BASE_KEYWORDS = [
  'healthcare AI',
  'predictive analytics',
  'behavioral health',
  'relapse prediction',
  'clinical decision support',
];

const SITE_LANGUAGE = 'en';
const HOME_CRUMB = 'Home';

export function formatPageTitle(title: string): string {
  return title === BRAND_NAME ? BRAND_NAME : `${title} | ${BRAND_NAME}`;
}

/** A site URL: the home page is the site URL with its slash, as in the sitemap and canonical. */
function siteUrlOf(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`;
}

function ref(id: string) {
  return { '@id': id };
}

/** A schema.org node of the graph. */
type JsonLdNode = { '@type': string | readonly string[]; '@id'?: string } & Record<string, unknown>;

/** What a breadcrumb needs of the site's pages. */
type CrumbSource = Pick<SitePage, 'path' | 'title' | 'flag'>;

/** The page the graph describes, and the site's pages its breadcrumb may list. */
interface StructuredDataContext {
  page: Pick<SitePageDeclaration, 'path' | 'title' | 'description'>;
  sitePages: readonly CrumbSource[];
  flags: Readonly<FeatureFlags>;
}

/**
 * Home, each ancestor path that is a page of the site under these flags, then the page itself;
 * none for a top-level page, whose one ancestor is the home page.
 */
function breadcrumbTrail(
  siteUrl: string,
  { page, sitePages, flags }: StructuredDataContext,
): { name: string; url: string }[] {
  const segments = page.path.split('/').filter(Boolean);
  if (segments.length < 2) return [];
  const ancestors = segments.slice(0, -1).flatMap((_, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const ancestor = sitePages.find((entry) => entry.path === path);
    return ancestor && isRouteFlagOn(ancestor.flag, flags)
      ? [{ name: ancestor.title, url: siteUrlOf(siteUrl, path) }]
      : [];
  });
  return [
    { name: HOME_CRUMB, url: siteUrlOf(siteUrl, '/') },
    ...ancestors,
    { name: page.title, url: siteUrlOf(siteUrl, page.path) },
  ];
}

/**
 * The structured data of one page, as one graph: the company is one node, an organization that
 * is also a medical organization, and the website, the software product and the page
 * refer to it by its @id (as a press release's NewsArticle, rendered by its own page, does).
 */
export function buildStructuredData(site: SiteConfig, context: StructuredDataContext) {
  const { page } = context;
  const organization = organizationId(site.siteUrl);
  const website = websiteId(site.siteUrl);
  const url = siteUrlOf(site.siteUrl, page.path);
  const breadcrumbId = `${url}#breadcrumb`;
  const trail = breadcrumbTrail(site.siteUrl, context);
  const graph: JsonLdNode[] = [
    {
      '@type': ['Organization', 'MedicalOrganization'],
      '@id': organization,
      name: BRAND_NAME,
      url: siteUrlOf(site.siteUrl, '/'),
      logo: {
        '@type': 'ImageObject',
        url: siteUrlOf(site.siteUrl, LOGO_IMAGE.path),
        width: LOGO_IMAGE.width,
        height: LOGO_IMAGE.height,
      },
      email: site.email,
      telephone: site.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.office.streetAddress,
        addressLocality: site.office.locality,
        addressRegion: site.office.region,
        postalCode: site.office.postalCode,
        addressCountry: site.office.country,
      },
      medicalSpecialty: 'Psychiatric',
      sameAs: site.socialLinks.map((link) => link.href),
    },
    {
      '@type': 'WebSite',
      '@id': website,
      url: siteUrlOf(site.siteUrl, '/'),
      name: BRAND_NAME,
      inLanguage: SITE_LANGUAGE,
      publisher: ref(organization),
    },
    {
      '@type': 'SoftwareApplication',
      '@id': `${site.siteUrl}/#glohpredict`,
      name: 'GlohPredict',
      applicationCategory: 'HealthApplication',
      operatingSystem: 'Web',
      description:
        'AI risk prediction for relapse and readmission in mental and behavioral health, with explainable insights for care teams.',
      publisher: ref(organization),
      provider: ref(organization),
    },
    {
      '@type': 'WebPage',
      '@id': `${url}#webpage`,
      url,
      name: formatPageTitle(page.title),
      description: page.description,
      inLanguage: SITE_LANGUAGE,
      isPartOf: ref(website),
      about: ref(organization),
      ...(trail.length > 0 ? { breadcrumb: ref(breadcrumbId) } : {}),
    },
  ];
  if (trail.length > 0) {
    graph.push({
      '@type': 'BreadcrumbList',
      '@id': breadcrumbId,
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** The sharing image's tags: the site's card, or the page's own image (its size unknown here). */
function shareImage(siteUrl: string, openGraph: NonNullable<PageHeadPage['openGraph']>) {
  if (openGraph.image === undefined) {
    return { ...SHARE_CARD, url: siteUrlOf(siteUrl, SHARE_CARD.path) };
  }
  return {
    url: siteUrlOf(siteUrl, openGraph.image),
    type: shareImageType(openGraph.image),
    alt: openGraph.imageAlt,
    width: undefined,
    height: undefined,
  };
}

/**
 * Head tags of one page. React 19 hoists <title>, <meta> and <link> into <head>, both in the
 * browser and when rendered to static HTML, so the same component serves a later prerender.
 */
export function PageHead({ page, sitePage = true }: PageHeadProps) {
  const { title, description, keywords = [], path, openGraph = {}, indexed } = page;
  const site = useSiteConfig();
  const sitePages = useSitePages();
  const flags = useFeatureFlags();
  const fullTitle = formatPageTitle(title);
  const canonical = siteUrlOf(site.siteUrl, path);
  const image = shareImage(site.siteUrl, openGraph);
  const shareTitle = openGraph.title ? formatPageTitle(openGraph.title) : fullTitle;
  const shareDescription = openGraph.description ?? description;
  const allKeywords = [...keywords, ...BASE_KEYWORDS].join(', ');
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={allKeywords} />
      {indexed === false && <meta name="robots" content="noindex" />}
      {sitePage && <link rel="canonical" href={canonical} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={shareDescription} />
      {sitePage && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={image.url} />
      {image.type && <meta property="og:image:type" content={image.type} />}
      {image.width && <meta property="og:image:width" content={String(image.width)} />}
      {image.height && <meta property="og:image:height" content={String(image.height)} />}
      {image.alt && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={shareTitle} />
      <meta name="twitter:description" content={shareDescription} />
      <meta name="twitter:image" content={image.url} />
      {image.alt && <meta name="twitter:image:alt" content={image.alt} />}
      {sitePage && (
        <script
          type="application/ld+json"
          data-testid="structured-data"
          // JSON-LD must be raw JSON; '<' is escaped so no value can close the script element.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(
              buildStructuredData(site, { page: { path, title, description }, sitePages, flags }),
            ).replace(/</g, '\\u003c'),
          }}
        />
      )}
    </>
  );
}
