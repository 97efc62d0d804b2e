// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../features/auth/hooks', () => ({
  useAuth: () => ({
    user: { id: 'u1', email: 'member@acme.test' },
    profile: { first_name: 'Mario', last_name: 'Russo', email: 'member@acme.test' },
    roles: { effectiveRole: 'team_member', roles: ['team_member'] },
  }),
}));
vi.mock('../auth/use-logout', () => ({ useLogout: () => async () => undefined }));

// first-paint keeps the page's one first screen: a fresh copy per test, shared with the menu's import.
async function renderHeldMenu() {
  vi.resetModules();
  const firstPaint = await import('../../lib/first-paint');
  firstPaint.holdUntilFirstScreenPainted();
  const [{ UserMenu }, { LanguageProvider }] = await Promise.all([import('./UserMenu'), import('../../lib/i18n')]);
  render(
    <LanguageProvider>
      <UserMenu />
    </LanguageProvider>,
  );
  return firstPaint;
}

describe('the header user menu', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows its button alone until the first screen is painted, then the menu behind it', async () => {
    const { markFirstScreenPainted } = await renderHeldMenu();
    const button = await screen.findByRole('button', { name: 'Menu utente di Mario Russo' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('data-state');

    await act(async () => markFirstScreenPainted());
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Menu utente di Mario Russo' })).toHaveAttribute(
        'data-state',
        'closed',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu utente di Mario Russo' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('opens when its button is pressed before the menu has loaded', async () => {
    await renderHeldMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Menu utente di Mario Russo' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Esci');
  });
});
