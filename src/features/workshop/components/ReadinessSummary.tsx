import { Trans, useLingui } from '@lingui/react/macro';
import type { ParticipantReadiness } from '../../../offline/workshop';
import { CaptionedTable } from '../../../ui';

/** Who can work on the tablet and with what: the preparer checks it before handing the tablet over. */
export function ReadinessSummary({
  teamName,
  uploadUntil,
  readiness,
}: {
  teamName: string;
  uploadUntil: string;
  readiness: ParticipantReadiness[];
}) {
  const { t, i18n } = useLingui();
  const until = i18n.date(uploadUntil, { dateStyle: 'medium' });
  const count = readiness.length;
  return (
    <div className="workshop-summary">
      <p>
        <Trans>
          Squadra {teamName}: {count} partecipanti. Il lavoro può essere inviato fino al {until}.
        </Trans>
      </p>
      <CaptionedTable caption={t`Dati pronti per ogni partecipante`}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Partecipante</Trans>
            </th>
            <th scope="col">
              <Trans>Assessment</Trans>
            </th>
            <th scope="col">
              <Trans>Attività</Trans>
            </th>
            <th scope="col">
              <Trans>Moduli</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {readiness.map((row) => (
            <tr key={row.userId}>
              <th scope="row">{row.fullName}</th>
              <td>{row.assessments}</td>
              <td>{row.activities}</td>
              <td>{row.forms}</td>
            </tr>
          ))}
        </tbody>
      </CaptionedTable>
    </div>
  );
}
