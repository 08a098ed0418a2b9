// Transport for the local stack: posts straight into the local gateway's connections, with the
// same checks and caps as its Management API over HTTP (`Gateway.post`), but without HTTP, SigV4
// and the SDK's middleware per frame. The handlers call only `Transport`, so what they do in AWS
// (ManagementApiTransport) is unchanged.
import type { Delivery, Transport } from './types.ts';

/** What the gateway did with a post: queued, no such open connection, or over 128 KB. */
export type LocalPostResult = 'ok' | 'gone' | 'too-large';

/** The error the SDK throws for a 413 of the Management API, by name. */
export class PayloadTooLargeError extends Error {
  constructor() {
    super('Message too long');
    this.name = 'PayloadTooLargeException';
  }
}

export class InProcessTransport implements Transport {
  /** `post` is the gateway's PostToConnection without HTTP. */
  constructor(private readonly post: (connectionId: string, data: string) => LocalPostResult) {}

  send(connectionId: string, data: string): Promise<Delivery> {
    try {
      const result = this.post(connectionId, data);
      if (result === 'ok') return Promise.resolve('sent');
      if (result === 'gone') return Promise.resolve('gone');
      return Promise.reject(new PayloadTooLargeError());
    } catch (error) {
      return Promise.reject(error);
    }
  }
}
