import { useId } from 'react';
import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '@gloh/contract/staff';

/** One checkbox per role; the roles chosen are kept in the contract's order. */
export function RoleCheckboxes({
  value,
  onChange,
  disabled,
  inline = false,
}: {
  value: readonly StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  disabled?: boolean;
  inline?: boolean;
}) {
  const id = useId();
  return STAFF_ROLES.map((role) => (
    <div key={role} className={`form-check${inline ? ' form-check-inline' : ''}`}>
      <input
        id={`${id}-${role}`}
        type="checkbox"
        className="form-check-input"
        checked={value.includes(role)}
        disabled={disabled}
        onChange={(event) =>
          onChange(
            STAFF_ROLES.filter((r) => (r === role ? event.target.checked : value.includes(r))),
          )
        }
      />
      <label htmlFor={`${id}-${role}`} className="form-check-label text-nowrap">
        {STAFF_ROLE_NAMES[role]}
      </label>
    </div>
  ));
}

/** Shown when no role is ticked: the API refuses a member without one. */
export const CHOOSE_A_ROLE = 'Choose at least one role.';
