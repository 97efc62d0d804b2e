import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Button, Spinner, toast } from '../../../../ui';
import { useLiveRead } from '../../../../offline/store/hooks';
import { readTeamSuggestions } from '../../../../offline/suggestions';
import { reachability } from '../../../../backend/reachability';
import { m } from '../messages';
import { generateTeamSuggestion, refreshTeamSuggestions } from '../team-api';
import { useReachable } from '../use-reachable';
import { useSuggestionHandlers } from '../use-suggestion-handlers';
import { CurrentSuggestion, PreviousSuggestion } from './SuggestionCard';
import '../suggestions.css';
import type { BackendClient } from '../../../../backend/backend-client';

export interface TeamSuggestionsProps {
  sessionId: string;
  /** The signed-in user (a member of the session's team or its coach). */
  userId: string;
}

/**
 * The team coaching screen's AI assistant: next steps for the whole team from its progress and
 * submissions. The team's suggestions are read from the device and refreshed from the backend;
 * accept, reject and edit are the activity suggestions' own flow; asking for one needs the backend.
 */
export function TeamSuggestionsView({ client, sessionId, userId }: TeamSuggestionsProps & { client: BackendClient }) {
  const { t } = useLingui();
  const headingId = useId();
  const offlineNoteId = useId();
  const reachable = useReachable();
  const suggestions = useLiveRead(() => readTeamSuggestions(userId, sessionId), [userId, sessionId]);
  const [generating, setGenerating] = useState(false);
  const handlers = useSuggestionHandlers(userId);

  useEffect(() => {
    refreshTeamSuggestions(client, userId, sessionId).catch(() => {
      // Offline the device's copy is what there is; only a backend that answered with an error is news.
      if (reachability.get().status === 'reachable') toast({ title: m.loadFailed, variant: 'error' });
    });
  }, [client, userId, sessionId]);

  const generate = async () => {
    setGenerating(true);
    try {
      await generateTeamSuggestion(client, userId, sessionId);
      toast({ title: m.generated, variant: 'success' });
    } catch {
      toast({ title: m.generateFailed, variant: 'error' });
    } finally {
      setGenerating(false);
    }
  };

  const [current, ...previous] = suggestions ?? [];
  return (
    <section className="ai-suggestions ai-suggestions--team" aria-labelledby={headingId}>
      <div className="ai-suggestions__head">
        <h2 id={headingId}>
          <Trans>Assistente AI</Trans>
        </h2>
        <Button
          onClick={() => void generate()}
          busy={generating}
          disabled={!reachable}
          aria-describedby={reachable ? undefined : offlineNoteId}
        >
          {current ? <Trans>Chiedi nuovi prossimi passi</Trans> : <Trans>Chiedi i prossimi passi</Trans>}
        </Button>
      </div>
      <p className="muted">
        <Trans>
          L'assistente suggerisce al team i prossimi passi a partire dai progressi e dalle risposte ai form. Il team e
          il coach vedono le stesse suggestions.
        </Trans>
      </p>
      {!reachable && (
        <p className="muted" role="status" id={offlineNoteId}>
          <Trans>
            Per generare una suggestion serve la connessione. Puoi accettare, rifiutare e modificare anche offline.
          </Trans>
        </p>
      )}
      {suggestions === undefined ? (
        <Spinner />
      ) : current ? (
        <CurrentSuggestion key={current.id} suggestion={current} handlers={handlers} />
      ) : (
        <p className="muted">
          <Trans>Nessuna suggestion per il team ancora: chiedi i prossimi passi.</Trans>
        </p>
      )}
      {previous.length > 0 && (
        <>
          <h3>
            <Trans>Suggestions Precedenti</Trans>
          </h3>
          <ul className="ai-suggestions__previous" aria-label={t`Suggestions precedenti del team`}>
            {previous.map((suggestion) => (
              <PreviousSuggestion key={suggestion.id} suggestion={suggestion} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
