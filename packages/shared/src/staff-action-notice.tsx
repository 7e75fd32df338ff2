/** What the last action on a page came to: done (announced politely) or refused (at once). */
export type StaffActionOutcome = { kind: 'done' | 'refused'; text: string } | null;

/**
 * The answer to an action, beside where it was taken. The status region is always in the page,
 * so screen readers announce the text put into it.
 */
export function StaffActionNotice({ outcome }: { outcome: StaffActionOutcome }) {
  return (
    <>
      <div role="status" className={outcome?.kind === 'done' ? 'alert alert-success' : undefined}>
        {outcome?.kind === 'done' ? outcome.text : null}
      </div>
      {outcome?.kind === 'refused' && (
        <div role="alert" className="alert alert-danger">
          {outcome.text}
        </div>
      )}
    </>
  );
}
