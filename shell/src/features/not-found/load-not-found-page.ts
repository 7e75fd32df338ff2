/** The not-found page's own chunk, as React.lazy takes it. */
export function loadNotFoundPage() {
  return import(/* webpackChunkName: "not-found" */ './not-found-page').then((module) => ({
    default: module.NotFoundPage,
  }));
}
