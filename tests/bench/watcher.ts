// A light spectator for the benchmarks: follows one game and keeps only the versions it received,
// in order (no state folded), so that thousands of them fit in one thread.
import { WebSocket } from 'ws';

/**
 * A spectator that only tracks the versions it received, in order (no state folded): thousands of
 * them fit in the players' thread.
 */
export class Watcher {
  head = 0;
  private waiters: { version: number; resolve: () => void }[] = [];

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => this.receive(data.toString()));
  }

  static async spectate(wsUrl: string, gameId: string): Promise<Watcher> {
    const ws = new WebSocket(wsUrl);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const watcher = new Watcher(ws);
    ws.send(JSON.stringify({ type: 'spectate', gameId, reqId: 'w' }));
    return watcher;
  }

  private receive(frame: string): void {
    if (!frame.startsWith('{"type":"events"')) return;
    const message = JSON.parse(frame) as { items: { version: number }[] };
    for (const item of message.items) if (item.version === this.head + 1) this.head = item.version;
    if (this.waiters.length === 0) return;
    const due = this.waiters.filter((w) => w.version <= this.head);
    this.waiters = this.waiters.filter((w) => w.version > this.head);
    for (const w of due) w.resolve();
  }

  until(version: number, timeoutMs = 10_000): Promise<void> {
    if (this.head >= version) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`watcher timed out waiting for version ${version}`)), timeoutMs);
      this.waiters.push({ version, resolve: () => {
        clearTimeout(timer);
        resolve();
      } });
    });
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

