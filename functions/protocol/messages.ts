// The WebSocket protocol, version 1: every message in both directions, as valibot schemas shared
// by the Lambda handlers and the browser. Documented in docs/protocol.md.
import * as v from 'valibot';
import { MAX_DICE_PLAYERS, SIDES, type Side } from '../../domain/dice/types.ts';
import type { AnyEvent, KindId } from '../../domain/platform/index.ts';
import { BOT_LEVELS, MAX_TURN_SECONDS, type BoardKind, type BotLevel } from '../../domain/catan/base/types.ts';
import { EXPANSIONS, SCENARIOS, TURN_RULES } from '../../domain/catan/options.ts';
import { SeatNumber } from './primitives.ts';
import { ClientCommand } from './commands.ts';
import { HAND_OVER_ERRORS, type HandOverMessage } from './hand-over.ts';
import { IDENTITY_ERRORS, IDENTITY_REQUESTS, type IdentityMessage } from './identity.ts';
import { PLAYER_ERRORS, PLAYER_REQUESTS, type PlayerMessage } from './players.ts';
import { FOLLOW_ERRORS, FOLLOW_REQUESTS, type FollowMessage } from './follows.ts';

export { STALL_MS, type VoteTally } from './hand-over.ts';
export { ClientCommand } from './commands.ts';

export const PROTOCOL_VERSION = 1;
/** API Gateway caps a WebSocket frame at 32 KB; our messages are far smaller. */
export const MAX_MESSAGE_BYTES = 32 * 1024;

/** A trade offer of a seat the server plays waits this long for the people's answers (ms); the site counts it down. */
export const BOT_OFFER_ANSWER_MS = 15_000;

const GameId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{6,40}$/));
const SeatToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/));
const ReqId = v.optional(v.pipe(v.string(), v.maxLength(64)));
const Version = v.pipe(v.number(), v.integer(), v.minValue(0));
const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40));
const GameStatus = v.picklist(['open', 'playing', 'finished', 'abandoned']);
const Level = v.picklist(BOT_LEVELS);
/** Seconds per turn before a bot plays for an absent player; 0: no timer. */
const TurnTimer = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TURN_SECONDS));
const IdempotencyKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));
/** A seed of the verifiable dice: 32 bytes as hex (domain/shared/fairness.ts). */
const Seed = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const DICE_PLAYERS = Array.from({ length: MAX_DICE_PLAYERS }, (_, i) => i + 1) as [number, ...number[]];

/** Quick phrases of the table chat: ids the client renders in the reader's language. */
export const CHAT_PHRASES = ['hello', 'gl', 'gg', 'thanks', 'wait', 'nice', 'oops', 'trade', 'sorry', 'bye'] as const;
export type ChatPhrase = (typeof CHAT_PHRASES)[number];
/** Characters (code points) a chat line may have, after trimming and removing control characters. */
export const MAX_CHAT_CHARS = 200;
/** Lines sent after following a game (per the channels the connection reads). */
export const CHAT_CATCH_UP_LINES = 50;
/** 'table': the players' chat, read by everyone following the game; 'spectators': read by spectators only. */
export type ChatChannel = 'table' | 'spectators';

