// Turning a raw frame into a ClientMessage, or into the typed error that answers it.
import * as v from 'valibot';
import { ClientCommand, ClientMessage, MAX_MESSAGE_BYTES, PROTOCOL_ERRORS } from '../protocol/messages.ts';
import { ServiceError, type Correlation } from './errors.ts';

type Schema = v.GenericSchema;
type Keyed = { readonly entries: { readonly type: { readonly literal: string } } };

/** Each `type`'s schema among a variant's options (a nested variant, e.g. createGame's per game kind, stands for all its types). */
function byType(options: readonly (Keyed | { readonly options: readonly Keyed[] })[]): Map<string, Schema> {
  const map = new Map<string, Schema>();
  const taken = new Set<string>();
  for (const option of options) {
    for (const type of new Set('entries' in option ? [option.entries.type.literal] : option.options.map((n) => n.entries.type.literal))) {
      if (map.has(type)) taken.add(type);
      map.set(type, option as unknown as Schema);
    }
  }
  // A type under two options is left to the whole variant.
  for (const type of taken) map.delete(type);
  return map;
}

/** The message types: each option's, and its nested variants' (createGame is one per game kind). */
const MESSAGES = byType(ClientMessage.options);
const KNOWN_TYPES = new Set<string>(ClientMessage.options.flatMap((o) => ('entries' in o ? [o.entries.type.literal] : o.options.map((n) => n.entries.type.literal))));
const COMMAND_MESSAGE = ClientMessage.options.find((o) => 'entries' in o && o.entries.type.literal === 'command') as v.ObjectSchema<v.ObjectEntries, undefined> | undefined;
const COMMANDS = byType(ClientCommand.options);
/** A command message with its command left to the schema of the command's own type. */
const COMMAND_ENVELOPE = COMMAND_MESSAGE && v.strictObject({ ...COMMAND_MESSAGE.entries, command: v.unknown() });

/**
 * The message checked by the schema of its type alone, or undefined when it does not match: a
 * variant tries its options one by one (about 25 messages, 70 commands), on every frame. The
 * whole variant still judges whatever fails here, so an invalid message gets the same answer.
 */
function parseByType(raw: object, type: string): ClientMessage | undefined {
  if (type !== 'command' || !COMMAND_ENVELOPE) {
    const schema = MESSAGES.get(type);
    const result = schema && v.safeParse(schema, raw);
    return result?.success ? result.output as ClientMessage : undefined;
  }
  const envelope = v.safeParse(COMMAND_ENVELOPE, raw);
  if (!envelope.success) return undefined;
  const commandType = (envelope.output.command as { type?: unknown } | null)?.type;
  const schema = typeof commandType === 'string' ? COMMANDS.get(commandType) : undefined;
  const command = schema && v.safeParse(schema, envelope.output.command);
  return command?.success ? { ...envelope.output, command: command.output } as ClientMessage : undefined;
}

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
  const message = parseByType(raw as object, type);
  if (message) return { message, ids };
  const result = v.safeParse(ClientMessage, raw);
  if (!result.success) {
    const issue = result.issues[0];
    const path = v.getDotPath(issue);
    const detail = `${PROTOCOL_ERRORS['protocol/invalid-message']} ${path ? `${path}: ` : ''}${issue.message}`;
    return { error: new ServiceError('protocol/invalid-message', detail), ids };
  }
  return { message: result.output, ids };
}
