// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../ui';
import { buildTeamReport } from '../model/team-report';
import { ExportBar } from './ExportBar';

i18n.loadAndActivate({ locale: 'it', messages: {} });
afterEach(cleanup);

const downloaded: string[] = [];
vi.mock('../exports/download', async (original) => ({
  ...(await original<typeof import('../exports/download')>()),
  downloadBlob: (_blob: Blob, name: string) => void downloaded.push(name),
}));

beforeEach(() => {
  downloaded.length = 0;
});

describe('export bar', () => {
  it('says the export succeeded once the file is downloaded', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <ExportBar report={buildTeamReport([])} fetchedAt="2026-11-20T10:00:00Z" />
        <Toaster />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'JSON' }));
    await vi.waitFor(() => expect(downloaded).toHaveLength(1));
    expect(await screen.findByText('Report esportato con successo')).toBeInTheDocument();
  });
});
