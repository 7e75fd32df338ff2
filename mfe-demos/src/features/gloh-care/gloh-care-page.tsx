import { useReducer } from 'react';
import { DemoWrapper } from '../../components/demo-wrapper/demo-wrapper';
import { SampleDataBadge } from '../../components/sample-data-badge';
import { formatLongDate } from '@gloh/contract/english-dates';
import { countUnread, greetingFor } from './care-format';
import { MESSAGES } from './care-sample-data';
import {
  CARE_SECTION_LABELS,
  careViewReducer,
  INITIAL_CARE_VIEW_STATE,
  shownSection,
} from './care-view-state';
import { CareDashboard } from './components/care-dashboard';
import { CareMenu } from './components/care-menu';
import { CareMessages } from './components/care-messages';
import { CareMyData } from './components/care-my-data';
import { useVisitorNow } from './use-visitor-now';
import { DemoLayout } from '../../components/demo-layout/demo-layout';
import styles from './gloh-care.module.css';

/** Said until the browser knows the visitor's time of day (server HTML, hydration). */
const NEUTRAL_GREETING = 'Welcome';

function CareDemo({ now: givenNow }: { now?: Date }) {
  const [state, dispatch] = useReducer(careViewReducer, INITIAL_CARE_VIEW_STATE);
  const visitorNow = useVisitorNow();
  const now = givenNow ?? visitorNow;
  const shown = shownSection(state.section);
  const activeLabel = CARE_SECTION_LABELS[state.section];
  return (
    <DemoLayout
      layoutClassName={styles.careLayout}
      sidebar={
        <CareMenu
          active={state.section}
          unreadMessages={countUnread(MESSAGES)}
          onOpen={(section) => dispatch({ type: 'open-section', section })}
        />
      }
    >
      <div className={styles.careMain}>
        <header className="care-header">
          <h1 className="h3 mb-1">GlohCare Patient Portal</h1>
          <p className="lead mb-0 text-body-secondary">
            Your care plan, progress and care team in one place.{' '}
            <SampleDataBadge className="ms-1" />
          </p>
        </header>
        {shown !== state.section ? (
          <p className={styles.careFallbackNote} role="status">
            {activeLabel} is not part of this demo, so the dashboard is shown.
          </p>
        ) : null}
        {shown === 'dashboard' ? (
          <CareDashboard
            greeting={now ? greetingFor(now) : NEUTRAL_GREETING}
            // A no-break space keeps the line's height until the date is known.
            today={now ? formatLongDate(now) : '\u00a0'}
            progressRange={state.progressRange}
            onProgressRange={(range) => dispatch({ type: 'set-progress-range', range })}
            onMessageProvider={() => dispatch({ type: 'open-section', section: 'messages' })}
          />
        ) : null}
        {shown === 'messages' ? <CareMessages /> : null}
        {shown === 'data' ? (
          <CareMyData
            shareWithResearch={state.shareWithResearch}
            onToggleSharing={() => dispatch({ type: 'toggle-research-sharing' })}
          />
        ) : null}
        <p className="small text-body-secondary mb-0">
          Everything on this page is made-up sample data for illustration.
        </p>
      </div>
    </DemoLayout>
  );
}

export default function GlohCarePage({ now }: { now?: Date }) {
  return (
    <>
      <DemoWrapper>
        <CareDemo now={now} />
      </DemoWrapper>
    </>
  );
}
