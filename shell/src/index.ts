import { afterFirstPaint } from './app/after-first-paint';
import { yieldToMain } from './app/yield-to-main';
import { SERVER_STATE_ELEMENT_ID } from './server-rendering/server-state';

// A page the server rendered is painted before any of the app's chunks is requested (the
// single-page fallback has nothing to paint before the app). The async boundary lets Module
// Federation negotiate shared singletons before React loads. React DOM is evaluated in a task of
// its own, before the app's modules, so neither makes one long task.
async function start() {
  if (document.getElementById(SERVER_STATE_ELEMENT_ID)) await afterFirstPaint();
  else await yieldToMain();
  await import(/* webpackChunkName: "react-dom-client" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackChunkName: "app" */ './bootstrap');
}

void start();
