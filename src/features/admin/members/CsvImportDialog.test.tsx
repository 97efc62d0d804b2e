// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FunctionsFetchError } from '@supabase/supabase-js';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendClientProvider } from '../../../backend/BackendClientProvider';
import type { BackendClient } from '../../../backend/backend-client';
import { CsvImportDialog } from './CsvImportDialog';
import { IMPORT_BATCH_SIZE } from './member-csv';

i18n.loadAndActivate({ locale: 'it', messages: {} });
afterEach(cleanup);

const PEOPLE = IMPORT_BATCH_SIZE * 2 + 50;
const csv = ['email,firstName,lastName', ...Array.from({ length: PEOPLE }, (_, i) => `p${i}@x.test,P,${i}`)].join('\n');

/**
 * The admin-users function as the server runs it: each row created once, an address with an account
 * refused as 'email_exists'. `cutAfter` rows into the second call, the connection drops: the rows
 * before the cut are created, the answer never arrives.
 */
function serverThatDropsOnce(cutAfter: number) {
  const creations = new Map<string, number>();
  const sent: string[][] = [];
  let calls = 0;
  const client = {
    functions: {
      invoke: async (_name: string, { body }: { body: { rows: Array<{ email: string }> } }) => {
        calls++;
        sent.push(body.rows.map((r) => r.email));
        const results = body.rows.map((r, i) => {
          if (calls === 2 && i >= cutAfter) return null;
          if (creations.has(r.email))
            return {
              row: i + 1,
              ok: false,
              code: 'email_exists',
              error: 'A user with this email address has already been registered',
            };
          creations.set(r.email, (creations.get(r.email) ?? 0) + 1);
          return { row: i + 1, ok: true, userId: `u-${r.email}` };
        });
        if (calls === 2) return { data: null, error: new FunctionsFetchError('Failed to fetch') };
        const ok = results.filter((r) => r?.ok).length;
        return { data: { results, created: ok, failed: results.length - ok }, error: null };
      },
    },
  } as unknown as BackendClient;
  return { client, creations, sent };
}

async function chooseFileAndImport() {
  // jsdom's File has no text(): the browser's answer is given here.
  const file = Object.assign(new File([csv], 'membri.csv', { type: 'text/csv' }), { text: async () => csv });
  fireEvent.change(screen.getByLabelText('File CSV'), { target: { files: [file] } });
  await screen.findByTestId('csv-summary');
  fireEvent.change(screen.getByLabelText('Password temporanea per i nuovi membri'), {
    target: { value: 'Temporanea-1' },
  });
  fireEvent.click(screen.getByRole('button', { name: `Importa ${PEOPLE} membri` }));
}

describe('CsvImportDialog', () => {
  it('resumes an interrupted import from the batch that was cut, creating nobody twice', async () => {
    const server = serverThatDropsOnce(30);
    render(
      <I18nProvider i18n={i18n}>
        <BackendClientProvider client={server.client}>
          <CsvImportDialog organizationId="org" members={[]} teams={[]} onClose={() => {}} onImported={() => {}} />
        </BackendClientProvider>
      </I18nProvider>,
    );
    await chooseFileAndImport();
    const resume = await screen.findByRole('button', {
      name: `Riprendi l'importazione (${PEOPLE - IMPORT_BATCH_SIZE} righe)`,
    });
    expect(screen.getByTestId('csv-report').textContent).toContain(
      `Importazione interrotta: ${IMPORT_BATCH_SIZE} creati finora`,
    );

    fireEvent.click(resume);
    await waitFor(() =>
      expect(screen.getByTestId('csv-report').textContent).toContain(
        `Importazione completata: ${PEOPLE - 30} creati, 0 non importati.`,
      ),
    );
    expect(screen.getByTestId('csv-report').textContent).toContain('30 erano già stati creati');
    // Every person exists once, and the resume started at the batch that was cut, not at the first.
    expect(server.creations.size).toBe(PEOPLE);
    expect([...server.creations.values()].every((n) => n === 1)).toBe(true);
    expect(server.sent[2]![0]).toBe(`p${IMPORT_BATCH_SIZE}@x.test`);
    expect(server.sent.flat()).toHaveLength(PEOPLE + IMPORT_BATCH_SIZE);
    expect(screen.queryByRole('button', { name: /Riprendi/ })).toBeNull();
  });
});
