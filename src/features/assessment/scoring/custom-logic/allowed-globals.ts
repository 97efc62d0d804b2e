/**
 * The global names custom scoring logic may use: ECMAScript's own built-ins, minus the ways to
 * make code from strings (eval, Function) or to share or block memory (SharedArrayBuffer, Atomics).
 * Everything else a worker scope offers is hidden from the logic.
 */
export const ALLOWED_GLOBALS: ReadonlySet<string> = new Set([
  'undefined', 'NaN', 'Infinity',
  'isFinite', 'isNaN', 'parseFloat', 'parseInt',
  'decodeURI', 'decodeURIComponent', 'encodeURI', 'encodeURIComponent', 'escape', 'unescape',
  'Object', 'Boolean', 'Symbol', 'Number', 'BigInt', 'Math', 'Date', 'String', 'RegExp', 'JSON', 'Intl',
  'Array', 'Map', 'Set', 'WeakMap', 'WeakSet', 'WeakRef', 'FinalizationRegistry', 'Iterator',
  'ArrayBuffer', 'DataView', 'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array',
  'Int32Array', 'Uint32Array', 'Float16Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array',
  'Promise', 'Proxy', 'Reflect',
  'Error', 'AggregateError', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError',
]);
