/** What a valid pack holds, counted for the summary shown before importing. */
import type { ContentPack } from './pack-types';

export type PackSummary =
  | { kind: 'assessment-template'; name: string; italian: number; english: number; rule: string | null }
  | { kind: 'coaching-program'; name: string; phases: number; activities: number; forms: number; prompts: number };

export function summarizePack(pack: ContentPack): PackSummary {
  if (pack.kind === 'assessment-template') {
    return {
      kind: pack.kind,
      name: pack.template.name,
      italian: pack.questions.filter((q) => q.language === 'it').length,
      english: pack.questions.filter((q) => q.language === 'en').length,
      rule: pack.scoring_rule?.name ?? null,
    };
  }
  return {
    kind: pack.kind,
    name: pack.program.name,
    phases: pack.phases.length,
    activities: pack.phases.reduce((n, p) => n + p.activities.length, 0),
    forms: pack.forms.length,
    prompts: pack.prompts.length,
  };
}
