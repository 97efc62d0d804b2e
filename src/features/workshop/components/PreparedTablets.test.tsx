// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackendClient } from '../../../backend/backend-client';
import { PreparedTablets } from './PreparedTablets';

i18n.loadAndActivate({ locale: 'it', messages: {} });

function fakeClient() {
  const rows = [
    {
      id: 'd1',
      label: 'Tablet 1',
      upload_until: '2026-01-15T00:00:00Z',
      revoked_at: null,
      last_contact_at: null,
      prepared_at: '2026-01-01T08:00:00Z',
    },
    {
      id: 'd2',
      label: 'Tablet 2',
      upload_until: '2026-01-15T00:00:00Z',
      revoked_at: '2026-01-02T08:00:00Z',
      last_contact_at: null,
      prepared_at: '2026-01-01T09:00:00Z',
    },
  ];
  const reads: string[] = [];
  const rpcs: unknown[] = [];
  const client = {
    from: () => ({
      select: () => ({
        eq: (column: string, value: string) => (
          reads.push(`${column}=${value}`),
          Promise.resolve({ data: rows, error: null })
        ),
      }),
    }),
    rpc: (name: string, args: { p_device_id: string }) => {
      rpcs.push([name, args]);
      rows.find((r) => r.id === args.p_device_id)!.revoked_at = '2026-01-03T08:00:00Z';
      return Promise.resolve({ data: null, error: null });
    },
  };
  return { client: client as unknown as BackendClient, reads, rpcs };
}

it('lists the tablets the user prepared and revokes one after confirmation', async () => {
  const user = userEvent.setup();
  const { client, reads, rpcs } = fakeClient();
  window.confirm = () => true;
  render(
    <I18nProvider i18n={i18n}>
      <PreparedTablets client={client} userId="coach-1" />
    </I18nProvider>,
  );
  await user.click(await screen.findByRole('button', { name: 'Revoca il tablet Tablet 1' }));
  expect(reads[0]).toBe('prepared_by=coach-1');
  expect(rpcs).toEqual([['revoke_workshop_device', { p_device_id: 'd1' }]]);
  // revoked tablets have no button any more
  await screen.findByText(/Tablet 1 — revocato il/);
  expect(screen.queryByRole('button', { name: /Revoca il tablet/ })).toBeNull();
});
