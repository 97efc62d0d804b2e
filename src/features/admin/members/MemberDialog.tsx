import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Field, TextField } from '../../../ui';
import { AdminCallError, createMember, isOffline, updateMember, type PersonFields } from '../admin-users';
import type { OrgMember, OrgTeam } from '../api';
import { SelectField } from '../components/SelectField';
import { runAdminAction } from '../components/admin-action';
import { GENDER_LABELS, MEMBER_STATUS_LABELS, TEAM_ROLE_LABELS } from '../labels';
import { ROLE_LABELS } from '../../../lib/role-labels';
import { MEMBER_ROLES, MEMBER_STATUSES, TEAM_ROLES } from './member-csv';
import { useBackendClient } from '../../../backend/BackendClientProvider';

type Form = Required<
  Pick<
    PersonFields,
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'position'
    | 'department'
    | 'division'
    | 'status'
    | 'phone'
    | 'hireDate'
    | 'age'
    | 'gender'
    | 'jobDescription'
    | 'teamId'
    | 'teamRole'
    | 'password'
  >
> & { role: string; access: 'password' | 'invitation' };

const blank: Form = {
  email: '',
  firstName: '',
  lastName: '',
  position: '',
  department: '',
  division: '',
  status: 'active',
  phone: '',
  hireDate: '',
  age: '',
  gender: '',
  jobDescription: '',
  teamId: '',
  teamRole: 'member',
  password: '',
  role: 'team_member',
  access: 'invitation',
};

const fromMember = (m: OrgMember): Form => ({
  ...blank,
  email: m.email ?? '',
  firstName: m.firstName,
  lastName: m.lastName,
  position: m.position ?? '',
  department: m.department ?? '',
  division: m.division ?? '',
  status: m.status,
  phone: m.phone ?? '',
  hireDate: m.hireDate ?? '',
  age: m.age != null ? String(m.age) : '',
  gender: m.gender ?? '',
  jobDescription: m.jobDescription ?? '',
});

