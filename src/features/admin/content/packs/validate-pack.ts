/**
 * Checks a whole content pack before anything is written: its shape against PACK_SCHEMA, then the
 * references inside it and the questions' options. Every error names its path in the file. The import
 * rpc runs the same checks in the database, since a client's word is never trusted.
 */
import { PACK_FORMAT, PACK_SCHEMA, PACK_VERSION, type PackNode } from './pack-schema';
import type { ContentPack, PackError } from './pack-types';
import { referenceErrors, templateOptionErrors } from './pack-references';

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const joinPath = (base: string, key: string | number): string =>
  typeof key === 'number' ? `${base}[${key}]` : base ? `${base}.${key}` : key;

function valueErrors(value: Json, type: string, path: string): PackError[] {
  if (type.startsWith('object:')) return nodeErrors(value, type.slice(7) as PackNode, path);
  if (type.startsWith('array:')) {
    if (!Array.isArray(value)) return [{ path, code: 'wrong_type' }];
    return value.flatMap((item, i) => nodeErrors(item, type.slice(6) as PackNode, joinPath(path, i)));
  }
  if (type.startsWith('enum:')) {
    if (typeof value !== 'string') return [{ path, code: 'wrong_type' }];
    return type.slice(5).split('|').includes(value) ? [] : [{ path, code: 'unknown_value' }];
  }
  const fits: Record<string, (v: Json) => boolean> = {
    string: (v) => typeof v === 'string',
    ref: (v) => typeof v === 'string' && v.trim() !== '',
    integer: (v) => typeof v === 'number' && Number.isInteger(v),
    boolean: (v) => typeof v === 'boolean',
    json: () => true,
    object: isObject,
    strings: (v) => Array.isArray(v) && v.every((s) => typeof s === 'string'),
  };
  return fits[type]!(value) ? [] : [{ path, code: 'wrong_type' }];
}

function nodeErrors(value: Json, node: PackNode, path: string): PackError[] {
  if (!isObject(value)) return [{ path, code: 'wrong_type' }];
  const fields: Record<string, string> = PACK_SCHEMA[node];
  const errors: PackError[] = Object.keys(value)
    .filter((key) => !(key in fields))
    .map((key) => ({ path: joinPath(path, key), code: 'unknown_field' }));
  for (const [key, spec] of Object.entries(fields)) {
    const optional = spec.endsWith('?');
    const field = value[key];
    if (field === undefined || field === null) {
      if (!optional) errors.push({ path: joinPath(path, key), code: 'missing_field' });
      continue;
    }
    errors.push(...valueErrors(field, optional ? spec.slice(0, -1) : spec, joinPath(path, key)));
  }
  return errors;
}

export type PackCheck = { ok: true; pack: ContentPack } | { ok: false; errors: PackError[] };

/** The pack's errors, all of them at once; `ok` only when there is none. */
export function validatePack(value: Json): PackCheck {
  if (!isObject(value)) return { ok: false, errors: [{ path: '', code: 'wrong_type' }] };
  if (value.format !== PACK_FORMAT) return { ok: false, errors: [{ path: 'format', code: 'unknown_format' }] };
  if (value.version !== PACK_VERSION) return { ok: false, errors: [{ path: 'version', code: 'unknown_version' }] };
  const head = valueErrors(value.kind, PACK_SCHEMA.head.kind, 'kind');
  if (head.length) return { ok: false, errors: head };
  const kind = value.kind as ContentPack['kind'];
  const shape = nodeErrors(value, kind, '');
  if (shape.length) return { ok: false, errors: shape };
  const pack = value as unknown as ContentPack;
  const deeper = pack.kind === 'coaching-program' ? referenceErrors(pack) : templateOptionErrors(pack);
  return deeper.length ? { ok: false, errors: deeper } : { ok: true, pack };
}
