// The table chat. Lines live in a table of their own, apart from the game's stream, so chatting
// takes no version and no conditional write from the game. Players speak on 'table' (everyone
// following the game reads it); spectators on 'spectators', which only spectators read: a player
// must not learn from a spectator what a spectator sees. A line carries the speaker's words (or a
// phrase id) and the seat's public name, never anything of the game's state.
import { CHAT_CATCH_UP_LINES, MAX_CHAT_CHARS, type ChatChannel, type ChatLine, type ClientMessage } from '../protocol/messages.ts';
import type { ConnectionRecord, TokenRule } from '../store/types.ts';
import type { Context } from './context.ts';
import { newId, sha256Url } from './crypto.ts';
import { replyTo, ServiceError } from './errors.ts';
import { describeError } from './log.ts';
import { fanOut, send } from './send.ts';
import { freshConnection } from './connection.ts';

type Say = Extract<ClientMessage, { type: 'say' }>;

/** Lines one connection may send: five at once, then one every two seconds (five per ten seconds). */
export const CHAT_RULE: TokenRule = { everyMs: 2_000, burst: 5 };

/** Room for the envelope below API Gateway's 32 KB frame. */
const PAGE_BYTES = 28 * 1024;

// Line breaks become spaces; control characters (C0, DEL, C1) go, and so do the invisible and
// bidirectional formatting characters that could make a line read other than it shows (the
// zero-width joiners stay: emoji sequences need them). Lone surrogates go too (not valid UTF-8).
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const INVISIBLE = /[\p{Cc}\u200B\u200E\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text as it is stored and shown: one line, trimmed, NFC, without control characters. */
export function cleanChatText(raw: string): string {
  return raw.replace(LONE_SURROGATE, '').normalize('NFC').replace(BREAKS, ' ').replace(INVISIBLE, '').trim();
}

/** A line's length in characters (code points, so an emoji counts one), as the client counts it. */
export const chatLength = (text: string): number => [...text].length;

/** The words of a `say`: its cleaned text or its phrase (exactly one). */
function wordsOf(msg: Say): Pick<ChatLine, 'text' | 'phrase'> {
  if (msg.text !== undefined && msg.phrase !== undefined) {
    throw new ServiceError('protocol/invalid-message', 'The message does not match the protocol. Send text or phrase, not both.');
  }
  if (msg.phrase !== undefined) return { phrase: msg.phrase };
  const text = cleanChatText(msg.text ?? '');
  if (text.length === 0) throw new ServiceError('chat/empty');
  if (chatLength(text) > MAX_CHAT_CHARS) throw new ServiceError('chat/too-long');
  return { text };
}

/** A spectator's label: the same short tag on all of one connection's lines, telling nothing else. */
export const spectatorTag = (connectionId: string): string => sha256Url(`spectator:${connectionId}`).slice(0, 4);

interface Speaker {
  readonly channel: ChatChannel;
  readonly seat?: number;
  readonly name: string;
}

/** Who speaks, and where: a seat token's player on 'table', a spectator of the game on 'spectators'. */
async function speakerOf(ctx: Context, connectionId: string, msg: Say, following: readonly ConnectionRecord[]): Promise<Speaker> {
  if (msg.seatToken !== undefined) {
    const seat = await ctx.directory.seatFor(msg.gameId, msg.seatToken);
    if (seat === undefined) throw new ServiceError('game/not-found');
    if (seat === null) throw new ServiceError('auth/bad-token');
    if ((msg.channel ?? 'table') !== 'table') throw new ServiceError('chat/wrong-channel');
    const name = (await ctx.directory.get(msg.gameId))?.seats[seat] ?? `${seat + 1}`;
    return { channel: 'table', seat, name };
  }
  if (!(await ctx.directory.get(msg.gameId))) throw new ServiceError('game/not-found');
  if ((msg.channel ?? 'spectators') !== 'spectators') throw new ServiceError('chat/wrong-channel');
  const me = following.find((c) => c.connectionId === connectionId);
  if (!me) throw new ServiceError('chat/not-watching');
  if (typeof me.seat === 'number') throw new ServiceError('auth/bad-token', 'A player speaks with the seat’s token.');
  return { channel: 'spectators', name: spectatorTag(connectionId) };
}

/** Who reads a channel among the game's connections. */
const readers = (channel: ChatChannel, connections: readonly ConnectionRecord[]): ConnectionRecord[] =>
  (channel === 'table' ? [...connections] : connections.filter((c) => typeof c.seat !== 'number'));

/** `say`: stores the line, sends it to the game's connections that read its channel, answers `said`. */
export async function say(ctx: Context, connectionId: string, msg: Say): Promise<void> {
  const words = wordsOf(msg);
  const chat = ctx.stores.chat;
  if (!chat) throw new ServiceError('store/unavailable');
  const taken = await ctx.stores.connections.takeToken(connectionId, 'say', CHAT_RULE, ctx.clock().getTime(), freshConnection(ctx));
  if (!taken) throw new ServiceError('rate/limited', 'Too many chat lines: wait a few seconds.');
  const following = await ctx.stores.connections.byGame(msg.gameId);
  const speaker = await speakerOf(ctx, connectionId, msg, following);
  const line: ChatLine = { id: newId(ctx.randomBytes), at: ctx.clock().toISOString(), ...speaker, ...words };
  await chat.append(msg.gameId, line);
  const frame = JSON.stringify({ type: 'chat', gameId: msg.gameId, lines: [line] });
  // The speaker hears its own line even when the index has not caught up with its connection yet.
  const targets = new Set(readers(line.channel, following).map((c) => c.connectionId)).add(connectionId);
  await fanOut(ctx, [...targets].map((id) => [id, frame] as const));
  await send(ctx, connectionId, { type: 'said', ...replyTo(msg), id: line.id });
}

/** The lines as `chat` frames, each under API Gateway's frame limit. */
function chatFrames(gameId: string, lines: readonly ChatLine[], reqId?: string): string[] {
  const prefix = JSON.stringify({ type: 'chat', ...(reqId !== undefined ? { reqId } : {}), gameId }).slice(0, -1);
  const frames: string[] = [];
  let page: string[] = [];
  let size = 0;
  const flush = () => {
    frames.push(`${prefix},"lines":[${page.join(',')}]}`);
    page = [];
    size = 0;
  };
  for (const line of lines) {
    const json = JSON.stringify(line);
    if (page.length > 0 && size + json.length * 3 > PAGE_BYTES) flush();
    page.push(json);
    size += json.length * 3;
  }
  if (page.length > 0) flush();
  return frames;
}

const byTime = (a: ChatLine, b: ChatLine): number => (a.at === b.at ? (a.id < b.id ? -1 : 1) : a.at < b.at ? -1 : 1);

/**
 * After a follow's catch-up: the latest lines of the channels the connection reads (a seat the
 * table's, a spectator both), or every table line for a whole re-read of a finished game (the
 * replay). Nothing when there are none. The frames carry the follow's `reqId` (pushed lines carry
 * none). A failure here is logged: the events' catch-up already arrived.
 */
export async function sendChatCatchUp(
  ctx: Context, connectionId: string, gameId: string, seat: number | undefined, replay: boolean, reqId?: string,
): Promise<void> {
  const chat = ctx.stores.chat;
  if (!chat) return;
  try {
    const [table, spectators] = await Promise.all([
      replay ? chat.all(gameId, 'table') : chat.latest(gameId, 'table', CHAT_CATCH_UP_LINES),
      seat === undefined ? chat.latest(gameId, 'spectators', CHAT_CATCH_UP_LINES) : Promise.resolve([]),
    ]);
    const merged = [...table, ...spectators].sort(byTime);
    const lines = replay ? merged : merged.slice(-CHAT_CATCH_UP_LINES);
    for (const frame of chatFrames(gameId, lines, reqId)) await fanOut(ctx, [[connectionId, frame]]);
  } catch (error) {
    ctx.log.warn('chat catch-up failed', { connectionId, gameId, ...describeError(error) });
  }
}
