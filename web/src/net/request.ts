// Request/answer over the game socket: a reqId ties the answer (or an error) to the request.
import type { ClientMessage, ServerMessage } from '../lib/protocol.ts';
import type { Connection } from './connection.ts';

let counter = 0;
const nextReqId = () => `r${Date.now().toString(36)}${(counter++).toString(36)}`;

export class RequestError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

type Answer<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

export interface RequestOptions {
  /** Give up (`client/timeout`) after this long. */
  readonly timeoutMs?: number;
  /**
   * Send the request again on every new socket until it is answered (for requests that are safe
   * to repeat, such as a join with its joinId): an answer lost with the old socket is not waited for.
   */
  readonly resendOnReopen?: boolean;
}

/** Sends once the socket is open; resolves with the answer of type `expect`. */
export function request<T extends ServerMessage['type']>(
  connection: Connection, message: ClientMessage, expect: T, options: RequestOptions | number = {},
): Promise<Answer<T>> {
  const { timeoutMs = 10_000, resendOnReopen = false } = typeof options === 'number' ? { timeoutMs: options } : options;
  const reqId = nextReqId();
  const withId = { ...message, reqId } as ClientMessage;
  return new Promise((resolve, reject) => {
    let sent = false;
    const done = () => {
      clearTimeout(timer);
      stopListening();
      stopOpen();
    };
    const timer = setTimeout(() => {
      done();
      reject(new RequestError('client/timeout', 'No answer from the server.'));
    }, timeoutMs);
    const stopListening = connection.onMessage((m) => {
      if (!('reqId' in m) || m.reqId !== reqId) return;
      if (m.type === expect) {
        done();
        resolve(m as Answer<T>);
      } else if (m.type === 'error') {
        done();
        reject(new RequestError(m.code, m.message));
      }
    });
    const stopOpen = connection.onOpen(() => {
      if (!sent || resendOnReopen) sent = connection.send(withId) || sent;
    });
  });
}
