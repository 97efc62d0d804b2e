import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../../../ui';
import type { LocalSuggestion } from '../../../../offline/suggestions';
import { isGeneratedOffline, shownContent } from '../shapes';
import { SuggestionContent } from './SuggestionContent';

export interface SuggestionHandlers {
  onAccept(id: string): void;
  onReject(id: string): void;
  onCopy(content: unknown): void;
  /** Resolves true when the edit was saved (valid JSON, stored on the device). */
  onSaveEdit(id: string, text: string): Promise<boolean>;
}

export function StatusLabel({ status }: { status: string }) {
  switch (status) {
    case 'accepted':
      return (
        <span className="badge badge--success">
          <Trans>Accettata</Trans>
        </span>
      );
    case 'rejected':
      return (
        <span className="badge badge--muted">
          <Trans>Rifiutata</Trans>
        </span>
      );
    case 'user_modified':
      return (
        <span className="badge">
          <Trans>Modificata</Trans>
        </span>
      );
    default:
      return (
        <span className="badge">
          <Trans>Generata</Trans>
        </span>
      );
  }
}

/** The current suggestion: its content, and accept, reject, edit, copy. */
export function CurrentSuggestion({
  suggestion,
  handlers,
}: {
  suggestion: LocalSuggestion;
  handlers: SuggestionHandlers;
}) {
  const { t } = useLingui();
  const content = shownContent(suggestion);
  const [draft, setDraft] = useState<string | null>(null);
  const editorId = useId();
  return (
    <article className="suggestion suggestion--current" aria-label={t`Suggestion corrente`}>
      <header className="suggestion__header">
        <StatusLabel status={suggestion.status} />
        {isGeneratedOffline(suggestion.generated_content) && (
          <span className="muted">
            <Trans>Generata offline, senza servizio AI</Trans>
          </span>
        )}
      </header>
      {draft === null ? (
        <SuggestionContent content={content} />
      ) : (
        <div className="suggestion__editor">
          <label htmlFor={editorId}>
            <Trans>Modifiche (JSON)</Trans>
          </label>
          <textarea id={editorId} rows={12} value={draft} onChange={(event) => setDraft(event.target.value)} />
        </div>
      )}
      <div className="suggestion__actions">
        {draft === null ? (
          <>
            {suggestion.status !== 'accepted' && (
              <Button onClick={() => handlers.onAccept(suggestion.id)}>
                <Trans>Accetta</Trans>
              </Button>
            )}
            {suggestion.status !== 'rejected' && (
              <Button variant="secondary" onClick={() => handlers.onReject(suggestion.id)}>
                <Trans>Rifiuta</Trans>
              </Button>
            )}
            <Button variant="secondary" onClick={() => setDraft(JSON.stringify(content, null, 2))}>
              <Trans>Modifica</Trans>
            </Button>
            <Button variant="ghost" onClick={() => handlers.onCopy(content)}>
              <Trans>Copia</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button
              onClick={() => void handlers.onSaveEdit(suggestion.id, draft).then((saved) => saved && setDraft(null))}
            >
              <Trans>Salva modifiche</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setDraft(null)}>
              <Trans>Annulla</Trans>
            </Button>
          </>
        )}
      </div>
    </article>
  );
}

/** An older suggestion under 'Suggestions Precedenti'. */
export function PreviousSuggestion({ suggestion }: { suggestion: LocalSuggestion }) {
  return (
    <li className="suggestion suggestion--previous">
      <header className="suggestion__header">
        <StatusLabel status={suggestion.status} />
      </header>
      <SuggestionContent content={shownContent(suggestion)} />
    </li>
  );
}
