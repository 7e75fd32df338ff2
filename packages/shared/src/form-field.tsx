import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';

/** Plain Bootstrap form markup for every form of the site (one idiom, no react-bootstrap Form). */
export interface FormFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, shown under it and announced with it. */
  error?: string;
  /** Ids of other elements that describe the field (e.g. a list of password rules). */
  describedBy?: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  /** A textarea with this many rows instead of a one-line input. */
  rows?: number;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  autoComplete?: string;
  size?: 'lg';
  /** Controls joined to the input, e.g. a Show/Hide button. */
  append?: ReactNode;
  className?: string;
  inputProps?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'inputMode' | 'autoCapitalize' | 'autoCorrect' | 'spellCheck'
  >;
}

export function FormField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  describedBy,
  type = 'text',
  rows,
  required = false,
  disabled,
  maxLength,
  autoComplete,
  size,
  append,
  className,
  inputProps,
}: FormFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // A server-rendered field takes typing and autofill before the page hydrates, and hydration
    // keeps what the DOM holds without telling the form: the state would still say '' (submit
    // refused, the text wiped on the next render). Hand the held text over the way typing does.
    // Only the first render's value counts: later ones already follow the input's events.
    const held = (inputRef.current ?? textareaRef.current)?.value;
    if (held !== undefined && held !== value) onChange(held);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for what hydration found
  }, []);
  const errorId = `${id}-error`;
  const describers = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    required,
    disabled,
    maxLength,
    autoComplete,
    className: ['form-control', size ? `form-control-${size}` : '', error ? 'is-invalid' : '']
      .filter(Boolean)
      .join(' '),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describers || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  const control =
    rows !== undefined ? (
      <textarea {...common} ref={textareaRef} rows={rows} />
    ) : (
      <input {...common} {...inputProps} ref={inputRef} type={type} />
    );
  const feedback = error ? (
    <div id={errorId} className="invalid-feedback">
      {error}
    </div>
  ) : null;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {append ? (
        <div className={`input-group${error ? ' has-validation' : ''}`}>
          {control}
          {append}
          {feedback}
        </div>
      ) : (
        <>
          {control}
          {feedback}
        </>
      )}
    </div>
  );
}

/** A form's error, announced at once; render it only while there is one. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div className="alert alert-danger" role="alert">
      {children}
    </div>
  );
}

/** The submit button of a form: disabled with a spinner and its own label while sending. */
export function SubmitButton({
  submitting,
  submittingLabel,
  children,
  className = 'btn btn-primary',
  disabled,
}: {
  submitting: boolean;
  submittingLabel: string;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <button type="submit" className={className} disabled={disabled ?? submitting}>
      {submitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {submitting ? submittingLabel : children}
    </button>
  );
}
