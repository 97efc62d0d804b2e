import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../ui';
import type { AssessmentAuthoringTools, PreviewScore } from './authoring-tools';
import type { Language, TemplateDraft } from './draft-types';
import { formulaOf, toPublishPayload } from './publish-payload';

/**
 * The draft as a member sees it, at phone width, in either language, through the member's own
 * widgets. Answering it ("prova") scores the answers with the chosen rule in the scorer's sandbox;
 * nothing is stored.
 */
export function TemplatePreview({ draft, tools }: { draft: TemplateDraft; tools: AssessmentAuthoringTools }) {
  const { t } = useLingui();
  const [language, setLanguage] = useState<Language>('it');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ score: PreviewScore } | { error: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = toPublishPayload({ ...draft, name: draft.name }).questions;
  const shown = rows.filter((row) => row.language === language);
  const questions = shown.length > 0 ? shown : rows.filter((row) => row.language === 'it');
  const tryIt = async () => {
    setBusy(true);
    try {
      const score = await tools.scorePreview({
        assessmentType: draft.assessmentTypeId,
        questions,
        answers,
        rule: draft.rule ? { rule_type: draft.rule.ruleType, calculation_formula: formulaOf(draft.rule) } : null,
      });
      setResult({ score });
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="template-preview" aria-labelledby="template-preview-title">
      <h3 id="template-preview-title">
        <Trans>Anteprima</Trans>
      </h3>
      <div className="admin-toolbar" role="group" aria-label={t`Lingua dell'anteprima`}>
        <Button
          variant={language === 'it' ? 'primary' : 'secondary'}
          aria-pressed={language === 'it'}
          onClick={() => setLanguage('it')}
        >
          <Trans>Italiano</Trans>
        </Button>
        <Button
          variant={language === 'en' ? 'primary' : 'secondary'}
          aria-pressed={language === 'en'}
          onClick={() => setLanguage('en')}
        >
          <Trans>English</Trans>
        </Button>
      </div>
      {language === 'en' && shown.length === 0 && rows.length > 0 ? (
        <p className="admin-warning" role="status">
          <Trans>L'inglese non è completo: chi usa l'inglese vedrà le domande in italiano.</Trans>
        </p>
      ) : null}
      <div className="template-preview__phone">
        {questions.length === 0 ? (
          <p className="muted">
            <Trans>Aggiungi una domanda per vederla qui.</Trans>
          </p>
        ) : (
          questions.map((question) => {
            const labelId = `preview-${question.item_code}-label`;
            return (
              <div key={`${question.evaluation_type}-${question.item_code}`} className="template-preview__question">
                <p id={labelId} className="template-preview__text">
                  {question.question_text || <em>{t`(testo mancante)`}</em>}
                </p>
                {question.help_text ? <p className="muted">{question.help_text}</p> : null}
                {tools.renderQuestion({
                  question,
                  value: answers[question.item_code],
                  onChange: (value) => setAnswers((current) => ({ ...current, [question.item_code]: value })),
                  labelledBy: labelId,
                })}
              </div>
            );
          })
        )}
      </div>
      <div className="admin-actions">
        <Button onClick={() => void tryIt()} busy={busy} disabled={questions.length === 0}>
          <Trans>Calcola il punteggio di queste risposte</Trans>
        </Button>
        <Button variant="secondary" onClick={() => (setAnswers({}), setResult(null))}>
          <Trans>Ricomincia</Trans>
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {result && 'score' in result ? (
          <div className="template-preview__result">
            <p>
              <Trans>Punteggio: {result.score.score}</Trans>
            </p>
            <pre className="template-preview__details">{JSON.stringify(result.score.details, null, 2)}</pre>
          </div>
        ) : null}
        {result && 'error' in result ? <p className="field__error">{result.error}</p> : null}
      </div>
    </section>
  );
}
