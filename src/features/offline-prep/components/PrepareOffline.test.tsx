// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { getOfflineDb } from '../../../offline/store';
import type { Row, Where } from '../plan';
import { PrepareOffline } from './PrepareOffline';

i18n.loadAndActivate({ locale: 'it', messages: {} });
const withI18n = (children: ReactNode) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const USER = '00000000-0000-4000-8000-0000000000aa';

/** A tiny server: one open assessment with two questions, and a gate to hold the download midway. */
function fakeServer() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const tables: Record<string, Row[]> = {
    assessments: [{ id: 'a1', template_id: 't1', user_id: USER, answers: {}, answer_times: {}, completed_at: null }],
    assessment_templates: [{ id: 't1', name: 'TPM' }],
    assessment_questions: [
      { id: 'q1', template_id: 't1', language: 'it' },
      { id: 'q2', template_id: 't1', language: 'en' },
    ],
    scoring_rule_templates: [],
  };
  const select = async (table: string, columns: string, _where: Where, limit?: number) => {
    if (table === 'assessment_questions' && columns === '*' && limit === undefined) await gate;
    return tables[table] ?? [];
  };
  return { select, release };
}

afterEach(cleanup);

it('estimates the size first, shows an accessible progress bar, then marks the assessment ready offline', async () => {
  await Promise.all(getOfflineDb().tables.map((table) => table.clear()));
  const server = fakeServer();
  const user = userEvent.setup();
  render(withI18n(<PrepareOffline ownerId={USER} select={server.select} />));

  await user.click(await screen.findByRole('button', { name: 'Prepara offline' }));
  expect(await screen.findByText(/≈ .+ B, 4 elementi/)).toBeInTheDocument();
  expect(await getOfflineDb().questions.count()).toBe(0); // nothing downloaded before the user agrees

  await user.click(screen.getByRole('button', { name: 'Scarica' }));
  const bar = await screen.findByRole('progressbar', { name: "Download per l'uso offline" });
  expect(bar).toHaveAttribute('max', '4');
  server.release();

  expect(await screen.findByText('Download completato.')).toBeInTheDocument();
  expect(await screen.findByText('1 assessment pronto offline.')).toBeInTheDocument();
  expect(await getOfflineDb().questions.count()).toBe(2);
});
