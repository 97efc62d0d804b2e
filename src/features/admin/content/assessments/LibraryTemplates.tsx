import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { Button } from '../../../../ui';
import { copyLibraryTemplate, listTemplates, type TemplateSummary } from './templates-api';

/** The library's active templates, each copied into the organisation with one button. */
export function LibraryTemplates({ organizationId, onCopied }: { organizationId: string; onCopied: () => void }) {
  const { t } = useLingui();
  const client = useBackendClient();
  const [templates, setTemplates] = useState<TemplateSummary[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [copying, setCopying] = useState<string | null>(null);
  useEffect(() => {
    listTemplates(client, null).then(
      (rows) => setTemplates(rows.filter((row) => row.isActive)),
      () => setMessage(t`Impossibile caricare la libreria.`),
    );
  }, [client, t]);
  const copy = async (template: TemplateSummary) => {
    setCopying(template.id);
    try {
      await copyLibraryTemplate(client, template.id, organizationId);
      setMessage(t`${template.name} copiato: ora puoi modificarlo.`);
      onCopied();
    } catch {
      setMessage(t`Impossibile copiare ${template.name}.`);
    } finally {
      setCopying(null);
    }
  };
  return (
    <details className="admin-section">
      <summary>
        <Trans>Copia un modello della libreria</Trans>
      </summary>
      {templates?.length === 0 ? (
        <p className="muted">
          <Trans>La libreria non ha modelli.</Trans>
        </p>
      ) : null}
      <ul className="admin-list">
        {(templates ?? []).map((template) => (
          <li key={template.id} className="admin-list__item">
            <p className="admin-list__title">{template.name}</p>
            <Button
              variant="secondary"
              busy={copying === template.id}
              onClick={() => void copy(template)}
              aria-label={t`Copia ${template.name} nell'organizzazione`}
            >
              <Trans>Copia</Trans>
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className="muted">
        {message}
      </p>
    </details>
  );
}
