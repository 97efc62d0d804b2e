/*
 * A module worker that runs one rule's custom_logic and is then terminated. The logic sees the
 * language's built-ins and nothing of the worker scope: every other global name (network, storage,
 * messaging, timers, fonts, and whatever a future browser adds) is shadowed by a parameter and then
 * removed from the global object, and the ways back to dynamic code are cut. `import()` is syntax,
 * not a global, so forbidden patterns are refused here too, not only when the rule is saved.
 */
import { customLogicProblems } from './forbidden-patterns';
import { ALLOWED_GLOBALS } from './allowed-globals';
import type { SandboxReply } from './with-timeout';

interface Scope {
  postMessage(message: SandboxReply): void;
  onmessage: ((event: { data: { logic: string; input: string } }) => void) | null;
}
const global = globalThis;
const scope = global as unknown as Scope;
const post = scope.postMessage.bind(scope);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Every name the global object answers to (own and inherited from the worker scope's prototypes). */
function globalNames(): string[] {
  const names = new Set<string>(['globalThis', 'self', 'eval', 'Function']);
  for (
    let object: object | null = global;
    object && object !== Object.prototype;
    object = Object.getPrototypeOf(object)
  ) {
    for (const name of Object.getOwnPropertyNames(object)) names.add(name);
  }
  return [...names].filter((name) => IDENTIFIER.test(name) && !ALLOWED_GLOBALS.has(name) && name !== 'constructor');
}

const HIDDEN = globalNames();
/** Names strict code cannot bind as parameters (eval is removed from the global object instead). */
const NOT_PARAMETERS = new Set([
  'eval',
  'arguments',
  'let',
  'static',
  'yield',
  'await',
  'implements',
  'interface',
  'package',
  'private',
  'protected',
  'public',
]);
const PARAMETERS = HIDDEN.filter((name) => !NOT_PARAMETERS.has(name));

function lockDown(): void {
  for (const name of HIDDEN) {
    try {
      Object.defineProperty(global, name, { value: undefined, writable: false, configurable: false });
    } catch {
      // Not configurable in this browser: still shadowed by the function's parameters.
    }
  }
  const prototypes = [function () {}, async function () {}, function* () {}, async function* () {}].map((f) =>
    Object.getPrototypeOf(f),
  );
  for (const prototype of prototypes) {
    Object.defineProperty(prototype, 'constructor', { value: undefined, writable: false, configurable: false });
  }
}

function run(logic: string, input: string): SandboxReply {
  const problems = customLogicProblems(logic);
  if (problems.length > 0) return { ok: false, kind: 'runtime', message: problems.join('; ') };
  let fn: (...args: unknown[]) => unknown;
  try {
    fn = new Function('answers', 'questions', ...PARAMETERS, `"use strict";\n${logic}\n`) as typeof fn;
  } catch (error) {
    return { ok: false, kind: 'syntax', message: error instanceof Error ? error.message : String(error) };
  }
  const { answers, questions } = JSON.parse(input) as { answers: unknown; questions: unknown };
  lockDown();
  try {
    const result = fn(answers, questions);
    return { ok: true, json: JSON.stringify(result === undefined ? null : result) };
  } catch (error) {
    return { ok: false, kind: 'runtime', message: error instanceof Error ? error.message : String(error) };
  }
}

scope.onmessage = (event) => {
  post(run(event.data.logic, event.data.input));
};
