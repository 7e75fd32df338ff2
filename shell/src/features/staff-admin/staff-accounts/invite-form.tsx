import { useId, useState, type FormEvent } from 'react';
import { STAFF_INVITE_RULES, type StaffMemberSummary, type StaffRole } from '@gloh/contract/staff';
import { trimFields } from '@gloh/contract/field-rules';
import { FormField, SubmitButton } from '@gloh/shared/form-field';
import { useFormFields } from '@gloh/shared/form-fields';
import { StaffActionNotice, type StaffActionOutcome } from '@gloh/shared/staff-action-notice';
import { staffFailureMessage } from '@gloh/shared/staff-api-client';
import { CHOOSE_A_ROLE, RoleCheckboxes } from './role-checkboxes';
import { inviteStaffMember } from './staff-members-api';

const EMPTY_INVITE = { email: '', name: '' };
const INVITE_FAILED = 'The invitation could not be sent.';

/**
 * Invites someone (or an existing member again, with the roles ticked): the API mails them a
 * link to set up their passkey.
 */
export function InviteForm({ onInvited }: { onInvited: (member: StaffMemberSummary) => void }) {
  const id = useId();
  const fields = useFormFields(STAFF_INVITE_RULES, EMPTY_INVITE);
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [rolesError, setRolesError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<StaffActionOutcome>(null);

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
    setSending(true);
    setOutcome(null);
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
    setOutcome({ kind: 'done', text: `Invitation sent to ${answer.body.member.email}.` });
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
      </div>
    </section>
  );
}
