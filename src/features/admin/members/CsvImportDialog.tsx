import { useMemo, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, TableScroll, TextField } from '../../../ui';
import { createMembersBatch, isOffline, type BatchRowResult } from '../admin-users';
import type { OrgMember, OrgTeam } from '../api';
import { CSV_PROBLEM_LABELS } from '../labels';
import {
  batches,
  memberCsvTemplate,
  parseMemberCsv,
  toBatchRow,
  type CsvMemberRow,
  type CsvParseResult,
} from './member-csv';
import { useBackendClient } from '../../../backend/BackendClientProvider';

interface Outcome {
  created: number;
  /**
   * Rows of the batch that was on its way when the import stopped, found already registered when it
   * resumed: the server had created them but its answer was lost. Counted apart, never created twice.
   */
  createdBeforeInterruption: number;
  /** Rows the server refused (by file line), with its reason. */
  refused: Array<{ line: number; email: string; reason: string }>;
  interrupted: string | null;
}

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([memberCsvTemplate()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'membri-modello.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Bulk import: the file is parsed and checked in the browser (preview with each row's problems);
 * the valid rows go to the admin-users function in batches (progress bar), each row created whole
 * or not at all; what the server refused is reported by line.
 */
export function CsvImportDialog({
  organizationId,
  members,
  teams,
  onClose,
  onImported,
}: {
  organizationId: string;
  members: OrgMember[];
  teams: OrgTeam[];
  onClose: () => void;
  onImported: () => void;
}) {
  const client = useBackendClient();
  const { t, i18n } = useLingui();
  const [fileName, setFileName] = useState('');
  const [parsed, setParsed] = useState<CsvParseResult | null>(null);
  const [password, setPassword] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** How many valid rows the server has answered for: an interrupted import resumes from there. */
  const [answered, setAnswered] = useState(0);
  const context = useMemo(() => ({ existingEmails: members.map((m) => m.email ?? ''), teams }), [members, teams]);
  const valid = parsed?.rows.filter((r) => r.issues.length === 0) ?? [];
  const invalid = parsed?.rows.filter((r) => r.issues.length > 0) ?? [];
  const passwordError = password && password.length < 8 ? t`La password deve avere almeno 8 caratteri` : undefined;

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setOutcome(null);
    if (!file) return setParsed(null);
    setFileName(file.name);
    setParsed(parseMemberCsv(await file.text(), context));
  }

  /**
   * Sends the valid rows from `from` on, batch after batch. After an interruption (`previous`), the first
   * batch is sent again whole: rows the server created before its answer was lost come back as
   * 'email_exists' and are counted as created before the interruption, so nobody is created twice.
   */
  async function runImport(from: number, previous: Outcome | null) {
    const result: Outcome = previous
      ? { ...previous, refused: [...previous.refused], interrupted: null }
      : { created: 0, createdBeforeInterruption: 0, refused: [], interrupted: null };
    let done = from;
    let resent = previous !== null;
    setOutcome(null);
    setProgress({ done, total: valid.length });
    for (const part of batches(valid.slice(from))) {
      try {
        const answer = await createMembersBatch(client, organizationId, part.map(toBatchRow), {
          defaultPassword: password,
          mustSetPassword: true,
        });
        result.created += answer.created;
        for (const r of answer.results.filter((x: BatchRowResult) => !x.ok)) {
          const row = part[r.row - 1] as CsvMemberRow;
          if (resent && r.code === 'email_exists') result.createdBeforeInterruption++;
          else result.refused.push({ line: row.line, email: row.values.email, reason: r.error ?? '' });
        }
      } catch (error) {
        result.interrupted = isOffline(error)
          ? t`Server non raggiungibile: l'importazione si è fermata. Le righe già importate restano; riprendi quando il server è raggiungibile.`
          : error instanceof Error
            ? error.message
            : String(error);
        break;
      }
      resent = false;
      done += part.length;
      setProgress({ done, total: valid.length });
    }
    setAnswered(done);
    setOutcome(result);
    setProgress(null);
    onImported();
  }

  const validCount = valid.length;
  const invalidCount = invalid.length;
  const importing = progress !== null;
  const remaining = validCount - answered;
  const canResume = outcome?.interrupted != null && remaining > 0;
  return (
    <Dialog open onOpenChange={(open) => !open && !importing && onClose()} title={<Trans>Importa membri da CSV</Trans>}>
      <div className="admin-form">
        <p className="muted">
          <Trans>
            Colonne: email, firstName, lastName, position, department, division, team (nome o id), teamRole, status,
            role, phone, hireDate (AAAA-MM-GG), age, gender, jobDescription.
          </Trans>{' '}
          <Button variant="ghost" onClick={downloadTemplate}>
            <Trans>Scarica il modello CSV</Trans>
          </Button>
        </p>
        <label className="field">
          <span className="field__label">
            <Trans>File CSV</Trans>
          </span>
          <input type="file" accept=".csv,text/csv" onChange={(event) => void readFile(event)} disabled={importing} />
        </label>
        {parsed?.missingEmailColumn ? (
          <p role="alert" className="field__error">
            <Trans>Il file non ha una colonna email.</Trans>
          </p>
        ) : null}
        {parsed && !parsed.missingEmailColumn ? (
          <>
            <p data-testid="csv-summary">
              <Trans>
                {fileName}: {validCount} righe valide, {invalidCount} con errori
              </Trans>
            </p>
            {/* the preview scrolls: focusable, so it scrolls from the keyboard too */}
            <TableScroll label={t`Anteprima dell'importazione`}>
              <table className="admin-table" aria-label={t`Anteprima dell'importazione`}>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Riga</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Email</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Nome</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Team</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Ruolo</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Esito</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {parsed.rows.slice(0, 200).map((row) => (
                    <tr key={row.line} className={row.issues.length ? 'admin-row--error' : undefined}>
                      <td>{row.line}</td>
                      <td>{row.values.email}</td>
                      <td>{`${row.values.firstName} ${row.values.lastName}`.trim()}</td>
                      <td>{row.values.team}</td>
                      <td>{row.values.role}</td>
                      <td>
                        {row.issues.length === 0 ? (
                          <Trans>Pronta</Trans>
                        ) : (
                          row.issues
                            .map((issue) => `${issue.column}: ${i18n._(CSV_PROBLEM_LABELS[issue.problem])}`)
                            .join('; ')
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            {parsed.rows.length > 200 ? (
              <p className="muted">
                <Trans>Anteprima delle prime 200 righe.</Trans>
              </p>
            ) : null}
            <TextField
              label={t`Password temporanea per i nuovi membri`}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={passwordError}
              hint={t`Almeno 8 caratteri: ognuno la sostituisce al primo accesso.`}
            />
          </>
        ) : null}
        {progress ? (
          <div>
            <progress max={progress.total} value={progress.done} aria-label={t`Avanzamento dell'importazione`} />
            <p className="muted">
              <Trans>
                Importati {progress.done} di {progress.total}
              </Trans>
            </p>
          </div>
        ) : null}
        {outcome ? <ImportReport outcome={outcome} skipped={invalid} /> : null}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={importing}>
            <Trans>Chiudi</Trans>
          </Button>
          {canResume ? (
            <Button onClick={() => void runImport(answered, outcome)} busy={importing}>
              <Trans>Riprendi l'importazione ({remaining} righe)</Trans>
            </Button>
          ) : null}
          {outcome === null ? (
            <Button
              onClick={() => void runImport(0, null)}
              busy={importing}
              disabled={validCount === 0 || !password || Boolean(passwordError)}
            >
              <Trans>Importa {validCount} membri</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}

function ImportReport({ outcome, skipped }: { outcome: Outcome; skipped: CsvMemberRow[] }) {
  const created = outcome.created;
  const before = outcome.createdBeforeInterruption;
  const notImported = skipped.length + outcome.refused.length;
  return (
    <div role="status" className="admin-report" data-testid="csv-report">
      <p>
        {outcome.interrupted ? (
          <Trans>
            Importazione interrotta: {created} creati finora, {notImported} non importati.
          </Trans>
        ) : (
          <Trans>
            Importazione completata: {created} creati, {notImported} non importati.
          </Trans>
        )}
      </p>
      {before > 0 ? (
        <p>
          <Trans>{before} erano già stati creati prima dell'interruzione.</Trans>
        </p>
      ) : null}
      {outcome.interrupted ? <p className="field__error">{outcome.interrupted}</p> : null}
      {notImported > 0 ? (
        <ul>
          {skipped.map((row) => (
            <li key={`s${row.line}`}>
              <Trans>Riga {row.line}</Trans> ({row.values.email || '—'})
            </li>
          ))}
          {outcome.refused.map((r) => (
            <li key={`r${r.line}`}>
              <Trans>Riga {r.line}</Trans> ({r.email}): {r.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
