import { describeSitePages } from '@gloh/shared/testing/site-pages-checks';
import { pages } from './pages';
import sitePages from './site-pages.json';

describeSitePages(sitePages, pages);
