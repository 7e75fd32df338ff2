import { useEffect, useId, useState } from 'react';
import { previewHref, type RemoteReleases } from '@gloh/contract/release-preview';
import { ErrorAlert } from '../../components/error-alert';
import { getStagedReleases, type StagedReleasesOutcome } from './get-staged-releases';
import { REMOTE_LABELS } from './release-figures';

const LOAD_FAILED =
  'The live and staged releases could not be loaded. Reload the page to try again.';

const labelOf = (remote: string) =>
  (REMOTE_LABELS as Record<string, string | undefined>)[remote] ?? remote;

function RemoteReleasesItem({ releases }: { releases: RemoteReleases }) {
  const label = labelOf(releases.remote);
  const live = releases.unavailable ? (
    'its releases could not be read'
  ) : releases.live ? (
    <>
      release <code>{releases.live}</code> is live
    </>
  ) : (
    'no release is live'
  );
  return (
    <li className="mb-2">
      <strong>{label}</strong>: {live}
      {releases.staged.length === 0 ? (
        !releases.unavailable && '; none is staged.'
      ) : (
        <ul aria-label={`Staged ${label} releases`} className="list-unstyled ms-3 mt-1">
          {releases.staged.map((id) => (
            <li key={id} className="d-flex flex-wrap align-items-center gap-2 mb-1">
              <span>
                Release <code>{id}</code> is staged
              </span>
              <a
                className="btn btn-outline-primary btn-sm"
                href={previewHref(releases.remote, id)}
                aria-label={`Preview ${label} release ${id}`}
              >
                Preview
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Which release of each part of the site is live and which are staged (`gloh-release --stage`),
 * each staged one with a Preview that opens the whole site with it in place of the live one, in
 * this browser only (the shell's signed preview, for signed-in staff).
 */
export function ReleasePreviews() {
  const [outcome, setOutcome] = useState<StagedReleasesOutcome | null>(null);
  const headingId = useId();

  useEffect(() => {
    let current = true;
    void getStagedReleases().then((loaded) => {
      if (current) setOutcome(loaded);
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5">
        Live and staged releases
      </h2>
      <ErrorAlert message={outcome?.kind === 'failed' ? LOAD_FAILED : null} />
      {outcome === null && <p>Loading…</p>}
      {outcome?.kind === 'off' && (
        <p>Previews are off on this site: its shell&rsquo;s server has no PREVIEW_SECRET.</p>
      )}
      {outcome?.kind === 'ok' && (
        <>
          <ul className="list-unstyled mb-1">
            {outcome.remotes.map((releases) => (
              <RemoteReleasesItem key={releases.remote} releases={releases} />
            ))}
          </ul>
          <p className="small text-body-secondary">
            Preview opens the site with that release in place of the live one, in this browser only,
            for an hour or until <em>Exit preview</em> in its banner. Visitors keep the live release
            until it is promoted (<code>gloh-release --promote &lt;id&gt;</code>).
          </p>
        </>
      )}
    </section>
  );
}
