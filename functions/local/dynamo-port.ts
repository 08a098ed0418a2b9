// The local stack's DynamoDB calls without HTTP: an SDK request handler that hands each request
// (headers and JSON body, as the SDK serialized and signed it) to the dynalite worker over a
// MessagePort, where dynalite's own request handler answers it as it answers HTTP
// (dynalite-worker.mjs). The SDK client, its commands, marshalling, retries and error parsing stay
// the same; only the bytes do not cross a socket. The HTTP endpoint stays open for other tools.
import type { MessagePort } from 'node:worker_threads';

interface SdkRequest {
  readonly headers: Record<string, string>;
  readonly body?: unknown;
}

interface Answer {
  readonly id: number;
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** The store's worker is gone: no status, so the adapters report the store as unavailable. */
export class StoreWorkerGoneError extends Error {
  constructor(reason: string) {
    super(`the store's worker is gone: ${reason}`);
    this.name = 'StoreWorkerGoneError';
  }
}

const decoder = new TextDecoder();

function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return decoder.decode(body);
  throw new Error('a streamed request body cannot go to the store worker');
}

/** A `requestHandler` for SDK clients of the local endpoint; one is shared by all of them. */
export class PortRequestHandler {
  private readonly pending = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  private next = 0;
  private failure: Error | null = null;

  /** Requests made in this turn of the event loop, posted together (one message, one wake-up of the worker). */
  private outbox: { id: number; headers: Record<string, string>; body: string }[] = [];

  constructor(private readonly port: MessagePort) {
    port.on('message', (answers: Answer[]) => {
      for (const answer of answers) {
        const waiter = this.pending.get(answer.id);
        if (!waiter) continue;
        this.pending.delete(answer.id);
        waiter.resolve(answer);
      }
    });
    // The worker keeps the process alive while it runs; the port itself does not.
    port.unref();
  }

  /** SDK's HttpHandler: one request, one response (body as bytes, as the deserializers take). */
  async handle(request: SdkRequest): Promise<{ response: { statusCode: number; headers: Record<string, string>; body: Uint8Array } }> {
    if (this.failure) throw this.failure;
    const id = ++this.next;
    const answer = await new Promise<Answer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.outbox.length === 0) setImmediate(this.flush);
      this.outbox.push({ id, headers: request.headers, body: bodyText(request.body) });
    });
    return { response: { statusCode: answer.status, headers: answer.headers, body: Buffer.from(answer.body) } };
  }

  private readonly flush = () => {
    const batch = this.outbox;
    this.outbox = [];
    if (this.failure) return;
    this.port.postMessage(batch);
  };

  updateHttpClientConfig(): void {}

  httpHandlerConfigs(): Record<string, never> {
    return {};
  }

  /** A client's destroy() leaves the shared port open; `fail` or `close` ends it. */
  destroy(): void {}

  /** Every call in flight and every later one fails with `reason`. */
  fail(reason: string): void {
    this.failure ??= new StoreWorkerGoneError(reason);
    for (const waiter of this.pending.values()) waiter.reject(this.failure);
    this.pending.clear();
  }

  close(): void {
    this.fail('closed');
    this.port.close();
  }
}
