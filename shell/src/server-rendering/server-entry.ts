// Entry of the shell's Node build. The dynamic import is the async boundary that lets Module
// Federation set up the shared modules (one React for the shell and every remote) first.
export const loadRenderer = () => import('./render-document');
