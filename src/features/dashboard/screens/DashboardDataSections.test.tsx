// @vitest-environment jsdom
import type { BackendClient } from '../../../backend/backend-client';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DashboardDataSections } from './DashboardDataSections';

i18n.loadAndActivate({ locale: 'it', messages: {} });
afterEach(cleanup);

vi.mock('../hooks', () => ({
  useMyAssessments: () => ({ rows: [], fromCache: false }),
  useMyTeamsAndSessions: () => ({
    localRead: true,
    data: undefined,
    error: new Error('boom'),
    fromCache: false,
    reload: () => undefined,
  }),
}));

describe('the /user data sections', () => {
  it("says 'Error loading dashboard' with a retry when the team and coaching read fails", () => {
    const user = { userId: 'u1', ledTeamIds: [], offline: false } as unknown as Parameters<
      typeof DashboardDataSections
    >[0]['user'];
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <DashboardDataSections user={user} client={{} as BackendClient} />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading dashboard');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
