import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, MenuCheckItem, MenuItem, MenuLabel, MenuSeparator } from '../../../ui';
import { roleLabel } from '../../../lib/role-labels';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '../../../lib/i18n';
import type { AvatarSize } from './Avatar';
import { UserMenuTrigger } from './UserMenuTrigger';
import { badgeRolesOf, displayNameOf, type MenuPerson } from '../user-menu-model';

export interface UserMenuViewProps {
  person: MenuPerson;
  /** The effective role (the highest-priority role held), shown as the primary role label. */
  primaryRole: string;
  roles: readonly string[];
  language: Language;
  onLanguage: (language: Language) => void;
  onLogout: () => void;
  size?: AvatarSize;
  /** Opens at once (asked for before the menu's code had arrived). */
  defaultOpen?: boolean;
}

/** The header's user menu: avatar, name or e-mail, primary role, role badges, languages (current ticked), logout. */
export function UserMenuView({
  person,
  primaryRole,
  roles,
  language,
  onLanguage,
  onLogout,
  size = 'md',
  defaultOpen = false,
}: UserMenuViewProps) {
  const { i18n } = useLingui();
  const name = displayNameOf(person);
  const badges = badgeRolesOf(roles);
  return (
    <Menu trigger={<UserMenuTrigger person={person} size={size} />} defaultOpen={defaultOpen}>
      <MenuLabel>
        <span className="user-menu__person">
          <strong>{name}</strong>
          <span className="user-menu__role">{i18n._(roleLabel(primaryRole))}</span>
        </span>
        {badges.length > 0 ? (
          <span className="user-menu__badges">
            {badges.map((role) => (
              <span key={role} className="role-badge" data-role={role}>
                {i18n._(roleLabel(role))}
              </span>
            ))}
          </span>
        ) : null}
      </MenuLabel>
      <MenuSeparator />
      <MenuLabel>
        <Trans>Lingua</Trans>
      </MenuLabel>
      {SUPPORTED_LANGUAGES.map((code) => (
        <MenuCheckItem key={code} checked={code === language} onSelect={() => onLanguage(code)}>
          <span lang={code}>{LANGUAGE_NAMES[code]}</span>
        </MenuCheckItem>
      ))}
      <MenuSeparator />
      <MenuItem onSelect={onLogout}>
        <Trans>Esci</Trans>
      </MenuItem>
    </Menu>
  );
}
