import { customLogicProblems } from './forbidden-patterns';

describe('custom logic checks', () => {
  it.each([
    ['dynamic evaluation', 'return eval("1+1");', 'eval'],
    ['Function(', 'return Function("return 1")();', 'Function constructor'],
    ['new Function', 'const f = new Function("return 1"); return { score: f() };', 'Function constructor'],
    ['constructor.constructor', 'return answers.constructor.constructor("return 1")();', 'Function constructor'],
    ['window', 'return { score: window.x };', 'window'],
    ['document', 'document.title = "x"; return { score: 1 };', 'document'],
    ['global', 'return { score: global.x };', 'global'],
    ['globalThis', 'return { score: globalThis.x };', 'global'],
    ['process', 'return { score: process.env.X };', 'process'],
    ['require', 'const fs = require("fs"); return { score: 1 };', 'require'],
    ['import', 'import("./x.js"); return { score: 1 };', 'import'],
  ])('rejects %s', (_label, logic, name) => {
    expect(customLogicProblems(logic)).toContain(`custom_logic uses a forbidden pattern: ${name}`);
  });

  it('rejects a missing or blank logic', () => {
    expect(customLogicProblems('   ')).toEqual(['custom_logic must be a non-empty string']);
    expect(customLogicProblems(undefined)).toEqual(['custom_logic must be a non-empty string']);
    expect(customLogicProblems(42)).toEqual(['custom_logic must be a non-empty string']);
  });

  it('accepts ordinary logic, including words that merely contain a forbidden one', () => {
    const logic =
      'const documented = 1; const evaluation = Object.keys(answers).length; return { score: evaluation * documented };';
    expect(customLogicProblems(logic)).toEqual([]);
  });
});
