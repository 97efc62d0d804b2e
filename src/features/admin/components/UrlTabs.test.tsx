// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router-dom';
import { UrlTabs } from './UrlTabs';

function Screen() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <UrlTabs
        label="Sezioni"
        params={params}
        setParams={setParams}
        items={[
          { id: 'members', label: 'Membri', content: 'elenco dei membri' },
          { id: 'devices', label: 'Dispositivi', content: 'elenco dei dispositivi' },
        ]}
      />
      <div data-testid="where">{location.search}</div>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Screen />
    </MemoryRouter>,
  );

describe("an admin screen's tabs selected by the URL", () => {
  afterEach(cleanup);

  it('opens the tab the URL names', () => {
    renderAt('/org-admin/o1?tab=devices');
    expect(screen.getByRole('tab', { name: 'Dispositivi' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('elenco dei dispositivi');
  });

  it('opens the first tab when the URL names none, or one the screen does not have', () => {
    renderAt('/org-admin/o1?tab=nope');
    expect(screen.getByRole('tab', { name: 'Membri' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the chosen tab into the URL and forgets the content section', async () => {
    renderAt('/org-admin/o1?tab=devices&section=coaching-programs');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Membri' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\?tab=members$/);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('elenco dei membri');
  });
});
