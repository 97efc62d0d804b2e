import { useId, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../ui';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { useRemote } from '../../components/use-remote';
import { parsePackText } from './pack-file';
import { importPack, listOrganizations, PackImportRefused, type ImportTarget } from './pack-sources';
import { summarizePack } from './pack-summary';
import type { ContentPack, PackError } from './pack-types';
import { PackErrorList } from './PackErrorList';
import { PackSummaryView } from './PackSummaryView';
import { validatePack, type PackCheck } from './validate-pack';

type Step =
  | { at: 'empty' }
  | { at: 'invalid'; errors: PackError[] }
  | { at: 'ready'; pack: ContentPack }
  | { at: 'importing'; pack: ContentPack }
  | { at: 'refused'; pack: ContentPack; errors: PackError[]; message: string }
  | { at: 'done'; name: string };

const LIBRARY = 'library';

/**
 * "Importa": choose a pack file, read what it holds (or every error with its path), then import it
 * in one call into the organisation (an org admin) or the library or a chosen organisation (a super
 * admin on the platform screen).
 */
export function ImportPackPanel({
  organizationId,
  onImported,
}: {
  organizationId: string | null;
  onImported: () => void;
}) {
  const { t } = useLingui();
  const client = useBackendClient();
  const fileId = useId();
  const targetId = useId();
  const [step, setStep] = useState<Step>({ at: 'empty' });
  const [chosenTarget, setChosenTarget] = useState(LIBRARY);
  const organizations = useRemote(`pack-orgs:${organizationId ?? 'platform'}`, () =>
    organizationId ? Promise.resolve([]) : listOrganizations(client),
  );

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return setStep({ at: 'empty' });
    const value = parsePackText(await file.text());
    const check: PackCheck =
      value === undefined ? { ok: false, errors: [{ path: '', code: 'unknown_format' }] } : validatePack(value);
    setStep(check.ok ? { at: 'ready', pack: check.pack } : { at: 'invalid', errors: check.errors });
  };

  const target: ImportTarget = organizationId
    ? { organizationId }
    : chosenTarget === LIBRARY
      ? { library: true }
      : { organizationId: chosenTarget };

  const run = async (pack: ContentPack) => {
    setStep({ at: 'importing', pack });
    try {
      await importPack(client, pack, target);
      setStep({ at: 'done', name: summarizePack(pack).name });
      onImported();
    } catch (error) {
      const refused = error instanceof PackImportRefused ? error : new PackImportRefused(String(error), []);
      setStep({ at: 'refused', pack, errors: refused.errors, message: refused.message });
    }
  };

  const pack = 'pack' in step ? step.pack : null;
  return (
    <section className="packs__import" aria-labelledby={`${fileId}-title`}>
      <h3 id={`${fileId}-title`}>
        <Trans>Importa un pacchetto</Trans>
      </h3>
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          <Trans>File del pacchetto (JSON)</Trans>
        </label>
        <input id={fileId} type="file" accept="application/json,.json" onChange={(e) => void onFile(e)} />
      </div>
      {organizationId ? null : (
        <div className="field">
          <label className="field__label" htmlFor={targetId}>
            <Trans>Importa in</Trans>
          </label>
          <select id={targetId} value={chosenTarget} onChange={(e) => setChosenTarget(e.target.value)}>
            <option value={LIBRARY}>{t`Libreria (tutte le organizzazioni)`}</option>
            {(organizations.data ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {step.at === 'invalid' ? <PackErrorList errors={step.errors} /> : null}
      {pack ? <PackSummaryView summary={summarizePack(pack)} /> : null}
      {step.at === 'refused' ? (
        step.errors.length ? (
          <PackErrorList errors={step.errors} />
        ) : (
          <p role="alert">
            <Trans>Importazione rifiutata; non è stato scritto nulla: {step.message}</Trans>
          </p>
        )
      ) : null}
      {pack ? (
        <Button busy={step.at === 'importing'} disabled={step.at === 'importing'} onClick={() => void run(pack)}>
          {step.at === 'importing' ? <Trans>Importazione in corso…</Trans> : <Trans>Importa</Trans>}
        </Button>
      ) : null}
      <p role="status">{step.at === 'done' ? <Trans>Importato: «{step.name}» è ora tra i contenuti.</Trans> : null}</p>
    </section>
  );
}
