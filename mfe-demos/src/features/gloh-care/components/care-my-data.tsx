import { SwitchToggle } from '../../../components/switch-toggle';
import blockStyles from '../../../styles/demo-blocks.module.css';
export function CareMyData({
  shareWithResearch,
  onToggleSharing,
}: {
  shareWithResearch: boolean;
  onToggleSharing: () => void;
}) {
  return (
    <section className={blockStyles.panel} aria-labelledby="my-data-heading">
      <h2 id="my-data-heading" className="h4">
        My Data
      </h2>
      <p>You decide who sees your health data. Changes here stay in this demo.</p>
      <SwitchToggle
        id="share-research"
        checked={shareWithResearch}
        onToggle={onToggleSharing}
        className="mb-3"
      >
        Share my data with research studies
      </SwitchToggle>
      <p className="small text-body-secondary">
        {shareWithResearch
          ? 'De-identified data helps approved studies on relapse prevention.'
          : 'Your data is not shared with research studies.'}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary">
          Download My Data
        </button>
        <button type="button" className="btn btn-outline-primary">
          View Sharing History
        </button>
      </div>
    </section>
  );
}
