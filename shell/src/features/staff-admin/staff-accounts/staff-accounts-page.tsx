import { useCallback, useMemo, useRef, useState } from 'react';
import type { StaffMemberSummary, StaffRole, StaffStatus } from '@gloh/contract/staff';
import { STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';
import type { ApiOutcome } from '@gloh/shared/api-client';
import { StaffActionNotice, type StaffActionOutcome } from '@gloh/staff-ui/action-notice';
import { ConfirmDialog } from '@gloh/staff-ui/confirm-dialog';
import { staffFailureMessage, type StaffAnswer } from '@gloh/staff-ui/api-client';
import { formatStaffDateTime } from '@gloh/staff-ui/format';
import { mailReceiptOf, RevealOnce } from '@gloh/staff-ui/mail-receipt';
import type { MailReceipt } from '@gloh/contract/staff-ops';
import type { StaffPageProps } from '@gloh/staff-ui/pages';
import { StaffTable, type StaffTableColumn, type StaffTableSort } from '@gloh/staff-ui/table';
import { ADMIN_PAGE_TITLES } from '../admin-page-titles';
import { ListLoadError } from '../list-load-error';
import { StaffAdminPage } from '../staff-admin-page';
import { InviteForm, invitationText } from './invite-form';
import { MemberRolesForm } from './member-roles-form';
import { ReenableDialog } from './reenable-dialog';
import { CHOOSE_A_ROLE } from './role-checkboxes';
import {
  disableStaffMember,
  reinviteStaffMember,
  removeStaffPasskey,
  saveStaffRoles,
} from './staff-members-api';
import { useStaffMembers } from './use-staff-members';

type MemberSort = 'name' | 'email' | 'status';

const STATUS_NAMES: Record<StaffStatus, string> = { active: 'Active', disabled: 'Disabled' };
// Whole class names, so the shell's Bootstrap usage finds them in this file.
const STATUS_BADGES: Record<StaffStatus, string> = {
  active: 'badge text-bg-success',
  disabled: 'badge text-bg-secondary',
};
const ACTION_FAILED = 'The change could not be made.';

const whoIs = (member: StaffMemberSummary) => member.name || member.email;

const SORT_KEYS: Record<MemberSort, (member: StaffMemberSummary) => string> = {
  name: (member) => whoIs(member).toLocaleLowerCase(),
  email: (member) => member.email,
  status: (member) => member.status,
};

function sortMembers(members: readonly StaffMemberSummary[], sort: StaffTableSort<MemberSort>) {
  const key = SORT_KEYS[sort.field];
  const order = sort.direction === 'asc' ? 1 : -1;
  return [...members].sort(
    (a, b) => order * (key(a).localeCompare(key(b)) || a.email.localeCompare(b.email)),
  );
}

/**
 * Admins invite staff, set their roles, disable them, and remove a lost device's passkey. Their
 * own row offers neither disabling nor removing a passkey (the API refuses both: an admin must
 * not lock themselves out).
 */
export default function StaffAccountsPage({ staff }: StaffPageProps) {
  const { members, busy, error, reload, upsert } = useStaffMembers();
  // The API answers with every member at once; the table sorts and pages them here.
  const [sort, setSort] = useState<StaffTableSort<MemberSort>>({ field: 'name', direction: 'asc' });
  const [offset, setOffset] = useState(0);
  // Buttons stay enabled while a change is on its way (a button disabled under the pointer or
  // the keyboard drops focus to the page's start); a second action waits for the first instead.
  const acting = useRef(false);
  const [outcome, setOutcome] = useState<StaffActionOutcome>(null);
  const [receipt, setReceipt] = useState<MailReceipt | null>(null);
  const [reenabling, setReenabling] = useState<StaffMemberSummary | null>(null);
  const [disabling, setDisabling] = useState<StaffMemberSummary | null>(null);

  const act = useCallback(
    async (
      call: () => Promise<ApiOutcome<StaffAnswer<{ member: StaffMemberSummary }>>>,
      done: (changed: StaffMemberSummary, mail: MailReceipt | null) => string,
    ) => {
      if (acting.current) return;
      acting.current = true;
      setOutcome(null);
      setReceipt(null);
      const answer = await call();
      acting.current = false;
      if (answer.kind === 'ok') {
        const mail = mailReceiptOf(answer.body);
        upsert(answer.body.member);
        setReceipt(mail);
        setOutcome({ kind: 'done', text: done(answer.body.member, mail) });
      } else {
        setOutcome({ kind: 'refused', text: staffFailureMessage(answer, ACTION_FAILED) });
      }
    },
    [upsert],
  );

  const reinvite = useCallback(
    (member: StaffMemberSummary) =>
      void act(
        () => reinviteStaffMember(member.id),
        (changed, mail) => invitationText(changed.email, mail),
      ),
    [act],
  );

  const columns = useMemo<StaffTableColumn<StaffMemberSummary, MemberSort>[]>(() => {
    const isMe = (member: StaffMemberSummary) => member.email === staff.email;

    function saveRoles(member: StaffMemberSummary, roles: StaffRole[]) {
      if (roles.length === 0) {
        setOutcome({ kind: 'refused', text: CHOOSE_A_ROLE });
        return;
      }
      void act(
        () => saveStaffRoles(member.id, roles),
        (changed) => `Roles of ${whoIs(changed)} saved.`,
      );
    }

    return [
      {
        key: 'name',
        header: 'Name',
        sortField: 'name',
        render: (member) => (
          <>
            {member.name || '—'}
            {isMe(member) && <span className="text-body-secondary"> (you)</span>}
          </>
        ),
      },
      {
        key: 'email',
        header: 'Email',
        sortField: 'email',
        render: (member) => member.email,
      },
      {
        key: 'roles',
        header: 'Roles',
        render: (member) => (
          <MemberRolesForm
            member={member}
            who={whoIs(member)}
            onSave={(roles) => saveRoles(member, roles)}
          />
        ),
      },
      {
        key: 'status',
        header: 'Status',
        sortField: 'status',
        render: (member) => (
          <span className={STATUS_BADGES[member.status]}>{STATUS_NAMES[member.status]}</span>
        ),
      },
      {
        key: 'passkeys',
        header: 'Passkeys',
        render: (member) => (
          <>
            {member.passkeys.length === 1 ? '1 passkey' : `${member.passkeys.length} passkeys`}
            {member.passkeys.length > 0 && (
              <ul className="list-unstyled small mb-0">
                {member.passkeys.map((passkey) => {
                  const created = formatStaffDateTime(passkey.createdAt);
                  return (
                    <li key={passkey.id} className="mt-1">
                      <span className="d-block text-nowrap">Created {created}</span>
                      <span className="d-block text-nowrap">
                        {passkey.lastUsedAt === null
                          ? 'Never used'
                          : `Last used ${formatStaffDateTime(passkey.lastUsedAt)}`}
                      </span>
                      {!isMe(member) && (
                        <button
                          type="button"
                          className="btn btn-outline-danger btn-sm text-nowrap mt-1"
                          aria-label={`Remove passkey created ${created} from ${whoIs(member)}`}
                          onClick={() =>
                            void act(
                              () => removeStaffPasskey(member.id, passkey.id),
                              (changed) => `Passkey removed from ${whoIs(changed)}.`,
                            )
                          }
                        >
                          Remove passkey
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        ),
      },
      {
        key: 'invitation',
        header: 'Invitation pending',
        render: (member) => (member.invitationPending ? 'Yes' : 'No'),
      },
      {
        key: 'actions',
        header: 'Actions',
        render: (member) => (
          <div className="d-flex flex-column align-items-start gap-1">
            {isMe(member) && <span className="text-body-secondary">You</span>}
            {member.status === 'active' && !isMe(member) && (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm text-nowrap"
                aria-label={`Disable ${whoIs(member)}`}
                onClick={() => setDisabling(member)}
              >
                Disable
              </button>
            )}
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm text-nowrap"
              aria-label={`Invite again: ${member.email}`}
              onClick={() =>
                member.status === 'disabled' ? setReenabling(member) : reinvite(member)
              }
            >
              Invite again
            </button>
          </div>
        ),
      },
    ];
  }, [act, reinvite, staff.email]);

  const sorted = useMemo(() => sortMembers(members, sort), [members, sort]);
  return (
    <StaffAdminPage title={ADMIN_PAGE_TITLES.staffAccounts}>
      <InviteForm members={members} onInvited={upsert} />
      <h2 className="h5">Members</h2>
      <ListLoadError error={error} onRetry={reload} />
      <StaffActionNotice outcome={outcome} />
      <RevealOnce key={receipt?.id} receipt={receipt} />
      <ConfirmDialog
        subject={disabling}
        title={(member) => `Disable ${whoIs(member)}?`}
        confirmLabel="Disable"
        onCancel={() => setDisabling(null)}
        onConfirm={(member) => {
          setDisabling(null);
          void act(
            () => disableStaffMember(member.id),
            (changed) => `${whoIs(changed)} is disabled and signed out everywhere.`,
          );
        }}
      >
        {(member) => (
          <p className="mb-0">
            {member.email} is signed out everywhere at once and can no longer sign in. To let them
            back, invite them again: they then set up a new passkey.
          </p>
        )}
      </ConfirmDialog>
      <ReenableDialog
        member={reenabling}
        onCancel={() => setReenabling(null)}
        onConfirm={(member) => {
          setReenabling(null);
          reinvite(member);
        }}
      />
      <StaffTable
        caption="Staff members"
        columns={columns}
        rows={sorted.slice(offset, offset + STAFF_LIST_LIMITS.defaultLimit)}
        rowKey={(member) => member.id}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setOffset(0);
        }}
        page={{ total: sorted.length, limit: STAFF_LIST_LIMITS.defaultLimit, offset: offset }}
        onOffsetChange={setOffset}
        busy={busy}
        emptyText={busy ? 'Loading…' : 'No staff accounts yet.'}
      />
    </StaffAdminPage>
  );
}
