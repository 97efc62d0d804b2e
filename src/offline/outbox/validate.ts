import { operationKinds, type Operation, type OperationKind, type PayloadMap } from '../operations/payloads';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class InvalidOperationError extends Error {
  constructor(message: string) {
    super(`offline: invalid operation: ${message}`);
    this.name = 'InvalidOperationError';
  }
}

/** Rejects an operation before anything is written: a bad one must never reach the queue. */
export function validateOperation(op: Operation): void {
  if (!uuid.test(op.id)) throw new InvalidOperationError(`id ${op.id} is not a UUID`);
  if (!(operationKinds as readonly string[]).includes(op.kind)) throw new InvalidOperationError(`kind ${op.kind}`);
  if (!op.target) throw new InvalidOperationError('empty target');
  if (!op.ownerId) throw new InvalidOperationError('empty ownerId');
  if (Number.isNaN(Date.parse(op.actedAt))) throw new InvalidOperationError(`actedAt ${op.actedAt}`);
}

interface OperationFields<K extends OperationKind> {
  target: string;
  payload: PayloadMap[K];
  ownerId: string;
  actedAt?: string;
}

/** Builds an operation with a fresh client UUID; actedAt defaults to now (the user's action). */
export function newOperation<K extends OperationKind>(kind: K, fields: OperationFields<K>): Operation<K> {
  const actedAt = fields.actedAt ?? new Date().toISOString();
  return { ...fields, kind, id: crypto.randomUUID(), actedAt } as Operation<K>;
}
