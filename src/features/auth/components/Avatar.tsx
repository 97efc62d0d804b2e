import { initialsOf, type MenuPerson } from '../user-menu-model';

export type AvatarSize = 'sm' | 'md' | 'lg';

/**
 * A round badge with the person's initials (else the e-mail's first letter, else 'U'). The initials are drawn
 * by CSS from data-initials: as text they would count as part of a button's visible label, which would then
 * no longer match the button's accessible name (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function Avatar({ person, size = 'md' }: { person: MenuPerson; size?: AvatarSize }) {
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true" data-size={size} data-initials={initialsOf(person)} />
  );
}
