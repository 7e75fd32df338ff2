/**
 * The ids that tie the site's structured data (JSON-LD) into one graph: the company is one node,
 * and every other node (the website, the software product, a press release) refers to it by id,
 * whichever app renders it.
 */

/** The company: the one organization node of the site's graph. */
export function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

/** The website node (publisher: the organization). */
export function websiteId(siteUrl: string): string {
  return `${siteUrl}/#website`;
}
