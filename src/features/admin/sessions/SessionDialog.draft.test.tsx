// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendClientProvider } from '../../../backend/BackendClientProvider';
import type { BackendClient } from '../../../backend/backend-client';
import { readDraft } from '../../../offline/drafts';
import { SessionDialog } from './SessionDialog';

i18n.loadAndActivate({ locale: 'it', messages: {} });
afterEach(cleanup);

const client = {
  auth: { getSession: async () => ({ data: { session: { user: { id: 'admin-1' } } } }) },
} as unknown as BackendClient;
const KEY = { ownerId: 'admin-1', screen: 'coaching-session', itemId: 'new' };

const dialog = () =>
  render(
    <I18nProvider i18n={i18n}>
      <BackendClientProvider client={client}>
        <SessionDialog
          session={null}
          teams={[]}
          programs={[]}
          coaches={[]}
          onClose={() => undefined}
          onSaved={() => undefined}
        />
      </BackendClientProvider>
    </I18nProvider>,
  );

describe('the session dialog keeps its unsaved draft on the device', () => {
  it('stores what is typed, offers it back when reopened, and restores or discards it', async () => {
    const first = dialog();
    await userEvent.type(screen.getByLabelText(/^Nome della sessione/), 'Sessione scritta offline');
    await waitFor(async () =>
      expect((await readDraft<{ name: string }>(KEY))?.value.name).toBe('Sessione scritta offline'),
    );
    first.unmount();

    const second = dialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Riprendi la bozza' }));
    expect(screen.getByLabelText(/^Nome della sessione/)).toHaveProperty('value', 'Sessione scritta offline');
    second.unmount();

    dialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Scarta la bozza' }));
    expect(screen.getByLabelText(/^Nome della sessione/)).toHaveProperty('value', '');
    await waitFor(async () => expect(await readDraft(KEY)).toBeUndefined());
  });
});
