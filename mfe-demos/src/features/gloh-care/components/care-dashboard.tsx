import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { formatShortDate } from '@gloh/contract/english-dates';
import { wellnessBand } from '../care-format';
import { MEDICATIONS, NEXT_VISIT_SHORT, SCORE_SERIES, TASKS, WELLNESS } from '../care-sample-data';
import { PROGRESS_RANGES, type ProgressRange } from '../care-view-state';
import { TermList } from '../../../components/term-list';
import { CarePanel } from './care-panel';
import blockStyles from '../../../styles/demo-blocks.module.css';
import styles from '../gloh-care.module.css';

const MOOD_LABEL = { good: 'Good', neutral: 'Okay', bad: 'Low' } as const;
const ENERGY_LABEL = { high: 'High', medium: 'Medium', low: 'Low' } as const;
// Module class names are hashed: looked up by priority, never built from strings (low has no style).
const PRIORITY_CLASS: Record<'low' | 'medium' | 'high', string | undefined> = {
  low: undefined,
  medium: styles.priorityMedium,
  high: styles.priorityHigh,
};
const TASK_STATUS_LABEL = { completed: 'Done', pending: 'To do', scheduled: 'Scheduled' } as const;

export const WELLNESS_TOOLTIP =
  'Your wellness score runs from 0 to 1 and lower is better. It combines your sleep, mood check-ins and medication routine.';

function ProgressChart({ range }: { range: ProgressRange }) {
  // Spec: both views read the same sample series. A view still shows no more days than its label
  // names, so '7 days' plots the last 7 points; the 30-day window holds the whole (shorter) series.
  const { label: rangeLabel, days } =
    PROGRESS_RANGES.find((entry) => entry.id === range) ?? PROGRESS_RANGES[0];
  const shown = SCORE_SERIES.slice(-days);
  const first = shown[0]?.score ?? 0;
  const last = shown[shown.length - 1]?.score ?? 0;
  return (
    <ChartFigure
      caption={`Wellness score, last ${rangeLabel}`}
      captionHidden
      summary={`Your wellness score improved from ${first.toFixed(2)} to ${last.toFixed(2)}; lower is better.`}
      labelHeader="Date"
      type="line"
      seriesName="Wellness score"
      color="#12756b"
      yMin={0}
      yMax={1}
      format={(value) => value.toFixed(2)}
      points={shown.map((point) => ({
        label: formatShortDate(point.date),
        value: point.score,
      }))}
      height={240}
    />
  );
}

export function CareDashboard({
  greeting,
  today,
  progressRange,
  onProgressRange,
  onMessageProvider,
}: {
  greeting: string;
  today: string;
  progressRange: ProgressRange;
  onProgressRange: (range: ProgressRange) => void;
  onMessageProvider: () => void;
}) {
  const doneTasks = TASKS.filter((task) => task.status === 'completed').length;
  const takenMedications = MEDICATIONS.filter((medication) => medication.status === 'taken').length;
  return (
    <div className={styles.careGrid}>
      <section
        className={`${blockStyles.panel} ${styles.careWelcome}`}
        aria-labelledby="care-greeting"
      >
        {/* One text node: when the browser's greeting replaces the server's, no text moves. */}
        <h2 id="care-greeting" className="h4 mb-1">
          {`${greeting}, Alex`}
        </h2>
        <p className="mb-0">{today}</p>
        <ul className={styles.careWelcomeFacts}>
          <li>{`${doneTasks} of ${TASKS.length} tasks done today`}</li>
          <li>{`${takenMedications} of ${MEDICATIONS.length} medications taken`}</li>
          <li>Next visit: {NEXT_VISIT_SHORT}</li>
        </ul>
      </section>

      <CarePanel
        area={styles.careWellness}
        headingId="wellness-heading"
        title="Wellness Score"
        header={{
          rowClassName: 'd-flex align-items-center gap-2 mb-2',
          aside: (
            <OverlayTrigger
              placement="top"
              overlay={<Tooltip id="wellness-score-tooltip">{WELLNESS_TOOLTIP}</Tooltip>}
            >
              <button
                type="button"
                className={styles.infoButton}
                aria-label="About the wellness score"
              >
                i
              </button>
            </OverlayTrigger>
          ),
        }}
      >
        <p className={`${styles.wellnessScore} mb-1`}>{WELLNESS.score.toFixed(2)}</p>
        <p className="fw-semibold text-success-emphasis mb-2">{wellnessBand(WELLNESS.score)}</p>
        <p className="small mb-1">Helping most right now:</p>
        <ul className="small mb-0">
          {WELLNESS.mainFactors.map((factor) => (
            <li key={factor}>{factor}</li>
          ))}
        </ul>
      </CarePanel>

      <CarePanel
        area={styles.careProgress}
        headingId="progress-heading"
        title="Your Progress"
        header={{
          rowClassName: 'd-flex flex-wrap justify-content-between align-items-center gap-2 mb-2',
          aside: (
            <div className="btn-group" role="group" aria-label="Progress range">
              {PROGRESS_RANGES.map((range) => (
                <button
                  key={range.id}
                  type="button"
                  className={`btn btn-sm ${progressRange === range.id ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-pressed={progressRange === range.id}
                  onClick={() => onProgressRange(range.id)}
                >
                  {range.label}
                </button>
              ))}
            </div>
          ),
        }}
      >
        <ProgressChart range={progressRange} />
      </CarePanel>

      <CarePanel area={styles.careCheck} headingId="check-heading" title="Today's Check">
        <TermList
          className={`${styles.checkList} mb-0`}
          terms={[
            ['Mood', MOOD_LABEL[WELLNESS.mood]],
            ['Sleep', WELLNESS.lastSleep],
            ['Energy', ENERGY_LABEL[WELLNESS.energy]],
          ]}
        />
      </CarePanel>

      <CarePanel area={styles.carePlan} headingId="plan-heading" title="Today's Care Plan">
        <div className={styles.carePlanBody}>
          <div>
            <h3 className="h6">Medications</h3>
            <ul className="list-unstyled mb-3">
              {MEDICATIONS.map((medication) => (
                <li key={medication.name} className="d-flex justify-content-between gap-2 py-1">
                  <span>
                    {medication.name}
                    <span className="d-block small text-body-secondary">{medication.time}</span>
                  </span>
                  <span
                    className={`badge align-self-center ${medication.status === 'taken' ? 'text-bg-success' : 'text-bg-light border'}`}
                  >
                    {medication.status === 'taken' ? 'Taken' : 'Pending'}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="h6">Next appointment</h3>
            <p>{WELLNESS.nextAppointment}</p>
            <div className="d-flex flex-wrap gap-2">
              <button type="button" className="btn btn-primary">
                Check In
              </button>
              <button type="button" className="btn btn-outline-primary" onClick={onMessageProvider}>
                Message Provider
              </button>
            </div>
          </div>
        </div>
      </CarePanel>

      <CarePanel area={styles.careTasks} headingId="tasks-heading" title="Upcoming Tasks">
        <ul className="list-unstyled mb-0">
          {TASKS.map((task) => (
            <li
              key={task.id}
              className={`${styles.careTask} ${PRIORITY_CLASS[task.priority] ?? ''}`}
            >
              <span className={task.status === 'completed' ? 'text-decoration-line-through' : ''}>
                {task.title}
              </span>
              <span className="small text-body-secondary text-nowrap">
                {TASK_STATUS_LABEL[task.status]}
                <span className="visually-hidden">, {task.priority} priority</span>
              </span>
            </li>
          ))}
        </ul>
      </CarePanel>
    </div>
  );
}
