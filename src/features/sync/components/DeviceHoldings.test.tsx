// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ownedTableNames, type HeldRows } from '../../../offline/store';
import { DeviceHoldings } from './DeviceHoldings';

i18n.loadAndActivate({ locale: 'it', messages: {} });
const withI18n = (children: ReactNode) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
afterEach(cleanup);

const none = (): HeldRows => Object.fromEntries(ownedTableNames.map((name) => [name, 0])) as HeldRows;

describe('DeviceHoldings', () => {
  it("lists what the device holds for the user, by kind, with each kind's count", async () => {
    const held = {
      ...none(),
      assessments: 3,
      questions: 12000,
      templates: 2,
      chatMessages: 500,
      phases: 4,
      activities: 9,
    };
    render(withI18n(<DeviceHoldings ownerId="u1" read={async () => held} />));
    const list = await screen.findByRole('region', { name: 'Dati salvati su questo dispositivo' });
    const rows = [...list.querySelectorAll('.sync-holdings__row')].map((row) => row.textContent);
    expect(rows).toEqual([
      'Assessment3',
      'Domande e modelli12.002',
      'Contenuti di coaching13',
      'Messaggi della chat500',
    ]);
  });

  it('says so when nothing is held, and when the device cannot be read', async () => {
    render(withI18n(<DeviceHoldings ownerId="u1" read={async () => none()} />));
    expect(await screen.findByText('Nessun dato salvato per te su questo dispositivo.')).toBeTruthy();
    cleanup();
    render(withI18n(<DeviceHoldings ownerId="u1" read={() => Promise.reject(new Error('blocked'))} />));
    expect(await screen.findByText('Non è stato possibile leggere i dati salvati su questo dispositivo.')).toBeTruthy();
  });
});
