/** Shared by the outbox-batch*.test.ts files: operations as the app builds them, sent straight to the RPC. */
import { expect } from 'vitest';
import { newEntry } from '../../src/offline/outbox/entry.ts';
import { newOperation } from '../../src/offline/outbox/validate.ts';
import { batchOperationOf, type BatchAnswer, type BatchOperation } from '../../src/offline/sync/batch.ts';
import type { Operation, OperationKind, PayloadMap } from '../../src/offline/operations/payloads.ts';
import type { TestClient } from '../support/backend.ts';

/** 2026-11-21T10:<minute>:00Z: readable, ordered action times. */
export const at = (minute: number): string => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;

export function operation<K extends OperationKind>(
  kind: K,
  ownerId: string,
  target: string,
  payload: PayloadMap[K],
  actedAt: string,
): Operation<K> {
  return newOperation(kind, { target, ownerId, payload, actedAt });
}

/** What the outbox sends for these operations (one entry each). */
export const batchOf = (ops: Operation[]): BatchOperation[] => ops.map((op) => batchOperationOf(newEntry(op, at(59))));

export async function applyBatch(client: TestClient, operations: BatchOperation[]): Promise<BatchAnswer[]> {
  const { data, error } = await (
    client as unknown as {
      rpc(fn: string, args: unknown): Promise<{ data: unknown; error: { message: string } | null }>;
    }
  ).rpc('apply_outbox_batch', { operations });
  expect(error).toBeNull();
  return data as BatchAnswer[];
}

export const statuses = (answers: BatchAnswer[]): string[] => answers.map((answer) => answer.status);
