import { Trans } from '@lingui/react/macro';

export interface TemplateVersionLabel {
  name: string | null;
  version: number | null;
}

/**
 * The template versions some assessments were taken with ("TWN · versione 2"), one per line: a template
 * is edited by publishing a new version, so the same name may stand for different questions and rules.
 */
export function TemplateVersions({ templates }: { templates: readonly TemplateVersionLabel[] }) {
  if (templates.length === 0) return <>—</>;
  return (
    <ul className="report-template-versions">
      {templates.map(({ name, version }) => (
        <li key={`${name ?? ''}-${version ?? ''}`}>
          {name ?? '—'}
          {typeof version === 'number' ? (
            <>
              {' · '}
              <Trans>versione {version}</Trans>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
