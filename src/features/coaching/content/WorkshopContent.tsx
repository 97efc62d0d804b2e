import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/i18n';
import type { Json } from '../../../offline/store';
import type { LocalActivity } from '../../../offline/coaching';

interface WorkshopData {
  workshop_mode?: 'in_person' | 'online' | 'hybrid';
  meeting_url?: string;
  venue_address?: string;
  scheduled_datetime?: string;
  max_participants?: number;
  logistics_notes?: string;
  tech_requirements?: string[];
}

const asWorkshop = (data: Json): WorkshopData =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as WorkshopData) : {};

function ModeLabel({ mode }: { mode: WorkshopData['workshop_mode'] }) {
  if (mode === 'in_person') return <Trans>In Aula</Trans>;
  if (mode === 'online') return <Trans>Online</Trans>;
  if (mode === 'hybrid') return <Trans>Ibrido</Trans>;
  return null;
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The workshop's logistics, dates in the user's language. */
export function WorkshopContent({ activity }: { activity: LocalActivity }) {
  const { i18n } = useLingui();
  const data = asWorkshop(activity.content_data);
  const requirements = Array.isArray(data.tech_requirements) ? data.tech_requirements : [];
  return (
    <section className="activity-content activity-content--workshop">
      <dl className="workshop-facts">
        {data.workshop_mode ? (
          <Fact label={<Trans>Modalità</Trans>}>
            <ModeLabel mode={data.workshop_mode} />
          </Fact>
        ) : null}
        {data.scheduled_datetime ? (
          <Fact label={<Trans>Data e ora</Trans>}>
            <time dateTime={data.scheduled_datetime}>
              {formatDate(data.scheduled_datetime, i18n.locale, 'dateTime')}
            </time>
          </Fact>
        ) : null}
        {data.venue_address ? <Fact label={<Trans>Sede</Trans>}>{data.venue_address}</Fact> : null}
        {data.meeting_url ? (
          <Fact label={<Trans>Link della riunione</Trans>}>
            <a href={data.meeting_url} target="_blank" rel="noopener noreferrer">
              {data.meeting_url}
            </a>
          </Fact>
        ) : null}
        {data.max_participants ? (
          <Fact label={<Trans>Partecipanti massimi</Trans>}>{data.max_participants}</Fact>
        ) : null}
        {data.logistics_notes ? <Fact label={<Trans>Note logistiche</Trans>}>{data.logistics_notes}</Fact> : null}
      </dl>
      {requirements.length > 0 ? (
        <>
          <h3>
            <Trans>Requisiti tecnici</Trans>
          </h3>
          <ul className="workshop-requirements">
            {requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
