import { newOption, newQuestion, takesOptions } from './draft-factory';
import type { DraftOption, DraftQuestion, ResponseType, RuleDraft, TemplateDraft } from './draft-types';

/** Every change the editor makes to a draft. A question's change replaces that question only. */
export type EditorAction =
  | { type: 'template'; patch: Partial<Omit<TemplateDraft, 'questions'>> }
  | { type: 'add-question'; responseType?: ResponseType }
  | { type: 'question'; key: string; patch: Partial<DraftQuestion> }
  | { type: 'remove-question'; key: string }
  | { type: 'move-question'; from: number; to: number }
  | { type: 'add-option'; questionKey: string }
  | { type: 'option'; questionKey: string; optionKey: string; patch: Partial<DraftOption> }
  | { type: 'remove-option'; questionKey: string; optionKey: string }
  | { type: 'move-option'; questionKey: string; from: number; to: number }
  | { type: 'rule'; rule: RuleDraft | null }
  | { type: 'replace'; draft: TemplateDraft };

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items as T[];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

function withQuestion(draft: TemplateDraft, key: string, change: (q: DraftQuestion) => DraftQuestion): TemplateDraft {
  return { ...draft, questions: draft.questions.map((q) => (q.key === key ? change(q) : q)) };
}

/** A new response type keeps the texts; a choice type gets two empty options when it had none. */
function retyped(q: DraftQuestion, responseType: ResponseType): DraftQuestion {
  const options =
    takesOptions(responseType) && q.options.length === 0 && responseType !== 'likert_scale'
      ? [newOption(0), newOption(1)]
      : q.options;
  return { ...q, responseType, options };
}

export function editorReducer(draft: TemplateDraft, action: EditorAction): TemplateDraft {
  switch (action.type) {
    case 'template':
      return { ...draft, ...action.patch };
    case 'add-question':
      return { ...draft, questions: [...draft.questions, newQuestion(draft.questions, action.responseType)] };
    case 'question':
      return withQuestion(draft, action.key, (q) => {
        const next = { ...q, ...action.patch };
        return action.patch.responseType && action.patch.responseType !== q.responseType
          ? retyped(next, action.patch.responseType)
          : next;
      });
    case 'remove-question':
      return { ...draft, questions: draft.questions.filter((q) => q.key !== action.key) };
    case 'move-question':
      return { ...draft, questions: moveItem(draft.questions, action.from, action.to) };
    case 'add-option':
      return withQuestion(draft, action.questionKey, (q) => ({
        ...q,
        options: [...q.options, newOption(q.options.length)],
      }));
    case 'option':
      return withQuestion(draft, action.questionKey, (q) => ({
        ...q,
        options: q.options.map((o) => (o.key === action.optionKey ? { ...o, ...action.patch } : o)),
      }));
    case 'remove-option':
      return withQuestion(draft, action.questionKey, (q) => ({
        ...q,
        options: q.options.filter((o) => o.key !== action.optionKey),
      }));
    case 'move-option':
      return withQuestion(draft, action.questionKey, (q) => ({
        ...q,
        options: moveItem(q.options, action.from, action.to),
      }));
    case 'rule':
      return { ...draft, rule: action.rule };
    case 'replace':
      return action.draft;
  }
}
