import styles from './page-loading.module.css';
/** Reserves the page's space while its code loads, so the footer does not jump. */
export function PageLoadingIndicator() {
  return (
    <div
      className={`${styles.pageLoading} d-flex justify-content-center align-items-center`}
      role="status"
    >
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
