import type { ComponentType } from 'react';

/** A page module as a remote exposes it: loaded on demand, so each page is its own chunk. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** What every remote exposes as './pages': one loader per route id of its area. */
export interface RemotePagesModule {
  pages: Record<string, PageLoader>;
}

export const REMOTE_PAGES_MODULE = 'pages';
