import { useId, useState, type FormEvent } from 'react';
import { STAFF_INVITE_RULES, type StaffMemberSummary, type StaffRole } from '@gloh/contract/staff';
import { normalizeEmail } from '@gloh/contract/email';
import { trimFields } from '@gloh/contract/field-rules';
import { FormField, SubmitButton } from '@gloh/shared/form-field';
import { useFormFields } from '@gloh/shared/form-fields';
import { StaffActionNotice, type StaffActionOutcome } from '@gloh/staff-ui/action-notice';
import { staffFailureMessage } from '@gloh/staff-ui/api-client';
import { mailReceiptOf, mailReceiptText, RevealOnce } from '@gloh/staff-ui/mail-receipt';
import type { MailReceipt } from '@gloh/contract/staff-ops';
import { ReenableDialog } from './reenable-dialog';
import { CHOOSE_A_ROLE, RoleCheckboxes } from './role-checkboxes';
import { inviteStaffMember } from './staff-members-api';

const EMPTY_INVITE = { email: '', name: '' };
const INVITE_FAILED = 'The invitation could not be sent.';

/** What became of an invitation's mail: sent, or only queued and why. */
export function invitationText(email: string, mail: MailReceipt | null): string {
  return mailReceiptText(mail, `Invitation sent to ${email}.`, `The invitation for ${email} is`);
}

/**
 * Invites someone (or an existing member again, with the roles ticked): the API mails them a
 * link to set up their passkey. Inviting a disabled member is confirmed first, as it removes
 * their old passkeys.
 */
export function InviteForm({
  members,
  onInvited,
}: {
  members: readonly StaffMemberSummary[];
  onInvited: (member: StaffMemberSummary) => void;
}) {
  const id = useId();
  const fields = useFormFields(STAFF_INVITE_RULES, EMPTY_INVITE);
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [rolesError, setRolesError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<StaffActionOutcome>(null);
  const [receipt, setReceipt] = useState<MailReceipt | null>(null);
  const [reenabling, setReenabling] = useState<StaffMemberSummary | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const fieldsValid = fields.validate();
    const rolesValid = roles.length > 0;
    setRolesError(rolesValid ? null : CHOOSE_A_ROLE);
    if (!fieldsValid) return;
    if (!rolesValid) {
      fields.formRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
      return;
    }
    const email = normalizeEmail(fields.values.email);
    const disabled = members.find(
      (member) => member.status === 'disabled' && member.email === email,
    );
    if (disabled) setReenabling(disabled);
    else await send();
  }

  async function send() {
    setSending(true);
    setOutcome(null);
    setReceipt(null);
    const answer = await inviteStaffMember({
      ...trimFields(STAFF_INVITE_RULES, fields.values),
      roles,
    });
    setSending(false);
    if (answer.kind !== 'ok') {
      setOutcome({ kind: 'refused', text: staffFailureMessage(answer, INVITE_FAILED) });
      return;
    }
    onInvited(answer.body.member);
    fields.clear();
    setRoles([]);
    const mail = mailReceiptOf(answer.body);
    setReceipt(mail);
    setOutcome({ kind: 'done', text: invitationText(answer.body.member.email, mail) });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="h5">
        Invite a staff member
      </h2>
      <form ref={fields.formRef} noValidate onSubmit={onSubmit}>
        <div className="row g-3">
          <FormField
            id={`${id}-email`}
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="off"
            maxLength={STAFF_INVITE_RULES.email.maxLength}
            value={fields.values.email}
            error={fields.errors.email}
            onChange={(value) => fields.setValue('email', value)}
            disabled={sending}
            className="col-12 col-md-6"
          />
          <FormField
            id={`${id}-name`}
            name="name"
            label="Name"
            autoComplete="off"
            maxLength={STAFF_INVITE_RULES.name.maxLength}
            value={fields.values.name}
            error={fields.errors.name}
            onChange={(value) => fields.setValue('name', value)}
            disabled={sending}
            className="col-12 col-md-6"
          />
          <fieldset
            className="col-12"
            aria-describedby={rolesError ? `${id}-roles-error` : undefined}
          >
            <legend className="form-label fs-6">Roles</legend>
            <RoleCheckboxes
              value={roles}
              disabled={sending}
              inline
              onChange={(chosen) => {
                setRoles(chosen);
                if (chosen.length > 0) setRolesError(null);
              }}
            />
            {rolesError !== null && (
              <div id={`${id}-roles-error`} className="invalid-feedback d-block">
                {rolesError}
              </div>
            )}
          </fieldset>
          <div className="col-12">
            <SubmitButton submitting={sending} submittingLabel="Sending…">
              Send invitation
            </SubmitButton>
          </div>
        </div>
      </form>
      <div className="mt-3">
        <StaffActionNotice outcome={outcome} />
        <RevealOnce key={receipt?.id} receipt={receipt} />
      </div>
      <ReenableDialog
        member={reenabling}
        onCancel={() => setReenabling(null)}
        onConfirm={() => {
          setReenabling(null);
          void send();
        }}
      />
    </section>
  );
}
