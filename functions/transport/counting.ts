// Counts the frames a transport is asked to deliver (for benchmarks: posts per command).
import type { Delivery, Transport } from './types.ts';

export class CountingTransport implements Transport {
  count = 0;

  constructor(private readonly inner: Transport) {}

  send(connectionId: string, data: string): Promise<Delivery> {
    this.count++;
    return this.inner.send(connectionId, data);
  }
}
