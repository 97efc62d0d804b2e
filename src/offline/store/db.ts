import { Dexie, type EntityTable, type Table } from 'dexie';
import type { OutboxEntry, OutboxLogRow } from '../outbox/types';
import { signedOutGate } from './signed-out-gate';
import type {
  LocalActivity,
  LocalAssessment,
  LocalCoachingSession,
  LocalForm,
  LocalFormQuestion,
  LocalPhase,
  LocalProfile,
  LocalProgress,
  LocalQuestion,
  LocalRole,
  LocalScoringRule,
  LocalSubmission,
  LocalTemplate,
  LocalSuggestion,
  LocalChatMessage,
  LocalTeamProgress,
  MetaRow,
  SnapshotRow,
} from './rows';

// Dexie turns its debug mode on by itself for pages served from localhost (as `npm start` serves the app):
// every table call then creates a console task for async stack traces, which costs each read and write
// main-thread time (a start's IndexedDB work, the commit's cost). A build for users turns it off;
// a development server and the tests keep Dexie's own choice.
// (import.meta.env is Vite's; the service worker's and Node's type checks do not know it, and in Node it is absent.)
if ((import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV !== true) Dexie.debug = false;

export const OFFLINE_DB_NAME = 'taas-offline';

/** [ownerId, id]: the same server row may be cached for two users of one device. */
type OwnedKey = [string, string];

/**
 * The only Dexie database of the app. Row tables are keyed by [ownerId+id] and indexed by ownerId
 * so logout can remove one user's rows. A schema change raises the version below (and keeps the
 * earlier one beside it only if it needs an upgrade function).
 */
export class OfflineDb extends Dexie {
  assessments!: Table<LocalAssessment, OwnedKey>;
  questions!: Table<LocalQuestion, OwnedKey>;
  templates!: Table<LocalTemplate, OwnedKey>;
  scoringRules!: Table<LocalScoringRule, OwnedKey>;
  coachingSessions!: Table<LocalCoachingSession, OwnedKey>;
  phases!: Table<LocalPhase, OwnedKey>;
  activities!: Table<LocalActivity, OwnedKey>;
  forms!: Table<LocalForm, OwnedKey>;
  formQuestions!: Table<LocalFormQuestion, OwnedKey>;
  /** keyed [ownerId+session_id+activity_id], the server's upsert key. */
  progress!: Table<LocalProgress, [string, string, string]>;
  submissions!: Table<LocalSubmission, OwnedKey>;
  suggestions!: Table<LocalSuggestion, OwnedKey>;
  /** Team chat messages (F10b), keyed by the server id or, while unsent, the client id. */
  chatMessages!: Table<LocalChatMessage, OwnedKey>;
  /** Progress rows of a session's whole team (coach and team views), keyed by the server row id. */
  teamProgress!: Table<LocalTeamProgress, OwnedKey>;
  profiles!: Table<LocalProfile, string>;
  roles!: Table<LocalRole, OwnedKey>;
  meta!: Table<MetaRow, [string, string]>;
  /** Whole server answers kept for screens that show them (dashboards), keyed by a read name. */
  snapshots!: Table<SnapshotRow, [string, string]>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  outboxLog!: EntityTable<OutboxLogRow, 'seq'>;

  constructor(name: string = OFFLINE_DB_NAME) {
    super(name);
    // The whole schema at its current version. Dexie (3+) upgrades a device's older copy from its installed
    // schema, so earlier declarations stay out while none needs an upgrade function (each one costs the
    // constructor its parsing on every start). History: v2 added templates, v3 snapshots (dashboard reads),
    // v4 coaching (sessions by team, the team chat and the team's progress).
    this.version(4).stores({
      assessments: '[ownerId+id], ownerId, [ownerId+user_id]',
      questions: '[ownerId+id], ownerId, [ownerId+template_id+evaluation_type+language]',
      templates: '[ownerId+id], ownerId',
      scoringRules: '[ownerId+id], ownerId',
      coachingSessions: '[ownerId+id], ownerId, [ownerId+team_id]',
      phases: '[ownerId+id], ownerId, [ownerId+program_id]',
      activities: '[ownerId+id], ownerId, [ownerId+phase_id]',
      forms: '[ownerId+id], ownerId, [ownerId+activity_id]',
      formQuestions: '[ownerId+id], ownerId, [ownerId+form_id]',
      progress: '[ownerId+session_id+activity_id], ownerId, [ownerId+session_id]',
      submissions: '[ownerId+id], ownerId, [ownerId+form_id]',
      suggestions: '[ownerId+id], ownerId, [ownerId+activity_id]',
      chatMessages: '[ownerId+id], ownerId, [ownerId+teamId]',
      teamProgress: '[ownerId+id], ownerId, [ownerId+session_id]',
      profiles: 'ownerId',
      roles: '[ownerId+id], ownerId',
      meta: '[ownerId+key], ownerId',
      snapshots: '[ownerId+key], ownerId',
      outbox: '++seq, &id, ownerId, [ownerId+target], [ownerId+status]',
      outboxLog: '++seq, ownerId, opId',
    });
    this.use(signedOutGate(this, ownedTableNames));
  }
}

/** Tables whose rows carry ownerId: everything purge removes. */
export const ownedTableNames = [
  'assessments',
  'questions',
  'templates',
  'scoringRules',
  'coachingSessions',
  'phases',
  'activities',
  'forms',
  'formQuestions',
  'progress',
  'submissions',
  'suggestions',
  'chatMessages',
  'teamProgress',
  'profiles',
  'roles',
  'meta',
  'snapshots',
  'outbox',
  'outboxLog',
] as const satisfies readonly (keyof OfflineDb)[];

export type OwnedTableName = (typeof ownedTableNames)[number];

let shared: OfflineDb | null = null;

/** The app's database, opened lazily on first use. */
export function getOfflineDb(): OfflineDb {
  shared ??= new OfflineDb();
  return shared;
}
