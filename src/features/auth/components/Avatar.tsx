import { initialsOf, type MenuPerson } from '../user-menu-model';

export type AvatarSize = 'sm' | 'md' | 'lg';

/** A round badge with the person's initials (else the e-mail's first letter, else 'U'). */
export function Avatar({ person, size = 'md' }: { person: MenuPerson; size?: AvatarSize }) {
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true" data-size={size}>
      {initialsOf(person)}
    </span>
  );
}