/** Add a member (every profile field), or edit one (a password left empty keeps the current one). */
export function MemberDialog({
  organizationId,
  teams,
  member,
  open,
  onOpenChange,
  onSaved,
}: {
  organizationId: string;
  teams: OrgTeam[];
  /** null: a new member. */
  member: OrgMember | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const client = useBackendClient();
  const { t, i18n } = useLingui();
  const [form, setForm] = useState<Form>(() => (member ? fromMember(member) : blank));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  const editing = member !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!form.firstName.trim()) found.firstName = t`Required field`;
    if (!form.lastName.trim()) found.lastName = t`Required field`;
    if (!editing && !form.email.trim()) found.email = t`Required field`;
    else if (!editing && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email.trim())) found.email = t`Invalid email`;
    if (!editing && !form.password) found.password = t`Required field`;
    if (form.password && form.password.length < 8) found.password = t`La password deve avere almeno 8 caratteri`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const profile: PersonFields = {
      firstName: form.firstName,
      lastName: form.lastName,
      position: form.position,
      department: form.department,
      division: form.division,
      status: form.status,
      phone: form.phone,
      hireDate: form.hireDate,
      age: form.age,
      gender: form.gender,
      jobDescription: form.jobDescription,
    };
    setBusy(true);
    let serverErrors: Record<string, string> = {};
    const ok = await runAdminAction(
      async () => {
        try {
          if (editing) {
            await updateMember(client, member.userId, {
              ...profile,
              ...(form.password ? { password: form.password, mustSetPassword: false } : {}),
            });
          } else {
            await createMember(client, organizationId, {
              ...profile,
              email: form.email,
              password: form.password,
              mustSetPassword: form.access === 'invitation',
              roles: [form.role],
              ...(form.teamId ? { teamId: form.teamId, teamRole: form.teamRole } : {}),
            });
          }
        } catch (error) {
          if (error instanceof AdminCallError && !isOffline(error)) serverErrors = error.fields;
          throw error;
        }
      },
      { success: editing ? msg`Membro aggiornato` : msg`Membro aggiunto`, failure: msg`Error saving data` },
    );
    setBusy(false);
    setErrors(serverErrors);
    if (ok) {
      onOpenChange(false);
      onSaved();
    }
  }

  const options = (values: readonly string[], labels: Record<string, import('@lingui/core').MessageDescriptor>) =>
    values.map((value) => ({ value, label: labels[value] ? i18n._(labels[value]) : value }));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? <Trans>Modifica membro</Trans> : <Trans>Aggiungi membro</Trans>}
    >
      <form className="admin-form admin-form--grid" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t`Email`}
          type="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
          disabled={editing}
          required
        />
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
        <TextField label={t`Posizione`} value={form.position} onChange={set('position')} error={errors.position} />
        <TextField label={t`Reparto`} value={form.department} onChange={set('department')} error={errors.department} />
        <TextField label={t`Divisione`} value={form.division} onChange={set('division')} error={errors.division} />
        {editing ? null : (
          <>
            <SelectField
              label={t`Team`}
              value={form.teamId}
              onChange={set('teamId')}
              error={errors.teamId}
              options={[
                { value: '', label: t`Nessun team` },
                ...teams.map((team) => ({ value: team.id, label: team.name })),
              ]}
            />
            {form.teamId ? (
              <SelectField
                label={t`Ruolo nel team`}
                value={form.teamRole}
                onChange={set('teamRole')}
                options={options(TEAM_ROLES, TEAM_ROLE_LABELS)}
              />
            ) : null}
            <SelectField
              label={t`Ruolo`}
              value={form.role}
              onChange={set('role')}
              error={errors.roles}
              options={options(MEMBER_ROLES, ROLE_LABELS)}
            />
          </>
        )}
        <SelectField
          label={t`Stato`}
          value={form.status}
          onChange={set('status')}
          error={errors.status}
          options={options(MEMBER_STATUSES, MEMBER_STATUS_LABELS)}
        />
        <TextField label={t`Telefono`} type="tel" value={form.phone} onChange={set('phone')} error={errors.phone} />
        <TextField
          label={t`Data di assunzione`}
          type="date"
          value={form.hireDate}
          onChange={set('hireDate')}
          error={errors.hireDate}
        />
        <TextField
          label={t`Età`}
          type="number"
          min={14}
          max={120}
          value={form.age}
          onChange={set('age')}
          error={errors.age}
        />
        <SelectField
          label={t`Genere`}
          value={form.gender}
          onChange={set('gender')}
          error={errors.gender}
          options={[{ value: '', label: t`Non indicato` }, ...options(['male', 'female'], GENDER_LABELS)]}
        />
        <Field label={t`Descrizione del ruolo`} error={errors.jobDescription}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              value={form.jobDescription}
              onChange={set('jobDescription')}
            />
          )}
        </Field>
        {editing ? (
          <TextField
            label={t`Nuova password`}
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            error={errors.password}
            hint={t`Lascia vuoto per mantenere la password attuale.`}
          />
        ) : (
          <fieldset className="admin-form__wide">
            <legend>
              <Trans>Accesso</Trans>
            </legend>
            <label className="admin-choice">
              <input
                type="radio"
                name="access"
                checked={form.access === 'invitation'}
                onChange={() => setForm({ ...form, access: 'invitation' })}
              />
              <Trans>Invito: una password temporanea, che la persona sostituisce al primo accesso</Trans>
            </label>
            <label className="admin-choice">
              <input
                type="radio"
                name="access"
                checked={form.access === 'password'}
                onChange={() => setForm({ ...form, access: 'password' })}
              />
              <Trans>Password definitiva</Trans>
            </label>
            <TextField
              label={form.access === 'invitation' ? t`Password temporanea` : t`Password`}
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={set('password')}
              error={errors.password}
              hint={t`Almeno 8 caratteri.`}
              required
            />
          </fieldset>
        )}
        <div className="dialog__actions admin-form__wide">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <Trans>Annulla</Trans>
          </Button>
          <Button type="submit" busy={busy}>
            {editing ? <Trans>Salva</Trans> : <Trans>Aggiungi membro</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
