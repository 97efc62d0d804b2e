// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider } from '../../../lib/i18n';
import { UserMenuView, type UserMenuViewProps } from './UserMenuView';

const member = { firstName: 'Mario', lastName: 'Russo', email: 'member@acme.test' };

function renderMenu(props: Partial<UserMenuViewProps> = {}) {
  const handlers = { onLanguage: vi.fn(), onLogout: vi.fn() };
  render(
    <LanguageProvider>
      <UserMenuView
        person={member}
        primaryRole="team_member"
        roles={['team_member']}
        language="it"
        {...handlers}
        {...props}
      />
    </LanguageProvider>,
  );
  return handlers;
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /Menu utente di/ }));
  return screen.findByRole('menu');
}

describe('UserMenuView', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows the avatar initials and the full name on the trigger, in the requested size', async () => {
    renderMenu({ size: 'lg' });
    const trigger = await screen.findByRole('button', { name: 'Menu utente di Mario Russo' });
    const avatar = trigger.querySelector('.avatar');
    expect(avatar).toHaveAttribute('data-initials', 'MR');
    expect(avatar).toHaveClass('avatar--lg');
  });

  it('falls back to the e-mail (name and first letter), then to U', async () => {
    renderMenu({ person: { firstName: null, lastName: null, email: 'member@acme.test' }, size: 'sm' });
    const trigger = await screen.findByRole('button', { name: 'Menu utente di member@acme.test' });
    expect(trigger.querySelector('.avatar')).toHaveAttribute('data-initials', 'M');
    expect(trigger.querySelector('.avatar')).toHaveClass('avatar--sm');
    cleanup();
    renderMenu({ person: { firstName: null, lastName: null, email: null } });
    expect((await screen.findByRole('button', { name: /Menu utente di/ })).querySelector('.avatar')).toHaveAttribute(
      'data-initials',
      'U',
    );
  });

  it('shows the primary role label and no badge for a member', async () => {
    renderMenu();
    const menu = await openMenu();
    expect(menu).toHaveTextContent('Membro del team');
    expect(menu.querySelectorAll('.role-badge')).toHaveLength(0);
  });

  it('shows badges only for super admin, org admin, manager and team leader', async () => {
    renderMenu({ primaryRole: 'manager', roles: ['manager', 'team_leader', 'team_member', 'coach'] });
    const menu = await openMenu();
    const badges = [...menu.querySelectorAll('.role-badge')].map((badge) => badge.textContent);
    expect(badges).toEqual(['Manager', 'Team leader']);
  });

  it('ticks the current language, switches language and logs out', async () => {
    const handlers = renderMenu({ language: 'en' });
    await openMenu();
    expect(screen.getByRole('menuitemcheckbox', { name: /English/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemcheckbox', { name: /Italiano/ })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: /Italiano/ }));
    expect(handlers.onLanguage).toHaveBeenCalledWith('it');

    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Esci' }));
    expect(handlers.onLogout).toHaveBeenCalledTimes(1);
  });
});
