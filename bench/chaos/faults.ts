// The harness's hostile world for one browser context: the network cut, 500s before and after the
// server applied a write, slow answers, and the backend killed (SIGKILL) just as a write goes out.
import type { BrowserContext, Route } from '@playwright/test';
import type { BackendChild } from './backend-child.ts';

export type FaultName =
  'offline' | '500-before' | '500-after' | 'slow' | 'kill-backend' | 'close-tab' | 'token-expired' | 'new-sw';
export const FAULT_NAMES: FaultName[] = [
  'offline',
  '500-before',
  '500-after',
  'slow',
  'kill-backend',
  'close-tab',
  'token-expired',
  'new-sw',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isWrite = (route: Route) => route.request().method() !== 'GET' && route.request().method() !== 'OPTIONS';
const corsError = (status: number) => ({
  status,
  contentType: 'application/json',
  headers: { 'access-control-allow-origin': '*' },
  body: JSON.stringify({ message: 'bench:chaos injected error', code: 'chaos' }),
});

export class Faults {
  /** What happened in this run, by fault. */
  readonly counts = Object.fromEntries(FAULT_NAMES.map((name) => [name, 0])) as Record<FaultName, number>;
  private mode: 'none' | '500-before' | '500-after' | 'slow' = 'none';
  private killArmed = false;
  readonly restartFailures: string[] = [];
  private restarting: Promise<void> | null = null;

  constructor(
    private readonly context: BrowserContext,
    private readonly backend: BackendChild,
    private readonly random: () => number,
  ) {}

  async install(): Promise<void> {
    const backendUrl = this.backend.url;
    await this.context.route(`${backendUrl}/rest/v1/**`, (route) => this.handle(route));
    this.context.on('request', (request) => {
      if (
        !this.killArmed ||
        !request.url().startsWith(`${backendUrl}/rest/v1/`) ||
        request.method() === 'GET' ||
        request.method() === 'OPTIONS'
      )
        return;
      this.killArmed = false;
      this.counts['kill-backend']++;
      // Killed while the write is on its way: it may or may not have been applied.
      const downFor = 500 + this.random() * 3000;
      this.restarting = this.backend
        .kill()
        .then(() => sleep(downFor))
        .then(() => this.backend.restart())
        .catch((error: unknown) => {
          this.restartFailures.push(String(error));
        });
    });
  }

  private async handle(route: Route): Promise<void> {
    if (this.mode === 'none' || !isWrite(route) || this.random() < 0.4) return route.fallback();
    if (this.mode === '500-before') {
      this.counts['500-before']++;
      return route.fulfill(corsError(500));
    }
    try {
      const response = await route.fetch();
      if (this.mode === '500-after') {
        // Applied by the server, reported as failed: the retry must have no second effect.
        this.counts['500-after']++;
        return await route.fulfill(corsError(500));
      }
      this.counts.slow++;
      await sleep(1000 + this.random() * 4000);
      return await route.fulfill({ response });
    } catch {
      return route.abort('connectionreset').catch(() => undefined);
    }
  }

  async setOffline(offline: boolean, counted = true): Promise<void> {
    if (offline && counted) this.counts.offline++;
    await this.context.setOffline(offline);
  }

  setMode(mode: 'none' | '500-before' | '500-after' | 'slow'): void {
    this.mode = mode;
  }

  armKill(): void {
    this.killArmed = true;
  }

  /** Everything back to normal: online, no injected answers, the backend running. */
  async heal(): Promise<void> {
    this.mode = 'none';
    this.killArmed = false;
    await this.context.setOffline(false);
    if (this.restarting) await this.restarting;
    if (!this.backend.running) await this.backend.restart();
  }
}
