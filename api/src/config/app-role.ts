/** The same modules serve the HTTP API and the admin CLI; the role switches the listeners. */
export type AppRole = 'api' | 'cli';
export const APP_ROLE = 'APP_ROLE';
