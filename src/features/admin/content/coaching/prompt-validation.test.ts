import { describe, expect, it } from 'vitest';
import { placeholdersIn, unknownPlaceholders, validatePrompt, type PromptDraft } from './prompt-validation';

const draft: PromptDraft = {
  name: 'Mission',
  description: '',
  systemPrompt: 'Sei un coach.',
  userPromptTemplate: 'Risposte di {{ first_name }}: {{answers}} per {{answers}}',
  outputFormat: 'company_mission',
  model: '',
  isActive: true,
};

describe('a prompt template', () => {
  it('lists its placeholders once each', () => {
    expect(placeholdersIn(draft.userPromptTemplate)).toEqual(['first_name', 'answers']);
  });
  it('refuses a placeholder the function does not fill, and blank prompts', () => {
    expect(unknownPlaceholders('Ciao {{nome}}')).toEqual(['nome']);
    expect(validatePrompt(draft)).toEqual({});
    expect(
      Object.keys(validatePrompt({ ...draft, name: '', systemPrompt: ' ', userPromptTemplate: '{{nome}}' })).sort(),
    ).toEqual(['name', 'systemPrompt', 'userPromptTemplate']);
  });
});
