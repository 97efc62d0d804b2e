import { useEffect, useState, type Dispatch } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FieldError, errorAria } from '../shared/FieldError';
import { newRule } from './draft-factory';
import { RULE_TYPES, type RuleDraft, type RuleType } from './draft-types';
import type { EditorAction } from './editor-reducer';
import { ruleTypeLabel } from './labels';
import { problemMessage } from './problem-messages';
import { fieldId, ruleProblems, type CustomLogicCheck } from './validate-draft';

const list = (text: string) => text.split(',').map((s) => s.trim());

/** The version's scoring rule: every kind the scorer supports; custom logic is checked as it is typed. */
export function RuleEditor({
  rule,
  dispatch,
  checkCustomLogic,
  parseCustomLogic,
}: {
  rule: RuleDraft | null;
  dispatch: Dispatch<EditorAction>;
  checkCustomLogic: CustomLogicCheck;
  parseCustomLogic: (logic: string) => Promise<string | null>;
}) {
  const { t, i18n } = useLingui();
  const logic = rule?.ruleType === 'custom' ? rule.customLogic : null;
  const [parsed, setParsed] = useState<{ logic: string; error: string | null } | null>(null);
  // Parsed in the scorer's sandbox a moment after typing stops; a result for older text is ignored.
  useEffect(() => {
    if (logic === null || checkCustomLogic(logic).length > 0) return;
    let current = true;
    const timer = setTimeout(() => {
      void parseCustomLogic(logic).then(
        (error) => current && setParsed({ logic, error }),
        () => {},
      );
    }, 600);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [logic, checkCustomLogic, parseCustomLogic]);
  const parseError = parsed && parsed.logic === logic ? parsed.error : null;
  const set = (patch: Partial<RuleDraft>) => rule && dispatch({ type: 'rule', rule: { ...rule, ...patch } });
  const problems = rule ? ruleProblems(rule, checkCustomLogic) : [];
  const at = (field: string) =>
    problems
      .filter((p) => p.field === field)
      .map((p) => problemMessage(p, (d) => i18n._(d)))
      .join(' ') || undefined;
  return (
    <section className="admin-section rule-editor" aria-labelledby="rule-editor-title">
      <h3 id="rule-editor-title">
        <Trans>Regola di punteggio</Trans>
      </h3>
      <label>
        <span className="field__label">
          <Trans>Tipo di regola</Trans>
        </span>
        <select
          className="input"
          value={rule?.ruleType ?? ''}
          onChange={(e) =>
            dispatch({
              type: 'rule',
              rule: e.target.value ? newRule(e.target.value as RuleType, rule?.name ?? '') : null,
            })
          }
        >
          <option value="">{t`La regola del tipo di assessment (invariata)`}</option>
          {RULE_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(ruleTypeLabel[type])}
            </option>
          ))}
        </select>
      </label>
      {rule && rule.ruleType !== 'custom' ? (
        <div className="question-editor__row">
          <label className="question-editor__small">
            <span className="field__label">
              <Trans>Scala: minimo</Trans>
            </span>
            <input
              id={fieldId.rule('scale')}
              className="input"
              type="number"
              value={rule.scaleMin}
              onChange={(e) => set({ scaleMin: Number(e.target.value) })}
              {...errorAria(fieldId.rule('scale'), Boolean(at(fieldId.rule('scale'))))}
            />
          </label>
          <label className="question-editor__small">
            <span className="field__label">
              <Trans>Scala: massimo</Trans>
            </span>
            <input
              className="input"
              type="number"
              value={rule.scaleMax}
              onChange={(e) => set({ scaleMax: Number(e.target.value) })}
            />
          </label>
        </div>
      ) : null}
      {rule ? <FieldError id={fieldId.rule('scale')}>{at(fieldId.rule('scale'))}</FieldError> : null}
      {rule && (rule.ruleType === 'dimension' || rule.ruleType === 'alignment') ? (
        <label>
          <span className="field__label">
            <Trans>Dimensioni (separate da virgole)</Trans>
          </span>
          <input
            id={fieldId.rule('dimensions')}
            className="input"
            value={rule.dimensions.join(', ')}
            onChange={(e) => set({ dimensions: list(e.target.value) })}
            {...errorAria(fieldId.rule('dimensions'), Boolean(at(fieldId.rule('dimensions'))))}
          />
          <FieldError id={fieldId.rule('dimensions')}>{at(fieldId.rule('dimensions'))}</FieldError>
        </label>
      ) : null}
      {rule?.ruleType === 'alignment' ? (
        <>
          <label>
            <span className="field__label">
              <Trans>Domande di passione (codici separati da virgole)</Trans>
            </span>
            <input
              id={fieldId.rule('items')}
              className="input"
              value={rule.passionItems.join(', ')}
              onChange={(e) => set({ passionItems: list(e.target.value) })}
              {...errorAria(fieldId.rule('items'), Boolean(at(fieldId.rule('items'))))}
            />
          </label>
          <label>
            <span className="field__label">
              <Trans>Domande di lavoro (codici separati da virgole)</Trans>
            </span>
            <input
              className="input"
              value={rule.workItems.join(', ')}
              onChange={(e) => set({ workItems: list(e.target.value) })}
            />
          </label>
          <FieldError id={fieldId.rule('items')}>{at(fieldId.rule('items'))}</FieldError>
        </>
      ) : null}
      {rule?.ruleType === 'custom' ? (
        <label>
          <span className="field__label">
            <Trans>Logica personalizzata (riceve answers e questions, restituisce un oggetto con score)</Trans>
          </span>
          <textarea
            id={fieldId.rule('logic')}
            className="input rule-editor__logic"
            spellCheck={false}
            rows={8}
            value={rule.customLogic}
            onChange={(e) => set({ customLogic: e.target.value })}
            {...errorAria(fieldId.rule('logic'), Boolean(at(fieldId.rule('logic')) ?? parseError))}
          />
          <FieldError id={fieldId.rule('logic')}>{at(fieldId.rule('logic')) ?? parseError ?? undefined}</FieldError>
        </label>
      ) : null}
    </section>
  );
}
