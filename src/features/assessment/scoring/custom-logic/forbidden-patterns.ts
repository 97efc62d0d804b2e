/** The spec's forbidden constructs in custom scoring logic, each with the pattern that finds it. */
export const FORBIDDEN_PATTERNS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'eval', pattern: /\beval\b/ },
  {
    name: 'Function constructor',
    pattern: /\bFunction\s*\(|\bnew\s+Function\b|\bconstructor\s*\.\s*constructor\b|\[\s*['"`]constructor['"`]\s*\]/,
  },
  { name: 'window', pattern: /\bwindow\b/ },
  { name: 'document', pattern: /\bdocument\b/ },
  { name: 'global', pattern: /\bglobal(?:This)?\b/ },
  { name: 'process', pattern: /\bprocess\b/ },
  { name: 'require', pattern: /\brequire\b/ },
  { name: 'import', pattern: /\bimport\b/ },
];

/** Why custom logic is refused before it runs (empty list: acceptable; parsing is checked in the sandbox). */
export function customLogicProblems(logic: unknown): string[] {
  if (typeof logic !== 'string' || logic.trim() === '') return ['custom_logic must be a non-empty string'];
  return FORBIDDEN_PATTERNS.filter(({ pattern }) => pattern.test(logic)).map(
    ({ name }) => `custom_logic uses a forbidden pattern: ${name}`,
  );
}
