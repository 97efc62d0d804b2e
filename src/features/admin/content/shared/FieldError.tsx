import type { ReactNode } from 'react';

/** The message under a field that refused its input; its id is what the field's aria-describedby names. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="field__error" id={`${id}-error`} role="alert">
      {children}
    </p>
  );
}

/** aria attributes for a field with this id and maybe an error. */
export const errorAria = (id: string, hasError: boolean) => ({
  'aria-invalid': hasError || undefined,
  'aria-describedby': hasError ? `${id}-error` : undefined,
});
