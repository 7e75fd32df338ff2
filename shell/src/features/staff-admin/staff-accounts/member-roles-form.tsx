import { useState, type FormEvent } from 'react';
import type { StaffMemberSummary, StaffRole } from '@gloh/contract/staff';
import { RoleCheckboxes } from './role-checkboxes';

/** A member's roles, changed by ticking them and saving. */
export function MemberRolesForm({
  member,
  who,
  onSave,
}: {
  member: StaffMemberSummary;
  /** The member's name, or their email when they have none. */
  who: string;
  onSave: (roles: StaffRole[]) => void;
}) {
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [saved, setSaved] = useState(member.roles);
  // The API's answer is the truth: when it changes the member's roles, the ticks follow.
  if (saved !== member.roles) {
    setSaved(member.roles);
    setRoles(member.roles);
  }
  const unchanged = roles.join() === member.roles.join();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!unchanged) onSave(roles);
  }

  return (
    <form onSubmit={onSubmit}>
      <fieldset className="d-flex flex-column gap-1">
        <legend className="visually-hidden">Roles of {who}</legend>
        <RoleCheckboxes value={roles} onChange={setRoles} />
        <div>
          {/* aria-disabled rather than disabled: saving must not take the focus off the button. */}
          <button
            type="submit"
            className={`btn btn-outline-primary btn-sm text-nowrap${unchanged ? ' disabled' : ''}`}
            aria-disabled={unchanged}
          >
            Save roles
          </button>
        </div>
      </fieldset>
    </form>
  );
}
