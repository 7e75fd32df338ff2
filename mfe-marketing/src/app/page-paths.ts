import { createPagePaths } from '@gloh/shared/site-pages';
import sitePages from './site-pages.json';

/** The paths of this area's own pages, by id, from its page declaration. */
export const pagePath = createPagePaths(sitePages);
