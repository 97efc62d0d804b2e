import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { JOURNEY_STAGES, THREE_PART_KEYS, recogniseShape, type Pillar, type Stage } from '../shapes';

const pillarLabel: Record<Pillar, ReactNode> = {
  concezione: <Trans>Concezione</Trans>,
  connessione: <Trans>Connessione</Trans>,
  consegna: <Trans>Consegna</Trans>,
};
const stageLabel: Record<Stage, ReactNode> = {
  consapevolezza: <Trans>Consapevolezza</Trans>,
  considerazione: <Trans>Considerazione</Trans>,
  decisione: <Trans>Decisione</Trans>,
  partecipazione: <Trans>Partecipazione</Trans>,
  valutazione: <Trans>Valutazione</Trans>,
};

function List({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A suggestion's content rendered as its shape: mission, the three parts, the journey grid, or JSON. */
export function SuggestionContent({ content }: { content: unknown }) {
  const shape = recogniseShape(content);
  switch (shape.kind) {
    case 'company_mission':
      return (
        <div className="suggestion-content" data-shape="company_mission">
          <h3>{shape.name}</h3>
          <p>{shape.mission}</p>
          <h4>
            <Trans>Numeri chiave</Trans>
          </h4>
          <List items={shape.keyNumbers} />
          <h4>
            <Trans>KPI di miglioramento</Trans>
          </h4>
          <List items={shape.kpis} />
        </div>
      );
    case 'three_part':
      return (
        <dl className="suggestion-content" data-shape="three_part">
          {THREE_PART_KEYS.map((key) => (
            <div key={key}>
              <dt>{pillarLabel[key]}</dt>
              <dd>{shape.parts[key]}</dd>
            </div>
          ))}
        </dl>
      );
    case 'customer_journey':
      return (
        <div className="suggestion-content suggestion-journey" data-shape="customer_journey">
          <table>
            <caption>
              <Trans>Customer journey</Trans>
            </caption>
            <thead>
              <tr>
                <td />
                {JOURNEY_STAGES.map((stage) => (
                  <th key={stage} scope="col">
                    {stageLabel[stage]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {THREE_PART_KEYS.map((pillar) => (
                <tr key={pillar}>
                  <th scope="row">{pillarLabel[pillar]}</th>
                  {JOURNEY_STAGES.map((stage) => (
                    <td key={stage}>{shape.grid[pillar][stage] ?? '—'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'team_next_steps':
      return (
        <div className="suggestion-content" data-shape="team_next_steps">
          <p>{shape.summary}</p>
          <h4>
            <Trans>Prossimi passi</Trans>
          </h4>
          <ol>
            {shape.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </div>
      );
    case 'json':
      return (
        <pre className="suggestion-content" data-shape="json">
          {shape.text}
        </pre>
      );
  }
}
