/**
 * `npm run i18n:check` (after `lingui extract --clean`): fails, listing them, when
 * - a message has no English translation (empty msgstr in src/locales/en/messages.po),
 * - a catalog keeps obsolete entries (`#~`, messages no longer in the code),
 * - an English translation names other ICU placeholders than its Italian source ({email}...),
 * - the two catalogs do not hold the same messages,
 * - the Italian catalog shows an English message id as it is: the spec quotes a few of the original's
 *   untranslated English texts (admin tabs and errors); an Italian user reads them in Italian.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface PoEntry {
  id: string;
  context: string;
  translation: string;
  obsolete: boolean;
  line: number;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const catalogPath = (locale: string) => path.join(root, 'src', 'locales', locale, 'messages.po');

/** Reads a gettext PO file: msgctxt/msgid/msgstr with continuation lines, obsolete `#~` entries. */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  const blocks = text.replace(/\r\n/g, '\n').split(/\n\s*\n/);
  let lineOffset = 1;
  for (const block of blocks) {
    const lines = block.split('\n');
    const obsolete = lines.some((l) => l.startsWith('#~'));
    const fields: Record<string, string> = {};
    let current: string | null = null;
    for (const raw of lines) {
      const line = obsolete ? raw.replace(/^#~\s?/, '') : raw;
      const keyword = /^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+(".*")\s*$/.exec(line);
      if (keyword?.[1] && keyword[2]) {
        current = keyword[1];
        fields[current] = unquote(keyword[2]);
      } else if (current && /^".*"\s*$/.test(line.trim())) {
        fields[current] += unquote(line.trim());
      } else if (!line.startsWith('#')) {
        current = null;
      }
    }
    if (fields.msgid !== undefined && !(fields.msgid === '' && !obsolete)) {
      entries.push({
        id: fields.msgid,
        context: fields.msgctxt ?? '',
        translation: fields.msgstr ?? fields['msgstr[0]'] ?? '',
        obsolete,
        line: lineOffset,
      });
    }
    lineOffset += lines.length + 1;
  }
  return entries;
}

function unquote(quoted: string): string {
  return JSON.parse(quoted) as string;
}

/** Top-level ICU argument names: {email}, {count, plural, ...} -> email, count. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const ch = message[i];
    if (ch === '{') {
      if (depth === 0) {
        const name = /^\{\s*([\w.]+)/.exec(message.slice(i))?.[1];
        if (name) names.add(name);
      }
      depth++;
    } else if (ch === '}') {
      depth = Math.max(0, depth - 1);
    }
  }
  return [...names].sort();
}

/** English function words and the spec's English verbs: enough to tell an English sentence from an Italian one. */
const ENGLISH_WORDS =
  /\b(the|and|of|to|for|not|must|only|please|your|with|during|is|are|Error|Enter|Invalid|Back|Exit|Access|Force|Members|Organization|Organizations|Admins|Teams|required|match|found|fields|denied|Passwords|Profile|loading|deleting|adding|removing|updating|creating|saving|checking|can|field)\b/i;

export function readsAsEnglish(message: string): boolean {
  return ENGLISH_WORDS.test(message.replace(/\{[^}]*\}/g, ''));
}

function key(entry: PoEntry): string {
  return entry.context ? `${entry.context}\u0004${entry.id}` : entry.id;
}

function check(): string[] {
  const problems: string[] = [];
  const en = parsePo(readFileSync(catalogPath('en'), 'utf8'));
  const it = parsePo(readFileSync(catalogPath('it'), 'utf8'));

  for (const [locale, entries] of [
    ['it', it],
    ['en', en],
  ] as const) {
    for (const entry of entries.filter((e) => e.obsolete)) {
      problems.push(`obsolete entry in ${locale} (line ${entry.line}): ${JSON.stringify(entry.id)}`);
    }
  }

  const live = (entries: PoEntry[]) => new Set(entries.filter((e) => !e.obsolete).map(key));
  const itKeys = live(it);
  const enKeys = live(en);
  for (const k of itKeys) if (!enKeys.has(k)) problems.push(`missing from the English catalog: ${JSON.stringify(k)}`);
  for (const k of enKeys) if (!itKeys.has(k)) problems.push(`missing from the Italian catalog: ${JSON.stringify(k)}`);

  for (const entry of it.filter((e) => !e.obsolete)) {
    const shown = entry.translation || entry.id;
    if (shown === entry.id && readsAsEnglish(entry.id)) {
      problems.push(
        `English shown to Italian users (it, line ${entry.line}): ${JSON.stringify(entry.id)} needs an Italian msgstr`,
      );
    }
  }

  for (const entry of en.filter((e) => !e.obsolete)) {
    if (entry.translation.trim() === '') {
      problems.push(`missing English translation (line ${entry.line}): ${JSON.stringify(entry.id)}`);
      continue;
    }
    const expected = placeholders(entry.id).join(', ');
    const actual = placeholders(entry.translation).join(', ');
    if (expected !== actual) {
      problems.push(
        `placeholders differ (line ${entry.line}): ${JSON.stringify(entry.id)} has {${expected}}, English has {${actual}}`,
      );
    }
  }
  return problems;
}

const problems = check();
if (problems.length > 0) {
  console.error(`i18n check failed: ${problems.length} problem(s) in src/locales/*/messages.po`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('i18n check passed: every message has an English translation and no obsolete entries remain.');
