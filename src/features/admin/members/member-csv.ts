/**
 * The bulk import's CSV: parsed with papaparse, each row checked as the admin-users function will
 * check it (so the preview shows every problem before anything is sent), plus what only the screen
 * knows: addresses already in the organisation and the organisation's teams.
 */
import Papa from 'papaparse';

export const CSV_COLUMNS = [
  'email',
  'firstName',
  'lastName',
  'position',
  'department',
  'division',
  'team',
  'teamRole',
  'status',
  'role',
  'phone',
  'hireDate',
  'age',
  'gender',
  'jobDescription',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export const MEMBER_STATUSES = ['active', 'inactive', 'pending'] as const;
export const MEMBER_ROLES = ['team_member', 'team_leader', 'manager', 'org_admin'] as const;
export const TEAM_ROLES = ['member', 'coordinator', 'leader'] as const;

export type CsvProblem =
  | 'required'
  | 'invalid_email'
  | 'duplicate_in_file'
  | 'already_exists'
  | 'unknown_team'
  | 'unknown_role'
  | 'invalid_team_role'
  | 'invalid_status'
  | 'invalid_gender'
  | 'invalid_date'
  | 'invalid_age';

export interface CsvIssue {
  column: CsvColumn;
  problem: CsvProblem;
  /** The value that was refused (for the preview's message). */
  value: string;
}

export interface CsvMemberRow {
  /** Line in the file (the header is line 1). */
  line: number;
  values: Record<CsvColumn, string>;
  issues: CsvIssue[];
}

export interface CsvParseResult {
  rows: CsvMemberRow[];
  /** Header names the file has that the import does not know (ignored). */
  unknownColumns: string[];
  /** True when the file lacks an email column altogether. */
  missingEmailColumn: boolean;
}

export interface CsvContext {
  /** E-mail addresses already registered in the organisation (any case). */
  existingEmails: Iterable<string>;
  /** The organisation's teams: a CSV names a team by its name or id. */
  teams: ReadonlyArray<{ id: string; name: string }>;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Header spellings accepted for each column (snake_case, spaces, any case). */
const normaliseHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const COLUMN_BY_HEADER = new Map<string, CsvColumn>([
  ...CSV_COLUMNS.map((c) => [c.toLowerCase(), c] as const),
  ['mail', 'email'],
  ['emailaddress', 'email'],
  ['name', 'firstName'],
  ['surname', 'lastName'],
  ['roles', 'role'],
  ['teamname', 'team'],
]);

function validDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The problems of one row, apart from duplicates (they need the whole file). */
export function checkRow(values: Record<CsvColumn, string>, teams: CsvContext['teams']): CsvIssue[] {
  const issues: CsvIssue[] = [];
  const add = (column: CsvColumn, problem: CsvProblem) => issues.push({ column, problem, value: values[column] });
  if (!values.email) add('email', 'required');
  else if (!EMAIL.test(values.email) || values.email.length > 254) add('email', 'invalid_email');
  if (!values.firstName) add('firstName', 'required');
  if (!values.lastName) add('lastName', 'required');
  if (values.team) {
    const wanted = values.team.toLowerCase();
    if (!teams.some((t) => t.id === values.team || t.name.trim().toLowerCase() === wanted)) add('team', 'unknown_team');
  }
  if (values.teamRole && !(TEAM_ROLES as readonly string[]).includes(values.teamRole))
    add('teamRole', 'invalid_team_role');
  if (values.role) {
    const roles = values.role
      .split(/[;|]/)
      .map((r) => r.trim())
      .filter(Boolean);
    if (roles.some((r) => !(MEMBER_ROLES as readonly string[]).includes(r))) add('role', 'unknown_role');
  }
  if (values.status && !(MEMBER_STATUSES as readonly string[]).includes(values.status)) add('status', 'invalid_status');
  if (values.gender && !['male', 'female'].includes(values.gender.toLowerCase())) add('gender', 'invalid_gender');
  if (values.hireDate && !validDate(values.hireDate)) add('hireDate', 'invalid_date');
  if (values.age) {
    const age = Number(values.age);
    if (!Number.isInteger(age) || age < 14 || age > 120) add('age', 'invalid_age');
  }
  return issues;
}

/** Parses and checks a whole file; empty lines are skipped. */
export function parseMemberCsv(text: string, context: CsvContext): CsvParseResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => COLUMN_BY_HEADER.get(normaliseHeader(header)) ?? header.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  const known = new Set<string>(CSV_COLUMNS);
  const existing = new Set([...context.existingEmails].map((e) => e.trim().toLowerCase()));
  const seen = new Set<string>();
  const rows = parsed.data.map((record, index): CsvMemberRow => {
    const values = Object.fromEntries(CSV_COLUMNS.map((c) => [c, String(record[c] ?? '').trim()])) as Record<
      CsvColumn,
      string
    >;
    values.email = values.email.toLowerCase();
    const issues = checkRow(values, context.teams);
    if (values.email && !issues.some((i) => i.column === 'email')) {
      if (existing.has(values.email)) issues.push({ column: 'email', problem: 'already_exists', value: values.email });
      else if (seen.has(values.email))
        issues.push({ column: 'email', problem: 'duplicate_in_file', value: values.email });
      seen.add(values.email);
    }
    return { line: index + 2, values, issues };
  });
  return {
    rows,
    unknownColumns: headers.filter((h) => !known.has(h)),
    missingEmailColumn: !headers.includes('email'),
  };
}

/** The body of one create-batch row (the function's camelCase fields; empty values left out). */
export function toBatchRow(row: CsvMemberRow): Record<string, string> {
  return Object.fromEntries(Object.entries(row.values).filter(([, value]) => value !== ''));
}

/** The downloadable template: the header and one example row. */
export function memberCsvTemplate(): string {
  return Papa.unparse({
    fields: [...CSV_COLUMNS],
    data: [
      [
        'mario.rossi@example.com',
        'Mario',
        'Rossi',
        'Analista',
        'Operations',
        'Nord',
        '',
        'member',
        'active',
        'team_member',
        '+39 333 1234567',
        '2024-03-01',
        '35',
        'male',
        '',
      ],
    ],
  });
}

/** Rows are sent in batches of this size, so a large file shows its progress (the function takes up to 1,000). */
export const IMPORT_BATCH_SIZE = 100;

export function batches<T>(items: readonly T[], size = IMPORT_BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
