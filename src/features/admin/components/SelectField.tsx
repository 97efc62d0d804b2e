import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from '../../../ui';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select (keyboard and screen readers work as the platform does). */
export function SelectField({
  label,
  options,
  error,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode;
  options: SelectOption[];
  error?: ReactNode;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...rest} {...control} className="input">
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
