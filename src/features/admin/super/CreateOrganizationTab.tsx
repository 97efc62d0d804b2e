import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField, toast } from '../../../ui';
import { AdminCallError, createOrganization, isOffline } from '../admin-users';
import { SelectField } from '../components/SelectField';
import { runAdminAction } from '../components/admin-action';
import { useBackendClient } from '../../../backend/BackendClientProvider';

const EMPTY = { name: '', logoUrl: '', status: 'active', firstName: '', lastName: '', email: '', password: '' };

/**
 * The organisation and its first org admin in one call; the admin is asked to set their own
 * password at first sign-in (/set-password).
 */
export function CreateOrganizationTab({ onCreated }: { onCreated: () => void }) {
  const client = useBackendClient();
  const { t } = useLingui();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const key of ['name', 'firstName', 'lastName', 'email', 'password'] as const)
      if (!form[key].trim()) missing[key] = t`Required field`;
    if (form.password && form.password.length < 8) missing.password = t`La password deve avere almeno 8 caratteri`;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    let fieldErrors: Record<string, string> = {};
    const ok = await runAdminAction(
      async () => {
        try {
          await createOrganization(client, {
            name: form.name,
            logoUrl: form.logoUrl || undefined,
            status: form.status,
            admin: { email: form.email, password: form.password, firstName: form.firstName, lastName: form.lastName },
          });
        } catch (error) {
          if (error instanceof AdminCallError && !isOffline(error)) {
            fieldErrors = Object.fromEntries(
              Object.entries(error.fields).map(([k, v]) => [k.replace(/^admin\./, ''), v]),
            );
          }
          throw error;
        }
      },
      { failure: msg`Error saving data` },
    );
    setBusy(false);
    setErrors(fieldErrors);
    if (ok) {
      const name = form.name;
      toast({
        title: t`Organizzazione ${name} creata`,
        description: t`L'amministratore imposterà la propria password al primo accesso.`,
        variant: 'success',
      });
      setForm(EMPTY);
      onCreated();
    }
  }

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset>
        <legend>
          <Trans>Organizzazione</Trans>
        </legend>
        <TextField
          label={t`Nome dell'organizzazione`}
          value={form.name}
          onChange={set('name')}
          error={errors.name}
          required
        />
        <TextField
          label={t`URL del logo`}
          type="url"
          value={form.logoUrl}
          onChange={set('logoUrl')}
          error={errors.logoUrl}
        />
        <SelectField
          label={t`Stato`}
          value={form.status}
          onChange={set('status')}
          options={[
            { value: 'active', label: t`Attiva` },
            { value: 'inactive', label: t`Inattiva` },
            { value: 'suspended', label: t`Sospesa` },
          ]}
        />
      </fieldset>
      <fieldset>
        <legend>
          <Trans>Primo amministratore dell'organizzazione</Trans>
        </legend>
        <TextField
          label={t`Nome`}
          value={form.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
          required
        />
        <TextField
          label={t`Cognome`}
          value={form.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
          required
        />
        <TextField
          label={t`Email dell'amministratore`}
          type="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
          required
        />
        <TextField
          label={t`Password temporanea`}
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={errors.password}
          hint={t`Almeno 8 caratteri: l'amministratore la cambierà al primo accesso.`}
          required
        />
      </fieldset>
      <Button type="submit" busy={busy}>
        <Trans>Crea organizzazione</Trans>
      </Button>
    </form>
  );
}
