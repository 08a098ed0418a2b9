// Turning a raw frame into a ClientMessage, or into the typed error that answers it.
import * as v from 'valibot';
import { ClientMessage, MAX_MESSAGE_BYTES, PROTOCOL_ERRORS } from '../protocol/messages.ts';
import { ServiceError, type Correlation } from './errors.ts';

/** The message types: each option's, and its nested variants' (createGame is one per game kind). */
const KNOWN_TYPES = new Set<string>(ClientMessage.options.flatMap((o) => ('entries' in o ? [o.entries.type.literal] : o.options.map((n) => n.entries.type.literal))));

/** The reqId and commandId of a message that may not be valid, for the error reply. */
export function correlationOf(raw: unknown): Correlation {
  if (typeof raw !== 'object' || raw === null) return {};
  const { reqId, commandId } = raw as Record<string, unknown>;
  const ok = (x: unknown) => (typeof x === 'string' && x.length <= 64 ? x : undefined);
  return { reqId: ok(reqId), commandId: ok(commandId) };
}

export interface Parsed {
  readonly message?: ClientMessage;
  readonly error?: ServiceError;
  readonly ids: Correlation;
}

export function parseMessage(body: string | undefined): Parsed {
  const text = body ?? '';
  if (Buffer.byteLength(text) > MAX_MESSAGE_BYTES) return { error: new ServiceError('protocol/too-large'), ids: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: new ServiceError('protocol/malformed-json'), ids: {} };
  }
  const ids = correlationOf(raw);
  const type = (raw as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) {
    return { error: new ServiceError('protocol/unknown-type'), ids };
  }
  const result = v.safeParse(ClientMessage, raw);
  if (!result.success) {
    const issue = result.issues[0];
    const path = v.getDotPath(issue);
    const detail = `${PROTOCOL_ERRORS['protocol/invalid-message']} ${path ? `${path}: ` : ''}${issue.message}`;
    return { error: new ServiceError('protocol/invalid-message', detail), ids };
  }
  return { message: result.output, ids };
}
