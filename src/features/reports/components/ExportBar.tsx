import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, toast } from '../../../ui';
import type { TeamReport } from '../model/team-report';
import { TPM_DIMENSIONS } from '../model/types';
import { downloadBlob, exportFileName } from '../exports/download';
import type { ExportHeaders } from '../exports/table-rows';

type Kind = 'pdf' | 'xlsx' | 'json' | 'print';

/** PDF, Excel, JSON and print of the team report; each library is loaded only when asked for. */
export function ExportBar({ report, fetchedAt }: { report: TeamReport; fetchedAt: string | undefined }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<Kind | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const headers: ExportHeaders = {
    members: [
      t`Persona`,
      'E-mail',
      t`Ruolo`,
      t`Profilo dominante`,
      ...TPM_DIMENSIONS,
      t`Tipo MBTI`,
      t`Allineamento`,
      t`Fascia`,
      t`Assessment`,
    ],
    evaluations: [
      t`Persona`,
      t`Assessment`,
      t`Autovalutazione`,
      t`Manager`,
      t`Colleghi`,
      t`Numero colleghi`,
      t`Modello`,
    ],
    templateLabel: ({ name, version }) =>
      typeof version === 'number' ? `${name ?? '—'} · ${t`versione ${version}`}` : (name ?? '—'),
    summary: [
      { label: t`Membri`, value: report.stats.memberCount },
      { label: t`Membri con risultati`, value: report.stats.membersAssessed },
      { label: t`Assessment completati`, value: report.stats.completedAssessments },
      { label: t`Punteggio medio`, value: report.stats.averageScore ?? '' },
      { label: t`Allineamento medio`, value: report.alignment.average ?? '' },
    ],
  };
  const errors: Record<Kind, string> = {
    pdf: t`Errore nella generazione del PDF`,
    xlsx: t`Errore nella generazione del file Excel`,
    json: t`Errore nella generazione del JSON`,
    print: t`Errore durante la stampa`,
  };
  const onProgress = (done: number, total: number) => setProgress(total ? Math.round((done / total) * 100) : 100);

  async function run(kind: Kind) {
    setBusy(kind);
    setProgress(null);
    try {
      if (kind === 'print') {
        window.print();
      } else if (kind === 'json') {
        const { jsonBlob } = await import('../exports/json-export');
        downloadBlob(jsonBlob(report, fetchedAt ?? null), exportFileName(report.teamName, 'json'));
      } else if (kind === 'xlsx') {
        const { xlsxBlob } = await import('../exports/xlsx-export');
        downloadBlob(await xlsxBlob(report, headers, onProgress), exportFileName(report.teamName, 'xlsx'));
      } else {
        const { pdfBlob } = await import('../exports/pdf-export');
        downloadBlob(
          await pdfBlob(report, t`Report del team`, headers, onProgress),
          exportFileName(report.teamName, 'pdf'),
        );
      }
      // Printing has its own dialog; a file the browser saved is confirmed here.
      if (kind !== 'print') toast({ title: t`Report esportato con successo`, variant: 'success' });
    } catch (error) {
      console.error(error);
      toast({ title: errors[kind], variant: 'error' });
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  return (
    <div className="report-exports no-print" role="group" aria-label={t`Esporta il report`}>
      <Button variant="secondary" busy={busy === 'pdf'} disabled={busy !== null} onClick={() => void run('pdf')}>
        PDF
      </Button>
      <Button variant="secondary" busy={busy === 'xlsx'} disabled={busy !== null} onClick={() => void run('xlsx')}>
        Excel
      </Button>
      <Button variant="secondary" busy={busy === 'json'} disabled={busy !== null} onClick={() => void run('json')}>
        JSON
      </Button>
      <Button variant="secondary" busy={busy === 'print'} disabled={busy !== null} onClick={() => void run('print')}>
        <Trans>Stampa</Trans>
      </Button>
      {busy && progress !== null ? (
        <label className="report-exports__progress">
          <Trans>Esportazione in corso</Trans> <progress max={100} value={progress} /> {progress}%
        </label>
      ) : null}
    </div>
  );
}
