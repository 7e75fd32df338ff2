import type { Filing } from '../filings-data';
import styles from '../financials.module.css';

/** Below the small breakpoint each row becomes a card (see financials.css), so 360 px reads well. */
export function FilingsTable({ filings }: { filings: readonly Filing[] }) {
  return (
    <div className="filings-table-wrap">
      <table className={`table ${styles.filingsTable} mb-0`} data-testid="filings-table">
        <caption className="visually-hidden">Regulatory filings</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Document</th>
            <th scope="col">Publish date</th>
            <th scope="col">Period ending</th>
          </tr>
        </thead>
        <tbody>
          {filings.length === 0 ? (
            <tr>
              <td colSpan={4} className={styles.filingsEmpty}>
                No results found.
              </td>
            </tr>
          ) : (
            filings.map((filing) => (
              <tr key={filing.url}>
                <td data-label="Description" className={styles.filingsDescription}>
                  {filing.description}
                </td>
                <td data-label="Document">
                  <a href={filing.url} target="_blank" rel="noopener noreferrer">
                    View filing
                    <span className="visually-hidden">
                      : {filing.description}, published {filing.publishDate} (opens in a new tab)
                    </span>
                  </a>
                </td>
                <td data-label="Publish date">{filing.publishDate}</td>
                <td data-label="Period ending">{filing.periodEnding}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
