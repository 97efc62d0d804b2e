import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button, Spinner, toast } from '../../../../ui';
import { useLiveRead } from '../../../../offline/store/hooks';
import { readSuggestions } from '../../../../offline/suggestions';
import { reachability } from '../../../../backend/reachability';
import { generateSuggestion, refreshSuggestions, type SuggestionActivity } from '../api';
import { m } from '../messages';
import { useReachable } from '../use-reachable';
import { useSuggestionHandlers } from '../use-suggestion-handlers';
import { CurrentSuggestion, PreviousSuggestion } from './SuggestionCard';
import '../suggestions.css';
import type { BackendClient } from '../../../../backend/backend-client';

export interface ActivitySuggestionsProps {
  activity: SuggestionActivity & { activity_type?: string | null };
  sessionId: string;
  /** The signed-in user; null hides the section. */
  userId: string | null;
  /** An accepted suggestion completes the activity (the progress machine). */
  onAccepted(): void;
}

/**
 * The AI suggestion section. Reads the device's copy live, refreshes it
 * from the backend; accept, reject and edit go through the offline write path; generating needs
 * the backend.
 */
export function ActivitySuggestionsView({
  client,
  activity,
  sessionId,
  userId,
  onAccepted,
}: ActivitySuggestionsProps & { client: BackendClient }) {
  if (!userId) return null;
  if (!activity.ai_prompt_template_id) {
    return activity.activity_type === 'ai_suggestion' ? (
      <section className="ai-suggestions" role="status">
        <p>
          <Trans>AI suggestions non configurate per questa attività.</Trans>
        </p>
      </section>
    ) : null;
  }
  return <Section client={client} activity={activity} sessionId={sessionId} userId={userId} onAccepted={onAccepted} />;
}

function Section({
  client,
  activity,
  sessionId,
  userId,
  onAccepted,
}: ActivitySuggestionsProps & { client: BackendClient; userId: string }) {
  const { t } = useLingui();
  const reachable = useReachable();
  const suggestions = useLiveRead(() => readSuggestions(userId, activity.id), [userId, activity.id]);
  const [generating, setGenerating] = useState(false);

  useEffect(() => {
    refreshSuggestions(client, userId, activity.id).catch(() => {
      // Offline the device's copy is what there is; only a backend that answered with an error is news.
      if (reachability.get().status === 'reachable') toast({ title: m.loadFailed, variant: 'error' });
    });
  }, [client, userId, activity.id]);

  const generate = async () => {
    setGenerating(true);
    try {
      await generateSuggestion(client, userId, activity, sessionId);
      toast({ title: m.generated, variant: 'success' });
    } catch {
      toast({ title: m.generateFailed, variant: 'error' });
    } finally {
      setGenerating(false);
    }
  };

  const handlers = useSuggestionHandlers(userId, onAccepted);

  const [current, ...previous] = suggestions ?? [];
  return (
    <section className="ai-suggestions" aria-label={t`Suggestions AI`}>
      <div className="ai-suggestions__head">
        <h2>
          <Trans>Suggestions AI</Trans>
        </h2>
        <Button onClick={() => void generate()} busy={generating} disabled={!reachable}>
          {current ? <Trans>Genera nuova suggestion</Trans> : <Trans>Genera suggestion</Trans>}
        </Button>
      </div>
      {!reachable && (
        <p className="muted" role="status">
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
          <Trans>Nessuna suggestion ancora: generane una.</Trans>
        </p>
      )}
      {previous.length > 0 && (
        <>
          <h3>
            <Trans>Suggestions Precedenti</Trans>
          </h3>
          <ul className="ai-suggestions__previous">
            {previous.map((suggestion) => (
              <PreviousSuggestion key={suggestion.id} suggestion={suggestion} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
