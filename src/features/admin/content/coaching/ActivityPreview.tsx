import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { formatDate } from '../../../../lib/i18n';
import { ACTIVITY_TYPE_LABELS, WORKSHOP_MODE_LABELS } from './labels';
import { isVideoLink, type ActivityDraft } from './validation';
import { workshopContent } from './workshop-content';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * What a member finds on the activity's card, from the draft as it is typed: its title, type, time,
 * whether it is required or for team leaders only, its instructions, and the content the member's
 * screen shows for its type (the video, the link to open, the workshop's logistics).
 */
export function ActivityPreview({ draft }: { draft: ActivityDraft }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const workshop = workshopContent(draft.workshop) as Record<string, string | number | string[] | undefined>;
  const minutes = draft.estimatedMinutes.trim();
  const mode = draft.workshop.mode;
  return (
    <section className="activity-preview" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Anteprima per il membro</Trans>
      </h3>
      <p>
        <strong>{draft.title.trim() || <Trans>(senza titolo)</Trans>}</strong> ·{' '}
        {i18n._(ACTIVITY_TYPE_LABELS[draft.activityType])}
      </p>
      {draft.description.trim() ? <p>{draft.description}</p> : null}
      <dl>
        {minutes ? <Fact label={<Trans>Durata stimata</Trans>}>{<Trans>{minutes} min</Trans>}</Fact> : null}
        <Fact label={<Trans>Obbligatoria</Trans>}>{draft.isRequired ? <Trans>Sì</Trans> : <Trans>No</Trans>}</Fact>
        {draft.teamLeaderOnly ? <Fact label={<Trans>Visibile a</Trans>}>{<Trans>Solo team leader</Trans>}</Fact> : null}
        {draft.instructions.trim() ? <Fact label={<Trans>Istruzioni</Trans>}>{draft.instructions}</Fact> : null}
        {draft.activityType === 'video' ? (
          <Fact label={<Trans>Video</Trans>}>
            {isVideoLink(draft.contentUrl) ? (
              <Trans>Riprodotto nella pagina dell'attività</Trans>
            ) : (
              <Trans>Nessun video valido</Trans>
            )}
          </Fact>
        ) : draft.contentUrl.trim() ? (
          <Fact label={<Trans>Contenuto</Trans>}>
            {<Trans>Pulsante "Apri Contenuto" verso {draft.contentUrl.trim()}</Trans>}
          </Fact>
        ) : null}
        {draft.activityType === 'workshop' && mode ? (
          <Fact label={<Trans>Modalità</Trans>}>{i18n._(WORKSHOP_MODE_LABELS[mode])}</Fact>
        ) : null}
        {draft.activityType === 'workshop' && typeof workshop.scheduled_datetime === 'string' ? (
          <Fact label={<Trans>Data e ora</Trans>}>
            {formatDate(workshop.scheduled_datetime, i18n.locale, 'dateTime')}
          </Fact>
        ) : null}
        {draft.activityType === 'workshop' && workshop.venue_address ? (
          <Fact label={<Trans>Sede</Trans>}>{workshop.venue_address}</Fact>
        ) : null}
        {draft.activityType === 'workshop' && workshop.meeting_url ? (
          <Fact label={<Trans>Link della riunione</Trans>}>{workshop.meeting_url}</Fact>
        ) : null}
        {draft.activityType === 'workshop' && workshop.max_participants ? (
          <Fact label={<Trans>Partecipanti massimi</Trans>}>{workshop.max_participants}</Fact>
        ) : null}
        {draft.activityType === 'workshop' && workshop.logistics_notes ? (
          <Fact label={<Trans>Note logistiche</Trans>}>{workshop.logistics_notes}</Fact>
        ) : null}
        {draft.activityType === 'workshop' && Array.isArray(workshop.tech_requirements) ? (
          <Fact label={<Trans>Requisiti tecnici</Trans>}>{workshop.tech_requirements.join(', ')}</Fact>
        ) : null}
      </dl>
    </section>
  );
}