export const ClientMessage = v.variant('type', [
  /** Keep-alive; with `gameId`, the `pong` carries that game's head (to notice a missed push). */
  v.strictObject({ type: v.literal('ping'), reqId: ReqId, gameId: v.optional(GameId) }),
  /**
   * The lobby: without `status`, open and playing games (at most 50 of each); with it, the newest
   * games (at most 50) in that status, e.g. 'finished' for the replay room.
   */
  v.strictObject({ type: v.literal('listGames'), reqId: ReqId, status: v.optional(GameStatus) }),
  /**
   * The lobby, kept up to date: answered with `games` (as `listGames` without `status`), then every
   * change of a listed game is pushed as `lobby`, until the connection follows a game.
   */
  v.strictObject({ type: v.literal('watchLobby'), reqId: ReqId }),
  /**
   * Create a game. `createId` (made by the client once per attempt, kept secret) makes it
   * retryable: the same `createId` again is answered with the game it created. `timer`: seconds
   * per turn (0 or absent: none). `board`: 'beginner' (3–4 players), 'variable', or 'fixed' (the
   * 5–6 player map). `bots`: one entry per seat, a bot level or null for a person's
   * seat (at least one null); the server seats the bots before answering.
   */
  v.variant('game', [
    v.strictObject({
    type: v.literal('createGame'), reqId: ReqId, game: v.optional(v.literal('catan')),
    players: v.picklist([3, 4, 5, 6]), board: v.picklist(['beginner', 'variable', 'fixed', ...SCENARIOS]), createId: v.optional(IdempotencyKey),
    timer: v.optional(TurnTimer), bots: v.optional(v.pipe(v.array(v.nullable(Level)), v.minLength(3), v.maxLength(6))),
    /** 5–6 players only: the extra turns, 'special-building' (the default) or 'paired'. */
    turnRule: v.optional(v.picklist(TURN_RULES)),
    /** The mini-expansions in play, each once, with any table: 'friends', 'helpers'. */
    modules: v.optional(v.pipe(v.array(v.picklist(EXPANSIONS)), v.maxLength(EXPANSIONS.length))),
    /** Never listed nor pushed to the lobby: reachable by its link (its id) only. */
    private: v.optional(v.boolean()),
    /** Who starts: 'seat' (seat 0, the default) or 'roll' (every seat rolls two dice at the start). */
    firstPlayer: v.optional(v.picklist(['roll', 'seat'])),
    /** A rated table: people only (no `bots` level); its signed-in players' ratings follow its end. */
    rated: v.optional(v.boolean()),
  }),
    /**
     * The Catan Dice Game: the sheet's `side` ('standard': 1–4 players, 'plus': 2–4); a solo
     * game starts at once. `bots`, `timer`, `createId`, `private` and `rated` as for the board game.
     */
    v.strictObject({
      type: v.literal('createGame'), reqId: ReqId, game: v.literal('dice'), side: v.picklist(SIDES),
      players: v.picklist(DICE_PLAYERS), createId: v.optional(IdempotencyKey), timer: v.optional(TurnTimer),
      bots: v.optional(v.pipe(v.array(v.nullable(Level)), v.minLength(1), v.maxLength(MAX_DICE_PLAYERS))),
      private: v.optional(v.boolean()),
      rated: v.optional(v.boolean()),
    }),
  ]),
  /**
   * The game's creator (proved by the `createId` it created the game with) seats a bot in its
   * open game: the named seat, or the first free one. Answered with `botAdded`.
   */
  v.strictObject({
    type: v.literal('addBot'), reqId: ReqId, gameId: GameId, createId: IdempotencyKey, seat: v.optional(SeatNumber), level: Level,
  }),
  /**
   * Claim a seat (the first free one if none is named); answered with `joined` and a seat token.
   * `joinId` (made by the client once per join attempt, kept secret) makes the join retryable: the
   * same `joinId` again gets the seat it claimed, with a fresh token.
   */
  v.strictObject({
    type: v.literal('joinGame'), reqId: ReqId, gameId: GameId, seat: v.optional(SeatNumber), name: Name, joinId: v.optional(IdempotencyKey),
    /** Ready to start at once (the default); false: say so later with the command `MarkReady`. */
    ready: v.optional(v.boolean()),
    /**
     * The seat's seed for the game's random inputs (32 random bytes as 64 lowercase hex digits),
     * kept secret until the end; its SHA-256 goes into the stream. Absent: the server's fixed one.
     */
    seed: v.optional(Seed),
  }),
  /** Watch a game; the stream comes redacted for spectators (or complete, once the game is over). */
  v.strictObject({ type: v.literal('spectate'), reqId: ReqId, gameId: GameId, lastVersion: v.optional(Version) }),
  /** Come back to a game: the events after `lastVersion`, redacted for this seat (or as a spectator). */
  v.strictObject({ type: v.literal('resume'), reqId: ReqId, gameId: GameId, seatToken: v.optional(SeatToken), lastVersion: Version }),
  /** A game command. `commandId` is an idempotency key: a retry is applied once. */
  v.strictObject({
    type: v.literal('command'), reqId: ReqId, gameId: GameId, seatToken: SeatToken,
    commandId: IdempotencyKey,
    /** The version the client held when it first sent the command: where to look for a retry. */
    lastVersion: v.optional(Version),
    /** false: no `accepted` when this connection follows the game (its `events` frame carries the record's `commandId`). */
    ack: v.optional(v.literal(false)),
    command: ClientCommand,
  }),
  /**
   * A chat line: `text` or a quick `phrase` (exactly one). With the seat's token a player speaks on
   * 'table'; without, a spectator of the game speaks on 'spectators'. Answered with `said`.
   */
  v.strictObject({
    type: v.literal('say'), reqId: ReqId, gameId: GameId, seatToken: v.optional(SeatToken),
    text: v.optional(v.string()), phrase: v.optional(v.picklist(CHAT_PHRASES)), channel: v.optional(v.picklist(['table', 'spectators'])),
  }),
  /** Leave a game under way: a bot plays the seat until its player comes back (hand-over.ts). Answered with `left`. */
  v.strictObject({ type: v.literal('leaveGame'), reqId: ReqId, gameId: GameId, seatToken: SeatToken }),
  /** Vote to hand a stalled person's seat to a bot (no turn timer; hand-over.ts). Answered with `voted`. */
  v.strictObject({ type: v.literal('voteBot'), reqId: ReqId, gameId: GameId, seatToken: SeatToken, seat: SeatNumber }),
  /** Accounts and passkeys (identity.ts). */
  ...IDENTITY_REQUESTS,
  /** A player's page (players.ts). */
  ...PLAYER_REQUESTS,
  /** Friends: follows and invitations (follows.ts). */
  ...FOLLOW_REQUESTS,
]);
export type ClientMessage = v.InferOutput<typeof ClientMessage>;

