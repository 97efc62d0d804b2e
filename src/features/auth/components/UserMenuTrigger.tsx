import { useLingui } from '@lingui/react/macro';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { displayNameOf, type MenuPerson } from '../user-menu-model';
import { Avatar, type AvatarSize } from './Avatar';

export interface UserMenuTriggerProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'type'> {
  person: MenuPerson;
  size?: AvatarSize;
}

/**
 * The header's user-menu button: avatar and name or e-mail. The menu opens it (UserMenuView); alone, it is
 * what the header shows while the menu's code is still on its way (same size, no shift when it arrives).
 */
export const UserMenuTrigger = forwardRef<HTMLButtonElement, UserMenuTriggerProps>(function UserMenuTrigger(
  { person, size = 'md', ...button },
  ref,
) {
  const { t } = useLingui();
  const name = displayNameOf(person);
  return (
    <button ref={ref} type="button" className="user-menu__trigger" aria-label={t`Menu utente di ${name}`} {...button}>
      <Avatar person={person} size={size} />
      <span className="user-menu__name">{name}</span>
    </button>
  );
});
