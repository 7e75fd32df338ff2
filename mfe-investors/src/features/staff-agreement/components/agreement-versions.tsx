import type { DeckAgreementVersion } from '@gloh/contract/deck-agreement';
import { formatStaffDateTime } from '@gloh/staff-ui/format';
import { AgreementText } from '../../../components/agreement-text';

const investorsCount = (count: number) => `${count} ${count === 1 ? 'investor' : 'investors'}`;

/** Every published version, newest first: who published it and when, who accepted it, its text. */
export function AgreementVersions({
  versions,
  required,
}: {
  versions: DeckAgreementVersion[];
  required: number | null;
}) {
  if (versions.length === 0) return <p>No agreement has been published yet.</p>;
  return (
    <ol className="list-unstyled">
      {versions.map((version) => (
        <li key={version.version} className="card mb-3">
          <div className="card-body">
            <h3 className="h5 card-title">
              Version {version.version}
              {version.version === required && (
                <span className="badge text-bg-success ms-2">Required now</span>
              )}
            </h3>
            <p className="mb-1">
              Published {formatStaffDateTime(version.publishedAt)} by {version.publishedBy}
            </p>
            {version.withdrawnAt && (
              <p className="mb-1">
                No longer required since {formatStaffDateTime(version.withdrawnAt)}
                {version.withdrawnBy && ` (${version.withdrawnBy})`}
              </p>
            )}
            <p>Accepted by {investorsCount(version.acceptances)}</p>
            <details>
              <summary>Text of version {version.version}</summary>
              <div className="mt-2">
                <AgreementText body={version.body} />
              </div>
            </details>
          </div>
        </li>
      ))}
    </ol>
  );
}
