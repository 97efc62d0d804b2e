/**
 * An org admin exports the library's TPM template as a pack file from Contenuti → Pacchetti, picks
 * the downloaded file, reads what it holds and imports it back: Acme gets its own copy, with a
 * message saying so. A file with an error is refused with the error's path and nothing imported.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seedId, serviceDelete } from './support/backend-admin.ts';
import { signedInPage } from './support/session.ts';

const ACME = seedId('10000000', 1);
const STARTED = new Date().toISOString();

test.afterAll(async () => {
  await serviceDelete(`assessment_templates?organization_id=eq.${ACME}&created_at=gt.${STARTED}`);
  await serviceDelete(`scoring_rule_templates?organization_id=eq.${ACME}&created_at=gt.${STARTED}`);
});

test('an org admin exports a library template and imports it back as a copy', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page } = await signedInPage(browser, 'admin@acme.test', `/org-admin/${ACME}`);
  await page.getByRole('tab', { name: 'Contenuti' }).click();
  await page.getByRole('tab', { name: 'Pacchetti' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta TPM – Team Performance Model' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tpm-team-performance-model-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const pack = JSON.parse(await readFile(path, 'utf8')) as { questions: unknown[] };

  // A tampered copy is refused at its path before anything is sent.
  await page.getByLabel('File del pacchetto (JSON)').setInputFiles({
    name: 'tampered.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...pack, owner: 'x' })),
  });
  await expect(page.getByRole('alert')).toContainText('owner');
  await expect(page.getByRole('button', { name: 'Importa', exact: true })).toHaveCount(0);

  await page.getByLabel('File del pacchetto (JSON)').setInputFiles(path);
  await expect(page.getByText('Modello di assessment «TPM – Team Performance Model»')).toBeVisible();
  await expect(page.getByText(/domande in inglese/)).toBeVisible();
  await page.getByRole('button', { name: 'Importa', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Importato' })).toContainText('TPM – Team Performance Model');

  // The copy is Acme's own: listed for export without the library mark.
  await expect(
    page.getByRole('listitem').filter({ hasText: 'TPM – Team Performance Model' }).filter({ hasNotText: 'Libreria' }),
  ).toHaveCount(1);
});
