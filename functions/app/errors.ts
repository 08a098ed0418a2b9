// Typed errors of the service. Every error reply is `{type:'error', code, message, reqId?, commandId?}`.
// A refusal (protocol, rules, auth) changed nothing; after store/unavailable or server/internal a
// write may have landed, which a retry with the same commandId (or joinId) finds.
import { PROTOCOL_ERRORS, type ProtocolErrorCode, type ServerMessage } from '../protocol/messages.ts';
import type { Rejection } from '../../domain/catan/index.ts';
import type { DiceRejection } from '../../domain/dice/index.ts';

export type ErrorCode = ProtocolErrorCode | Rejection['code'] | DiceRejection['code'];

/** An error with a code the client may see; thrown anywhere in a request and turned into a reply. */
export class ServiceError extends Error {
  constructor(readonly code: ErrorCode, message?: string) {
    super(message ?? (PROTOCOL_ERRORS as Record<string, string>)[code] ?? code);
    this.name = 'ServiceError';
  }
}

export interface Correlation {
  readonly reqId?: string;
  readonly commandId?: string;
}

/** The `reqId` part of a reply: echoed when the request had one. */
export const replyTo = (msg: { readonly reqId?: string }): { reqId?: string } => (msg.reqId !== undefined ? { reqId: msg.reqId } : {});

export function errorReply(code: ErrorCode, message: string, ids: Correlation = {}): ServerMessage {
  return {
    type: 'error',
    ...replyTo(ids),
    ...(ids.commandId !== undefined ? { commandId: ids.commandId } : {}),
    code,
    message,
  };
}
