// Standalone entry: this remote alone, for its team. The shell never loads this file.
import 'bootstrap/dist/css/bootstrap.min.css';
import '@gloh/shared/styles/theme.css';
import { renderStandaloneRemote } from '@gloh/shared/standalone-app';
import { pages } from './app/pages';

renderStandaloneRemote('demos', pages);
