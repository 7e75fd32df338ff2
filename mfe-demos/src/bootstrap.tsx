// Standalone entry: this remote alone, for its team. The shell never loads this file.
import 'bootstrap/dist/css/bootstrap.min.css';
import '@gloh/shared/styles/theme.css';
import { renderStandaloneRemote } from '@gloh/shared/standalone-app';
import type { SitePageDeclaration } from '@gloh/shared/site-pages';
import { pages } from './app/pages';
import sitePages from './app/site-pages.json';

renderStandaloneRemote('demos', pages, sitePages as SitePageDeclaration[]);
