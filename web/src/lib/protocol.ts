// The WebSocket protocol (v1), shared with the server, plus small client-side helpers:
// validating what we send, recognising what we receive, and turning a domain command into
// the command a client may send (no seat, no dice or draws).
import * as v from 'valibot';
import {
  BOT_OFFER_ANSWER_MS, CHAT_PHRASES, ClientCommand, ClientMessage, MAX_CHAT_CHARS, PROTOCOL_VERSION, STALL_MS,
  type ChatLine, type ChatPhrase, type GameSummary, type ServerMessage, type StreamItem as KindStreamItem, type VoteTally,
} from '../../../functions/protocol/messages.ts';
import type { Command, Event } from './domain.ts';

export { BOT_OFFER_ANSWER_MS, CHAT_PHRASES, ClientCommand, ClientMessage, MAX_CHAT_CHARS, PROTOCOL_VERSION, STALL_MS };
export type { ChatLine, ChatPhrase, GameSummary, KindStreamItem, ServerMessage, VoteTally };
/** A board game's stream item (a dice game's page folds `KindStreamItem<DiceEvent>`). */
export type StreamItem = KindStreamItem<Event>;

/** What a seat may send in a `command`: a game command, or coming back to a seat a bot plays (ReturnToSeat). */
export type SeatCommand = Extract<ClientMessage, { type: 'command' }>['command'];

/** Validates an outgoing message against the protocol schema; throws on a programming error. */
export function checkClientMessage(message: ClientMessage): ClientMessage {
  const result = v.safeParse(ClientMessage, message);
  if (!result.success) throw new Error(`invalid client message: ${v.summarize(result.issues)}`);
  return result.output;
}

// Every server message's type, checked by the compiler: a type the server adds and this list
// lacks would be dropped as unknown.
const SERVER_TYPE_LIST: Record<ServerMessage['type'], true> = {
  pong: true, games: true, lobby: true, created: true, botAdded: true, joined: true,
  events: true, accepted: true, presence: true, error: true, chat: true, said: true, left: true, voted: true,
  vote: true, passkeyOptions: true, signedIn: true, account: true, adopted: true, signedOut: true,
  accountDeleted: true, player: true, followed: true, unfollowed: true, friends: true, inviteSent: true,
  inviteAnswered: true, invitation: true, leaderboard: true,
};
const SERVER_TYPES: ReadonlySet<string> = new Set(Object.keys(SERVER_TYPE_LIST));

/** Parses a frame from the server; null for anything that is not a v1 server message. */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const type = (message as { type?: unknown }).type;
  if (typeof type !== 'string' || !SERVER_TYPES.has(type)) return null;
  if (type === 'events' && !Array.isArray((message as { items?: unknown }).items)) return null;
  return message as ServerMessage;
}

const INPUT_FIELDS = new Set(['seat', 'dice', 'draw', 'seed']);

/** A legal domain command as the client sends it: the seat comes from the seat token. */
export function toClientCommand(command: Command): ClientCommand {
  const out: Record<string, unknown> = {};
  // (the Alchemist's dice are the player's choice, not the server's input)
  for (const [key, value] of Object.entries(command)) if (!INPUT_FIELDS.has(key) || (key === 'dice' && command.type === 'PlayProgressCard')) out[key] = value;
  return v.parse(ClientCommand, out);
}

/** A fresh idempotency key: 16 random bytes, base64url (22 characters, matches the schema). */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
