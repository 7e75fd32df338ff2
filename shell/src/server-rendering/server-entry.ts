import type { Renderer } from '../../server/rendering/render-protocol';

// Entry of the shell's Node build. The dynamic import is the async boundary that lets Module
// Federation set up the shared modules (one React for the shell and every remote) first; the
// render workers (server/rendering) call what it resolves to.
export const loadRenderer = (): Promise<Renderer> => import('./render-document');
