import type {
  DraftOption,
  DraftQuestion,
  LocalText,
  ResponseType,
  RuleDraft,
  RuleType,
  TemplateDraft,
} from './draft-types';

let counter = 0;
/** A key unique in this page, for React lists and reordering. */
export const newKey = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const emptyText = (): LocalText => ({ it: '', en: '' });

export const DEFAULT_SLIDER = { min: 0, max: 100, step: 1 } as const;

export function newOption(index: number): DraftOption {
  return {
    key: newKey('o'),
    id: String.fromCharCode(97 + (index % 26)) + (index >= 26 ? String(index) : ''),
    text: emptyText(),
    profileCode: '',
    dimension: '',
  };
}

/** Response types whose options the member chooses from, ranks or rates. */
export const takesOptions = (type: ResponseType): boolean =>
  type === 'single_choice' ||
  type === 'multiple_choice' ||
  type === 'ranking' ||
  type === 'rating_matrix' ||
  type === 'likert_scale';

/** A fresh item code not used by the other questions: Q01, Q02, ... */
export function nextItemCode(questions: readonly DraftQuestion[]): string {
  const used = new Set(questions.map((q) => q.itemCode));
  for (let n = questions.length + 1; ; n++) {
    const code = `Q${String(n).padStart(2, '0')}`;
    if (!used.has(code)) return code;
  }
}

export function newQuestion(
  questions: readonly DraftQuestion[],
  responseType: ResponseType = 'likert_5',
): DraftQuestion {
  const needsOptions = responseType !== 'likert_scale' && takesOptions(responseType);
  return {
    key: newKey('q'),
    itemCode: nextItemCode(questions),
    responseType,
    evaluationType: 'self',
    questionType: null,
    text: emptyText(),
    help: emptyText(),
    required: true,
    section: '',
    dimension: '',
    options: needsOptions ? [newOption(0), newOption(1)] : [],
    slider: { ...DEFAULT_SLIDER },
    extraMetadata: {},
  };
}

export function newRule(ruleType: RuleType, name = ''): RuleDraft {
  return {
    ruleType,
    name,
    scaleMin: 1,
    scaleMax: 5,
    dimensions: ruleType === 'dimension' || ruleType === 'alignment' ? ['Create', 'Relate', 'Organize'] : [],
    passionItems: [],
    workItems: [],
    customLogic:
      ruleType === 'custom'
        ? 'const values = questions.map((q) => Number(answers[q.item_code])).filter((v) => !Number.isNaN(v));\nreturn { score: values.length ? values.reduce((s, v) => s + v, 0) / values.length / 5 * 100 : 0 };'
        : '',
  };
}

export function newTemplate(organizationId: string | null): TemplateDraft {
  return {
    sourceId: null,
    organizationId,
    version: 0,
    name: emptyText(),
    description: emptyText(),
    assessmentTypeId: 'tpm',
    timeLimitMinutes: null,
    estimatedMinutes: null,
    questions: [],
    rule: null,
  };
}
