import type { AnswerMap, AnswerTimes } from '../store/rows';
import { later } from '../operations/handler';

export interface TimedAnswers {
  answers: AnswerMap;
  answer_times: AnswerTimes;
}

/** Every answered question stamped with its own time, defaulting to when the user acted. */
export function stampAnswers(answers: AnswerMap, actedAt: string, times: AnswerTimes = {}): TimedAnswers {
  const answer_times: AnswerTimes = {};
  for (const code of Object.keys(answers)) answer_times[code] = times[code] ?? actedAt;
  return { answers: { ...answers }, answer_times };
}

/** Per question, the later action wins (ties: incoming), the same rule as the server trigger. */
export function mergeAnswers(base: TimedAnswers, incoming: TimedAnswers): TimedAnswers {
  const answers = { ...base.answers };
  const answer_times = { ...base.answer_times };
  for (const [code, value] of Object.entries(incoming.answers)) {
    const incomingTime = incoming.answer_times[code];
    const baseTime = answer_times[code];
    if (incomingTime === undefined) continue;
    if (baseTime !== undefined && later(baseTime, incomingTime)) continue;
    answers[code] = value;
    answer_times[code] = incomingTime;
  }
  return { answers, answer_times };
}
