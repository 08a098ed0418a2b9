// An in-memory transport for unit tests: records every frame, and can forget connections.
import type { Delivery, Transport } from './types.ts';

export class MemoryTransport implements Transport {
  readonly frames = new Map<string, string[]>();
  readonly gone = new Set<string>();

  async send(connectionId: string, data: string): Promise<Delivery> {
    if (this.gone.has(connectionId)) return 'gone';
    this.frames.set(connectionId, [...(this.frames.get(connectionId) ?? []), data]);
    return 'sent';
  }

  /** The messages a connection received, parsed (loosely typed: tests look into them). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  received(connectionId: string): any[] {
    return (this.frames.get(connectionId) ?? []).map((f) => JSON.parse(f));
  }
}
