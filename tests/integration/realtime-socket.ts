import WebSocket from 'ws';

/**
 * A bare Realtime websocket (Phoenix vsn 2.0.0) for tests and benchmarks that open hundreds of sockets,
 * or open them from another loopback address: lighter than a supabase-js client each. It joins
 * postgres_changes channels and counts the changes it receives.
 */
export class PhoenixSocket {
  private ref = 0;
  private readonly replies = new Map<string, (status: string, response: unknown) => void>();
  /** postgres_changes messages received, all channels together. */
  changes = 0;
  private readonly changeWaiters: Array<() => void> = [];
  /** Resolves with the close code when the socket closes, whichever side closed it. */
  readonly closed: Promise<number>;

  private constructor(private readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
    socket.on('message', (data: WebSocket.RawData) => {
      const [, ref, , event, payload] = JSON.parse(data.toString()) as [
        string | null,
        string | null,
        string,
        string,
        { status?: string; response?: unknown },
      ];
      if (event === 'phx_reply' && ref !== null) {
        this.replies.get(ref)?.(payload.status ?? '', payload.response);
        this.replies.delete(ref);
      } else if (event === 'postgres_changes') {
        this.changes++;
        this.changeWaiters.splice(0).forEach((resolve) => resolve());
      }
    });
  }

  /** Opens a socket; `localAddress` picks the loopback address it comes from (127.0.0.x). Rejects with the HTTP status if refused. */
  static open(baseUrl: string, apikey: string, localAddress?: string): Promise<PhoenixSocket> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=2.0.0`;
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, localAddress ? { localAddress } : {});
      socket.once('open', () => resolve(new PhoenixSocket(socket)));
      socket.once('unexpected-response', (_req, res) => {
        reject(new Error(`HTTP ${res.statusCode}`));
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  /** Joins a channel; resolves with the server's status ('ok' or 'error') and reason. */
  join(
    topic: string,
    postgresChanges: Array<Record<string, string>>,
    accessToken?: string,
  ): Promise<{ status: string; reason: string }> {
    const ref = String(++this.ref);
    const payload = {
      config: {
        broadcast: { ack: false, self: false },
        presence: { key: '' },
        postgres_changes: postgresChanges,
        private: false,
      },
      access_token: accessToken,
    };
    return new Promise((resolve) => {
      this.replies.set(ref, (status, response) =>
        resolve({ status, reason: String((response as { reason?: unknown } | undefined)?.reason ?? '') }),
      );
      this.socket.send(JSON.stringify([ref, ref, `realtime:${topic}`, 'phx_join', payload]));
    });
  }

  /** Resolves at the next postgres_changes message. */
  nextChange(): Promise<void> {
    return new Promise((resolve) => this.changeWaiters.push(resolve));
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  close(): void {
    this.socket.terminate();
  }
}
