import type { CustomLogicOutcome } from '../types';

/** A started sandbox run: its outcome, and how to kill it. */
export interface IsolatedRun {
  outcome: Promise<CustomLogicOutcome>;
  stop(): void;
}

/** Resolves with the run's outcome, or stops the run and reports a timeout after `timeoutMs`. */
export function withTimeout(run: IsolatedRun, timeoutMs: number): Promise<CustomLogicOutcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      run.stop();
      resolve({ ok: false, kind: 'timeout', timeoutMs });
    }, timeoutMs);
    run.outcome.then(
      (outcome) => {
        clearTimeout(timer);
        run.stop();
        resolve(outcome);
      },
      (error: unknown) => {
        clearTimeout(timer);
        run.stop();
        resolve({ ok: false, kind: 'runtime', message: error instanceof Error ? error.message : String(error) });
      },
    );
  });
}

/** What both sandboxes post back: the result as JSON (so nothing but data crosses), or a failure. */
export type SandboxReply = { ok: true; json: string } | { ok: false; kind: 'syntax' | 'runtime'; message: string };

export function replyToOutcome(reply: SandboxReply): CustomLogicOutcome {
  if (!reply.ok) return reply;
  try {
    return { ok: true, value: JSON.parse(reply.json) as unknown };
  } catch {
    return { ok: false, kind: 'runtime', message: 'custom logic returned a value that is not JSON' };
  }
}
