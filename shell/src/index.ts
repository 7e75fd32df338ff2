import { yieldToMain } from './app/yield-to-main';

// The async boundary lets Module Federation negotiate shared singletons before React loads. React
// DOM is evaluated in a task of its own, before the app's modules, so neither makes one long task.
async function start() {
  await yieldToMain();
  await import(/* webpackChunkName: "react-dom-client" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackChunkName: "app" */ './bootstrap');
}

void start();
