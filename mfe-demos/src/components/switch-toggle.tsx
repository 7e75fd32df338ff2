import type { ReactNode } from 'react';

/** A Bootstrap switch: a checkbox announced as a switch, with its label beside it. */
export function SwitchToggle({
  id,
  checked,
  onToggle,
  className,
  children,
}: {
  id: string;
  checked: boolean;
  onToggle: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`form-check form-switch ${className}`}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="form-check-input"
        checked={checked}
        onChange={onToggle}
      />
      <label className="form-check-label" htmlFor={id}>
        {children}
      </label>
    </div>
  );
}