export interface GameSummary {
  readonly gameId: string;
  readonly players: number;
  /** The board game's board, or the dice game's sheet side. */
  readonly board: BoardKind | Side;
  /** The game's kind; absent for the board game. */
  readonly kind?: Exclude<KindId, 'catan'>;
  readonly seats: readonly (string | null)[];
  /** Each seat's bot level; null for a person's seat (or a free one). */
  readonly bots: readonly (BotLevel | null)[];
  /** Seconds per turn; 0: no timer. */
  readonly timer: number;
  readonly status: 'open' | 'playing' | 'finished' | 'abandoned';
  readonly createdAt: string;
  /** The first person seated (absent until someone sits down). */
  readonly host?: string;
  /** A finished game's winner, with its score (absent in games finished before scores were kept). */
  readonly winner?: { readonly seat: number; readonly name: string; readonly score?: number };
  /** The rule modules in play, as the game recorded them (a 5–6 table's turn rule, mini-expansions); absent for the base game. */
  readonly modules?: readonly string[];
  /** A rated table (people only); absent: unrated. */
  readonly rated?: true;
}

/** One accepted command's events, at its version in the game's stream (1-based, no gaps). */
export interface StreamItem<E = AnyEvent> {
  readonly version: number;
  readonly events: readonly E[];
  /** The id of the command that produced these events, so a client can drop its pending retry. */
  readonly commandId?: string;
  /** When it was appended (ISO time); every item this server sends has it (deadlines count from it). */
  readonly at?: string;
}

/** One line of a game's chat. `seat` is the speaker's seat (a player's line); `name` the seat's or a spectator's label. */
export interface ChatLine {
  readonly id: string;
  /** ISO time the server stored it. */
  readonly at: string;
  readonly channel: ChatChannel;
  readonly seat?: number;
  readonly name: string;
  readonly text?: string;
  readonly phrase?: ChatPhrase;
}

