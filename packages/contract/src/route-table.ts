/**
 * The spec's route table (section 2): the one place a site path is written. The shell routes by
 * it, its server answers 200/404 and writes the sitemap by it, the API builds the links in its mails from it, and the
 * e2e tests and the bench walk it.
 */
export interface RouteTableEntry {
  id: string;
  path: string;
  /** The remote that owns the page. */
  remote: string;
  /** home: own hero, header overlays it; fixed-header: the top bar stays fixed (viewer). */
  layout?: 'home' | 'fixed-header';
  /** Feature flag that must be on for the route to exist. */
  flag?: string;
  /**
   * false: not for search engines (left out of /sitemap.xml, disallowed in /robots.txt): pages
   * behind an investor session or a mailed token, and the sales demos.
   */
  indexed?: false;
}

export const ROUTE_TABLE = [
  { id: 'home', path: '/', remote: 'marketing', layout: 'home' },
  { id: 'about', path: '/about', remote: 'marketing' },
  { id: 'solutions', path: '/solutions', remote: 'marketing', flag: 'solutionsPage' },
  { id: 'what-were-building', path: '/what-were-building', remote: 'marketing' },
  { id: 'platform', path: '/platform', remote: 'marketing' },
  { id: 'healthcare-systems', path: '/solutions/healthcare-systems', remote: 'marketing' },
  { id: 'patients', path: '/solutions/patients', remote: 'marketing' },
  {
    id: 'clinicians-researchers',
    path: '/solutions/clinicians-researchers',
    remote: 'marketing',
  },
  { id: 'industries', path: '/solutions/industries', remote: 'marketing' },
  { id: 'partnerships', path: '/partnerships', remote: 'marketing' },
  { id: 'presentation-access', path: '/investors/presentation-access', remote: 'investors' },
  {
    id: 'presentation',
    path: '/investors/presentation',
    remote: 'investors',
    layout: 'fixed-header',
    indexed: false,
  },
  { id: 'roadmap', path: '/investors/roadmap', remote: 'investors' },
  { id: 'financials', path: '/investors/financials', remote: 'investors' },
  { id: 'press-releases', path: '/investors/press-releases', remote: 'investors' },
  { id: 'contact', path: '/contact', remote: 'marketing' },
  { id: 'careers', path: '/careers', remote: 'marketing', flag: 'careersPage' },
  { id: 'privacy', path: '/privacy', remote: 'marketing' },
  { id: 'terms-of-service', path: '/terms-of-service', remote: 'marketing' },
  { id: 'reset-password', path: '/reset-password', remote: 'investors', indexed: false },
  { id: 'demos', path: '/demos', remote: 'demos', indexed: false },
  { id: 'gloh-care', path: '/demos/gloh-care', remote: 'demos', indexed: false },
  { id: 'gloh-research', path: '/demos/gloh-research', remote: 'demos', indexed: false },
  {
    id: 'gloh-predict',
    path: '/demos/gloh-predict',
    remote: 'demos',
    flag: 'glohPredictDemo',
    indexed: false,
  },
] as const satisfies readonly RouteTableEntry[];

export type RouteId = (typeof ROUTE_TABLE)[number]['id'];

export function sitePath(id: RouteId): string {
  const route = ROUTE_TABLE.find((entry) => entry.id === id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route.path;
}
