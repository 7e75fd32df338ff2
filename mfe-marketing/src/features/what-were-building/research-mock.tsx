import { formatNumber } from '@gloh/shared/number-format';
import { Meter, MockFrame } from '../../components/mock-frame';
import {
  COHORTS,
  DATA_QUALITY,
  RESEARCH_PROJECTS,
  RESEARCH_STATS,
  type ProjectStatus,
} from './sample-data';
import marketingStyles from '../../styles/marketing.module.css';
import whatWereBuildingStyles from './what-were-building.module.css';

const STATUS_CLASS: Record<ProjectStatus, string | undefined> = {
  'In Progress': marketingStyles.statusInfo,
  'Data Collection': marketingStyles.statusMedium,
  Analysis: marketingStyles.statusLow,
};

export function ResearchMock() {
  return (
    <MockFrame
      title="GlohResearch · Cohort explorer"
      caption="Mock-up of the GlohResearch cohort explorer with sample data."
    >
      {COHORTS.map((cohort) => (
        <div key={cohort.label} className="col-12 col-sm-4">
          <div className={marketingStyles.mockTile}>
            <p className={`${marketingStyles.mockFigure} mb-0`}>{formatNumber(cohort.patients)}</p>
            <p className={`${marketingStyles.mockLabel} mb-0`}>{cohort.label}</p>
          </div>
        </div>
      ))}
      <div className="col-12">
        <ul
          className={`list-unstyled d-flex flex-wrap gap-3 justify-content-between mb-0 ${whatWereBuildingStyles.researchStats}`}
        >
          {RESEARCH_STATS.map((stat) => (
            <li key={stat.label}>
              <span className="fw-bold text-primary">{stat.value}</span>{' '}
              <span className={marketingStyles.mockLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="col-12 col-md-7">
        <p className="fw-semibold small mb-1">Projects</p>
        <ul className={marketingStyles.mockList}>
          {RESEARCH_PROJECTS.map((project) => (
            <li key={project.title} className="d-block">
              <span className="d-flex justify-content-between gap-2 mb-1">
                <span className="fw-semibold">{project.title}</span>
                <span className={`${marketingStyles.statusPill} ${STATUS_CLASS[project.status]}`}>
                  {project.status}
                </span>
              </span>
              <span className="d-flex align-items-center gap-2">
                <span className="flex-grow-1">
                  <Meter percent={project.progress} tone="navy" />
                </span>
                <span className={marketingStyles.mockLabel}>{project.progress}%</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="col-12 col-md-5">
        <div className={marketingStyles.mockTile}>
          <p className="fw-semibold small mb-2">Data quality</p>
          {DATA_QUALITY.map((metric) => (
            <div key={metric.label} className="mb-2">
              <span className="d-flex justify-content-between small">
                <span>{metric.label}</span>
                <span className="fw-semibold">{metric.percent}%</span>
              </span>
              <Meter percent={metric.percent} />
            </div>
          ))}
        </div>
      </div>
    </MockFrame>
  );
}
