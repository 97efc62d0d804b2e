// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LanguageProvider } from '../../../lib/i18n';
import { DEMO_ACCOUNTS } from '../../../features/auth/demo-accounts.fixture';
import { deriveRoles } from '../../../features/auth/roles';
import { navigationGroups } from './areas';
import { currentAreaId } from './current-area';
import { NavigationView } from './NavigationView';

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

async function renderNav(email: 'admin@acme.test' | 'leader@acme.test', at: string, reachable = true) {
  const account = DEMO_ACCOUNTS[email];
  const groups = navigationGroups(
    deriveRoles({ sources: account.sources, admin: account.admin, profile: account.profile, impersonation: null }),
  );
  function Wired() {
    const location = useLocation();
    return <NavigationView groups={groups} currentId={currentAreaId(groups, location)} reachable={reachable} />;
  }
  render(
    <LanguageProvider>
      <MemoryRouter initialEntries={[at]}>
        <Wired />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </LanguageProvider>,
  );
  await screen.findByRole('navigation', { name: 'Navigazione principale' });
}

const menuButton = () => screen.getByRole('button', { name: 'Menu di navigazione' });

describe('the role navigation', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('is a labelled navigation landmark that marks the current place', async () => {
    await renderNav('leader@acme.test', '/team-leader/reports');
    const nav = await screen.findByRole('navigation', { name: 'Navigazione principale' });
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Report');
    // Several roles: each group is a list named after its role.
    expect(screen.getByRole('list', { name: 'Team leader' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Le mie attività' })).toBeInTheDocument();
  });

  it("takes a leader from the team's reports to the dashboard", async () => {
    const user = userEvent.setup();
    await renderNav('leader@acme.test', '/team-leader/reports');
    await user.click(screen.getByRole('link', { name: 'Dashboard team leader' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/team-leader/dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard team leader' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens from its button with Enter, closes with Escape and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    await renderNav('admin@acme.test', '/org-admin/org-acme');
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeNull();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: /Membri/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when an area is chosen, and when the user clicks outside it', async () => {
    const user = userEvent.setup();
    await renderNav('admin@acme.test', '/org-admin/org-acme');
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: /Dispositivi/ }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('where')).toHaveTextContent('/org-admin/org-acme?tab=devices');
    await user.click(menuButton());
    await user.click(screen.getByTestId('where'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('with no network, says which areas need it and, on a click, why it stays where it is', async () => {
    const user = userEvent.setup();
    await renderNav('admin@acme.test', '/org-admin/org-acme', false);
    const members = screen.getByRole('link', { name: 'Membri (richiede la rete)' });
    expect(members).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Dispositivi (richiede la rete)' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/org-admin\/org-acme$/);
    expect(screen.getByRole('status')).toHaveTextContent(/«Dispositivi» richiede la rete/);
  });

  it('says nothing about the network for the areas that work offline', async () => {
    await renderNav('leader@acme.test', '/team-leader/reports', false);
    expect(screen.queryByText(/richiede la rete/)).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
