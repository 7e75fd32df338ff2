import 'bootstrap/dist/css/bootstrap.min.css';
import '@gloh/shared/styles/theme.css';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@gloh/shared/runtime-config';
import { App } from './app/app';
import {
  loadRemoteEntries,
  registerRemoteEntries,
} from './features/remote-loading/remote-registry';

async function start() {
  const [config, remoteEntries] = await Promise.all([loadRuntimeConfig(), loadRemoteEntries()]);
  registerRemoteEntries(remoteEntries);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(<App config={config} />);
}

void start();
