import { Trans, useLingui } from '@lingui/react/macro';
import type { WorkspaceSession } from '../workspace-api';

function SuggestionStatus({ status }: { status: string }) {
  if (status === 'accepted') return <Trans>Accettata</Trans>;
  if (status === 'rejected') return <Trans>Rifiutata</Trans>;
  if (status === 'user_modified') return <Trans>Modificata</Trans>;
  return <Trans>Generata</Trans>;
}

/** Members' submissions and suggestions, newest first, each opening its content. */
export function ReviewList({ session }: { session: WorkspaceSession }) {
  const { i18n } = useLingui();
  const nameOf = (userId: string) => session.members.find((m) => m.userId === userId)?.name ?? userId;
  const activityOf = (id: string) => session.phases.flatMap((p) => p.activities).find((a) => a.id === id)?.title ?? id;
  const when = (value: string | null) =>
    value ? i18n.date(new Date(value), { dateStyle: 'short', timeStyle: 'short' }) : '';
  return (
    <section className="coach-review">
      <h3>
        <Trans>Da rivedere</Trans>
      </h3>
      <h4>
        <Trans>Form inviati</Trans>
      </h4>
      {session.submissions.length === 0 ? (
        <p className="muted">
          <Trans>Nessun form inviato.</Trans>
        </p>
      ) : (
        <ul>
          {session.submissions.map((submission) => (
            <li key={submission.id}>
              <details>
                <summary>
                  {nameOf(submission.user_id)} · {submission.formTitle} ·{' '}
                  {submission.status === 'submitted' ? (
                    <Trans>inviato {when(submission.submitted_at)}</Trans>
                  ) : (
                    <Trans>bozza</Trans>
                  )}
                </summary>
                <pre>{JSON.stringify(submission.answers, null, 2)}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      <h4>
        <Trans>Suggestions AI</Trans>
      </h4>
      {session.suggestions.length === 0 ? (
        <p className="muted">
          <Trans>Nessuna suggestion.</Trans>
        </p>
      ) : (
        <ul>
          {session.suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <details>
                <summary>
                  {nameOf(suggestion.user_id)} · {activityOf(suggestion.activity_id)} ·{' '}
                  <SuggestionStatus status={suggestion.status} /> · {when(suggestion.generated_at)}
                </summary>
                <pre>{JSON.stringify(suggestion.content, null, 2)}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
