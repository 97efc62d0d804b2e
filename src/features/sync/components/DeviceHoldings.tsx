import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { countHeldRows, type HeldRows } from '../../../offline/store';

/** The device's tables as the user knows them; tables of one kind are counted together. */
const GROUPS: Array<{ label: MessageDescriptor; tables: Array<keyof HeldRows> }> = [
  { label: msg`Assessment`, tables: ['assessments'] },
  { label: msg`Domande e modelli`, tables: ['questions', 'templates', 'scoringRules'] },
  {
    label: msg`Contenuti di coaching`,
    tables: ['coachingSessions', 'phases', 'activities', 'forms', 'formQuestions', 'submissions', 'suggestions'],
  },
  { label: msg`Avanzamenti`, tables: ['progress', 'teamProgress'] },
  { label: msg`Messaggi della chat`, tables: ['chatMessages'] },
  { label: msg`Pagine salvate per l'uso offline`, tables: ['snapshots'] },
  { label: msg`Modifiche in attesa e scartate`, tables: ['outbox', 'outboxLog'] },
];

/**
 * What the app keeps on this device for the signed-in user, counted per kind: beside the storage the
 * browser reports, it says what that storage holds (and that it stays bounded: the device keeps a
 * team's newest chat messages, the log of discarded changes is capped).
 */
export function DeviceHoldings({
  ownerId,
  read = countHeldRows,
}: {
  ownerId: string;
  read?: (ownerId: string) => Promise<HeldRows>;
}) {
  const { i18n } = useLingui();
  const [held, setHeld] = useState<HeldRows | null | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    read(ownerId).then(
      (value) => !cancelled && setHeld(value),
      () => !cancelled && setHeld(null),
    );
    return () => {
      cancelled = true;
    };
  }, [ownerId, read]);

  if (held === undefined) return null;
  if (held === null) {
    return (
      <p className="muted">
        <Trans>Non è stato possibile leggere i dati salvati su questo dispositivo.</Trans>
      </p>
    );
  }
  const rows = GROUPS.map(({ label, tables }) => ({
    label: i18n._(label),
    count: tables.reduce((sum, table) => sum + held[table], 0),
  })).filter((row) => row.count > 0);
  return (
    <section className="sync-panel__section" aria-labelledby="sync-holdings-title">
      <h3 id="sync-holdings-title">
        <Trans>Dati salvati su questo dispositivo</Trans>
      </h3>
      {rows.length === 0 ? (
        <p className="muted">
          <Trans>Nessun dato salvato per te su questo dispositivo.</Trans>
        </p>
      ) : (
        <dl className="sync-holdings">
          {rows.map((row) => (
            <div key={row.label} className="sync-holdings__row">
              <dt>{row.label}</dt>
              <dd>{i18n.number(row.count)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
