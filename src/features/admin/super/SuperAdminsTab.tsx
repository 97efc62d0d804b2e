import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, LoadState, TableScroll, TextField } from '../../../ui';
import { createSuperAdmin, removeSuperAdmin } from '../admin-users';
import type { SuperAdminRow } from '../api';
import { runAdminAction } from '../components/admin-action';
import { useSuperAdmins } from '../hooks';
import { MEMBER_STATUS_LABELS, label } from '../labels';
import { useBackendClient } from '../../../backend/BackendClientProvider';

/** Super admins: name, e-mail, status, creation date, actions; create; remove (never the last one). */
export function SuperAdminsTab({ userId }: { userId: string }) {
  const admins = useSuperAdmins(userId);
  const [creating, setCreating] = useState(false);
  return (
    <div className="admin-section">
      <div className="admin-toolbar">
        <Button onClick={() => setCreating(true)}>
          <Trans>Nuovo super amministratore</Trans>
        </Button>
      </div>
      <LoadState query={admins}>{(rows) => <SuperAdminTable rows={rows} onChanged={admins.reload} />}</LoadState>
      <CreateSuperAdminDialog open={creating} onOpenChange={setCreating} onCreated={admins.reload} />
    </div>
  );
}

function SuperAdminTable({ rows, onChanged }: { rows: SuperAdminRow[]; onChanged: () => void }) {
  const client = useBackendClient();
  const { t, i18n } = useLingui();
  const [removing, setRemoving] = useState<SuperAdminRow | null>(null);
  const [busy, setBusy] = useState(false);
  const activeCount = rows.filter((r) => r.status !== 'inactive').length;
  const lastReason = t`L'ultimo super amministratore non può essere rimosso`;
  async function remove(row: SuperAdminRow) {
    setBusy(true);
    const ok = await runAdminAction(() => removeSuperAdmin(client, row.userId), {
      success: msg`Super amministratore rimosso`,
      failure: msg`Error deleting`,
    });
    setBusy(false);
    setRemoving(null);
    if (ok) onChanged();
  }
  const removingName = removing?.name ?? '';
  return (
    <>
      {/* Each row has its own button: the box needs no focus of its own to be scrolled by keyboard. */}
      <TableScroll>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Nome</Trans>
              </th>
              <th scope="col">
                <Trans>Email</Trans>
              </th>
              <th scope="col">
                <Trans>Stato</Trans>
              </th>
              <th scope="col">
                <Trans>Data di creazione</Trans>
              </th>
              <th scope="col">
                <Trans>Azioni</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const last = activeCount <= 1 && row.status !== 'inactive';
              const name = row.name;
              return (
                <tr key={row.userId}>
                  <td>{row.name}</td>
                  <td>{row.email}</td>
                  <td>{i18n._(label(MEMBER_STATUS_LABELS, row.status))}</td>
                  <td>{row.createdAt ? i18n.date(row.createdAt, { dateStyle: 'medium' }) : ''}</td>
                  <td>
                    <Button
                      variant="danger"
                      disabled={last}
                      title={last ? lastReason : undefined}
                      aria-label={t`Rimuovi ${name}`}
                      onClick={() => setRemoving(row)}
                    >
                      <Trans>Rimuovi</Trans>
                    </Button>
                    {last ? <p className="muted admin-note">{lastReason}</p> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={<Trans>Rimuovere {removingName} dai super amministratori?</Trans>}
        description={<Trans>L'account resta, senza i permessi di super amministratore.</Trans>}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              <Trans>Annulla</Trans>
            </Button>
            <Button variant="danger" busy={busy} onClick={() => removing && void remove(removing)}>
              <Trans>Rimuovi</Trans>
            </Button>
          </>
        }
      />
    </>
  );
}

const EMPTY = { firstName: '', lastName: '', email: '', password: '' };

function CreateSuperAdminDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const client = useBackendClient();
  const { t } = useLingui();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.email.trim() || !form.password) return setError(t`Email and password are required`);
    if (form.password.length < 8) return setError(t`La password deve avere almeno 8 caratteri`);
    setError(null);
    setBusy(true);
    const ok = await runAdminAction(() => createSuperAdmin(client, form), {
      success: msg`Super amministratore creato`,
      failure: msg`Error creating super administrator`,
    });
    setBusy(false);
    if (ok) {
      setForm(EMPTY);
      onOpenChange(false);
      onCreated();
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={<Trans>Nuovo super amministratore</Trans>}>
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t`Nome`} value={form.firstName} onChange={set('firstName')} />
        <TextField label={t`Cognome`} value={form.lastName} onChange={set('lastName')} />
        <TextField label={t`Email`} type="email" value={form.email} onChange={set('email')} required />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          required
        />
        {error ? (
          <p role="alert" className="field__error">
            {error}
          </p>
        ) : null}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <Trans>Annulla</Trans>
          </Button>
          <Button type="submit" busy={busy}>
            <Trans>Crea super amministratore</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
