import { MESSAGES } from '../care-sample-data';
import blockStyles from '../../../styles/demo-blocks.module.css';
import styles from '../gloh-care.module.css';

export function CareMessages() {
  return (
    <section className={blockStyles.panel} aria-labelledby="messages-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="messages-heading" className="h4 mb-0">
          Messages &amp; Journal
        </h2>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline-primary">
            New Entry
          </button>
          <button type="button" className="btn btn-primary">
            Message Team
          </button>
        </div>
      </div>
      <ul className="list-unstyled mb-0">
        {MESSAGES.map((message) => (
          <li
            key={message.id}
            className={`${styles.careMessage} ${message.unread ? styles.unread : ''}`}
          >
            <div className="d-flex justify-content-between gap-2">
              <span className="fw-semibold">
                {message.from}
                {message.unread ? (
                  <span className={`badge ${styles.careBadge} ms-2`}>New</span>
                ) : null}
              </span>
              <span className="small text-body-secondary text-nowrap">{message.time}</span>
            </div>
            <p className="mb-0">{message.message}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
