/**
 * The team suggestion: a summary of where the team stands and its next steps, from the counts of
 * team-context.ts. Without a provider it is written here, deterministically (the same progress
 * gives the same content), and labelled like the activity suggestions' offline generator.
 */
import { OFFLINE_SOURCE } from './offline-generator.ts';
import type { ChatMessage } from './prompt.ts';
import type { TeamActivityProgress, TeamContext } from './team-context.ts';

export const TEAM_OFFLINE_NOTE =
  'Generata offline dal generatore deterministico, senza servizio AI: è una bozza costruita dai progressi e dalle submission del team.';
/** The most next steps one suggestion lists. */
export const MAX_STEPS = 5;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));
const unfinished = (context: TeamContext) => (activity: TeamActivityProgress) => activity.completed < context.learners;

/** The phase to work on: the first with a required activity not everyone has completed, else the current one. */
export function focusPhase(context: TeamContext): number {
  const open = context.activities.find((activity) => activity.required && unfinished(context)(activity));
  return open?.phaseNumber ?? context.currentPhase;
}

function summary(context: TeamContext): string {
  const slots = context.activities.length * context.learners;
  const done = context.activities.reduce((sum, activity) => sum + activity.completed, 0);
  const submitted = context.forms.reduce((sum, form) => sum + form.submitted, 0);
  return (
    `Il team ${context.teamName} è nella fase ${context.currentPhase} di ${context.totalPhases} di "${context.programName}": ` +
    `${plural(done, 'completamento', 'completamenti')} su ${slots} (${percent(done, slots)}%) tra ${plural(context.learners, 'persona', 'persone')}, ` +
    `${plural(submitted, 'form inviato', 'form inviati')}.`
  );
}

function steps(context: TeamContext): string[] {
  const phase = focusPhase(context);
  const open = context.activities.filter((activity) => activity.phaseNumber === phase && unfinished(context)(activity));
  const list = open
    .sort((a, b) => Number(b.required) - Number(a.required) || b.inProgress - a.inProgress)
    .map((activity) =>
      activity.inProgress > 0
        ? `Concludere "${activity.title}" (fase ${phase}): completata da ${activity.completed} di ${context.learners}, iniziata da ${activity.inProgress}.`
        : `Iniziare "${activity.title}" (fase ${phase}): completata da ${activity.completed} di ${context.learners}.`,
    );
  for (const form of context.forms) {
    if (form.submitted < context.learners) {
      list.push(`Inviare il form "${form.title}": ${form.submitted} di ${context.learners} risposte inviate.`);
    }
    if (form.submitted > 0) {
      list.push(
        form.submitted === 1
          ? `Discutere con il coach la risposta al form "${form.title}".`
          : `Discutere con il coach le ${form.submitted} risposte al form "${form.title}".`,
      );
    }
  }
  if (open.length === 0) {
    list.unshift(
      `La fase ${phase} è completata da tutti: concordare con il coach gli obiettivi della fase successiva.`,
    );
  }
  list.push(`Fissare con il coach un momento di verifica entro la fine della fase ${phase}.`);
  return list.slice(0, MAX_STEPS);
}

export function generateTeamOffline(context: TeamContext): Record<string, unknown> {
  return {
    sintesi: summary(context),
    prossimi_passi: steps(context),
    source: OFFLINE_SOURCE,
    source_note: TEAM_OFFLINE_NOTE,
  };
}

/** What the provider is asked: the team's counts, one line each, and the JSON shape of the answer. */
export function buildTeamMessages(context: TeamContext): ChatMessage[] {
  const activities = context.activities.map(
    (a) =>
      `- fase ${a.phaseNumber} "${a.title}"${a.required ? '' : ' (facoltativa)'}: completata da ${a.completed}, iniziata da ${a.inProgress}`,
  );
  const forms = context.forms.map((f) => `- form "${f.title}": ${f.submitted} risposte inviate`);
  return [
    {
      role: 'system',
      content:
        'Sei un coach di team. Suggerisci al team i prossimi passi concreti del percorso di coaching. ' +
        `Rispondi solo con un oggetto JSON con le chiavi sintesi (una frase) e prossimi_passi (al massimo ${MAX_STEPS} frasi).`,
    },
    {
      role: 'user',
      content: [
        `Team: ${context.teamName}, ${context.learners} persone. Programma: ${context.programName}, fase ${context.currentPhase} di ${context.totalPhases}.`,
        'Attività:',
        ...activities,
        'Form:',
        ...(forms.length ? forms : ['- nessuno']),
      ].join('\n'),
    },
  ];
}
