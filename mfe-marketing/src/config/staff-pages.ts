/**
 * This app's pages in the staff console. Their titles are the console's navigation entries and
 * the pages' own headings, so they are written here once for both.
 */
export const STAFF_PAGE_TITLES = {
  contactMessages: 'Contact messages',
  analytics: 'Analytics',
  releaseHealth: 'Release health',
} as const;