export type ServerMessage =
  /**
   * `gameId` and `head` (its latest version, 0 if there is no such game) answer a ping that named
   * a game. `now` is the server's clock (epoch ms), for countdowns; every pong of this server has it.
   */
  | { readonly type: 'pong'; readonly reqId?: string; readonly gameId?: string; readonly head?: number; readonly now?: number }
  | { readonly type: 'games'; readonly reqId?: string; readonly games: readonly GameSummary[] }
  /** Pushed to lobby watchers (`watchLobby`): a listed game as it is now, or one gone from the lists. */
  | { readonly type: 'lobby'; readonly game: GameSummary }
  | { readonly type: 'lobby'; readonly gameId: string; readonly removed: true }
  | { readonly type: 'created'; readonly reqId?: string; readonly gameId: string }
  | { readonly type: 'joined'; readonly reqId?: string; readonly gameId: string; readonly seat: number; readonly seatToken: string }
  | { readonly type: 'botAdded'; readonly reqId?: string; readonly gameId: string; readonly seat: number }
  /**
   * Events for this connection's viewer, in order. `viewer` says how they were redacted: a seat,
   * 'spectator', or 'all' once the game is over. `head` is the stream's latest version. `kind`:
   * the game's kind, absent for the board game.
   */
  | {
    readonly type: 'events'; readonly reqId?: string; readonly gameId: string; readonly viewer: number | 'spectator' | 'all';
    readonly items: readonly StreamItem[]; readonly head: number; readonly kind?: Exclude<KindId, 'catan'>;
  }
  | { readonly type: 'accepted'; readonly reqId?: string; readonly commandId: string; readonly version: number }
  | { readonly type: 'presence'; readonly gameId: string; readonly seats: readonly boolean[]; readonly spectators: number }
  /** Chat lines, oldest first: one new line, or the latest lines after following a game. */
  | { readonly type: 'chat'; readonly reqId?: string; readonly gameId: string; readonly lines: readonly ChatLine[] }
  /** A `say` was stored and sent to the game (`id`: its line's). */
  | { readonly type: 'said'; readonly reqId?: string; readonly id: string }
  | { readonly type: 'error'; readonly reqId?: string; readonly commandId?: string; readonly code: string; readonly message: string }
  | HandOverMessage
  | IdentityMessage
  | PlayerMessage
  | FollowMessage;

/** Errors of the protocol and the service; rule rejections use the domain's codes. */
export const PROTOCOL_ERRORS = {
  'protocol/too-large': 'The message is larger than 32 KB.',
  'protocol/malformed-json': 'The message is not valid JSON.',
  'protocol/unknown-type': 'Unknown message type.',
  'protocol/invalid-message': 'The message does not match the protocol.',
  'protocol/bad-version': 'That version is ahead of the game.',
  'game/not-found': 'There is no game with that id.',
  'game/full': 'Every seat of that game is taken.',
  'auth/bad-token': 'That seat token does not belong to this game.',
  'command/id-taken': 'Another seat already used that command id; send the command under a new one.',
  'auth/not-creator': 'Only the game’s creator can do that.',
  'game/no-person': 'At least one seat is a person’s.',
  'store/conflict': 'The game moved on too fast; try again.',
  'store/unavailable': 'The game store is not available; try again.',
  'server/internal': 'Something went wrong on the server.',
  'rate/limited': 'Too many requests: wait a moment and send it again.',
  'chat/empty': 'The chat line is empty.',
  'chat/too-long': 'A chat line has at most 200 characters.',
  'chat/wrong-channel': 'Players talk on the table channel, spectators on the spectators channel.',
  'chat/not-watching': 'Follow the game (spectate it) before chatting in it.',
  ...HAND_OVER_ERRORS,
  ...IDENTITY_ERRORS,
  ...PLAYER_ERRORS,
  ...FOLLOW_ERRORS,
} as const;
export type ProtocolErrorCode = keyof typeof PROTOCOL_ERRORS;
