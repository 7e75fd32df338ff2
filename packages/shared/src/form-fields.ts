import { useCallback, useRef, useState, type RefObject } from 'react';
import { checkFields, type FieldErrors, type FieldRules } from '@gloh/contract/field-rules';

export interface FormFields<T extends { [K in keyof T]: string }> {
  formRef: RefObject<HTMLFormElement | null>;
  values: T;
  errors: FieldErrors<T>;
  /** Changes one value and clears that field's error, so it does not nag while being fixed. */
  setValue: (name: keyof T, value: string) => void;
  /**
   * Checks every field by the contract's rules; on a problem, shows it and focuses the field once
   * the errors have painted.
   */
  validate: () => boolean;
  clear: () => void;
  /**
   * What a FormField of `name` takes from the form: its name, value, error, change handler and
   * the rule's maxLength.
   */
  field: <K extends keyof T & string>(
    name: K,
  ) => {
    name: K;
    value: string;
    error: string | undefined;
    onChange: (value: string) => void;
    maxLength: number;
  };
}

/**
 * The values and field errors of a form whose fields follow rules of @gloh/contract: the same
 * rules the API applies, so nothing the form lets through is refused for its format.
 */
export function useFormFields<T extends { [K in keyof T]: string }>(
  rules: FieldRules<T>,
  initialValues: T,
): FormFields<T> {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<T>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  const setValue = useCallback((name: keyof T, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  }, []);

  const validate = useCallback(() => {
    const found = checkFields(rules, values);
    setErrors(found);
    const firstInvalid = (Object.keys(rules) as (keyof T & string)[]).find((name) => found[name]);
    if (firstInvalid === undefined) return true;
    // Focus moves to the first problem once the errors have painted. focus() forces the page's
    // style and layout, and it scrolls: run in the submit's task, before React has rendered the
    // errors, that work came first and the errors were painted only after it (most of a phone's
    // wait to see them). The field is announced with its error, which is in place by then.
    const form = formRef.current;
    requestAnimationFrame(() => {
      setTimeout(() => form?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus());
    });
    return false;
  }, [rules, values]);

  const clear = useCallback(() => {
    setValues(initialValues);
    setErrors({});
  }, [initialValues]);

  const field = <K extends keyof T & string>(name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
    maxLength: rules[name].maxLength,
  });

  return { formRef, values, errors, setValue, validate, clear, field };
}
