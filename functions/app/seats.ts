// Seats the server fills or gives back: bots sitting down (chosen at creation, or added by the
// game's creator) and players coming back to a seat a bot played while they were away.
import type { BotLevel, Seat } from '../../domain/catan/index.ts';
import { decideAny, kindOf, type AnyCommand, type AnyState, type ClaimOptions } from '../../domain/platform/index.ts';
import type { ClientMessage } from '../protocol/messages.ts';
import { findCommandRecord, type LoadedStream } from '../store/stream.ts';
import type { BotSeat, StreamRecord } from '../store/types.ts';
import { appendWithRetry, duplicateOf, outcomeOf, type AppendResult, type Outcome } from './append.ts';
import { afterAppend } from './bots.ts';
import type { Context } from './context.ts';
import { sha256Url } from './crypto.ts';
import { replyTo, ServiceError } from './errors.ts';
import { appendOwn } from './own-append.ts';
import { pushLobby } from './lobby-push.ts';
import { whileReturning } from './returning.ts';
import { publishResult } from './publish.ts';
import { commitmentOf, inputsAt, seedsOf, serverSeatSeed, withSeat } from './seeds.ts';
import { send } from './send.ts';

type AddBot = Extract<ClientMessage, { type: 'addBot' }>;

const BOT_NAMES = ['Ada', 'Bruno', 'Chiara', 'Dmitri', 'Elif', 'Farah'];

/** A bot's name at the table: one per seat, so distinct in a game. */
export const botName = (seat: Seat): string => `Bot ${BOT_NAMES[seat] ?? seat + 1}`;

/** The id of the ClaimSeat of a bot: one per seat and game, so adding it again finds it. */
export const botClaimId = (seat: Seat, gameId: string): string => `bot-claim:${seat}:${gameId}`;

/** The game id a client's createId makes: whoever holds the createId created the game. */
export const gameIdFor = (createId: string): string => sha256Url(`game:${createId}`).slice(0, 16);

/** The first seat without a name; -1 when none is left. */
export function firstFreeSeat(state: AnyState): number {
  const table = kindOf(state).table(state);
  return table.phase === 'lobby' ? table.names.findIndex((n) => n === null) : -1;
}

/** Would this bot take the last free seat of a table without a person? */
function leavesNoPerson(state: AnyState, seat: Seat): boolean {
  const table = kindOf(state).table(state);
  if (table.phase !== 'lobby' || table.names[seat] !== null) return false;
  const full = table.names.every((name, s) => name !== null || s === seat);
  return full && table.levels.every((level, s) => level !== null || s === seat);
}

/**
 * A seat's claim, judged on `loaded` (to land at head + 1), with the server's inputs supplied by
 * the game's kind. In a game with a commitment the claim commits to the seat's seed: `own`, the
 * player's, stored sealed with the record, or the server's fixed one for the seat (seeds.ts).
 */
export async function claimOutcome(
  ctx: Context, gameId: string, loaded: LoadedStream, commandId: string, seat: Seat, name: string, options: ClaimOptions, own?: string,
): Promise<Outcome> {
  const { state } = loaded;
  const kind = kindOf(state);
  const claim = kind.claimSeat(seat, name, options);
  const seeds = await seedsOf(ctx, gameId, loaded);
  if (seeds === null) return outcomeOf(commandId, decideAny(kind.supplyInputs(claim, ctx.random, state), state));
  const version = loaded.head + 1;
  const seed = own ?? serverSeatSeed(seeds.server, seat);
  const random = inputsAt(withSeat(seeds, seat, seed, version), version);
  const committed = { ...claim, seedHash: commitmentOf(seed) } as AnyCommand;
  return outcomeOf(commandId, decideAny(kind.supplyInputs(committed, random, state), state), own);
}

/** Appends a bot's ClaimSeat (the named seat, or the first free one), or finds it already there. */
async function claimBot(ctx: Context, gameId: string, wanted: Seat | undefined, level: BotLevel): Promise<AppendResult> {
  return appendWithRetry(ctx, gameId, async (loaded) => {
    if (loaded.state.phase === 'none') throw new ServiceError('game/not-found');
    const seat = wanted ?? firstFreeSeat(loaded.state);
    if (seat < 0) throw new ServiceError('game/full');
    const commandId = botClaimId(seat, gameId);
    const seen = await findCommandRecord(ctx.stores.events, gameId, loaded, commandId, 0);
    if (seen) return duplicateOf(seen, loaded);
    if (leavesNoPerson(loaded.state, seat)) throw new ServiceError('game/no-person');
    if (kindOf(loaded.state).table(loaded.state).rated) throw new ServiceError('game/rated-people-only');
    return claimOutcome(ctx, gameId, loaded, commandId, seat, botName(seat), { level });
  });
}

/** The bot a stored ClaimSeat seated. */
function botSeated(record: StreamRecord): BotSeat {
  const event = record.events.find((e) => e.type === 'SeatClaimed');
  if (event?.type !== 'SeatClaimed' || !event.bot) throw new ServiceError('server/internal');
  return { seat: event.seat, name: event.name, level: event.level ?? 'good' };
}

type Seated = Extract<AppendResult, { kind: 'appended' | 'duplicate' }>;

/**
 * Seats the bots a new game was created with (`levels[seat]`, null for a person's seat), each
 * under its deterministic id, so a repeated create finds them. A seat a person took meanwhile
 * (a create repeated late) stays theirs. Returns the newest record appended, if any.
 */
export async function claimBots(ctx: Context, gameId: string, levels: readonly (BotLevel | null)[]): Promise<Extract<AppendResult, { kind: 'appended' }> | null> {
  const seated: Seated[] = [];
  for (const [seat, level] of levels.entries()) {
    if (level === null) continue;
    const result = await claimBot(ctx, gameId, seat, level);
    if (result.kind === 'rejected') ctx.log.warn('bot not seated', { gameId, seat, code: result.rejection.code });
    else seated.push(result);
  }
  if (seated.length === 0) return null;
  await ctx.stores.games.seatBots(gameId, seated.map((r) => botSeated(r.record)));
  await Promise.all(seated.map((r) => publishResult(ctx, r)));
  const appended = seated.filter((r) => r.kind === 'appended');
  return appended[appended.length - 1] ?? null;
}

/** `addBot`: the game's creator (proved by its createId) seats a bot in its open game. */
export async function addBot(ctx: Context, connectionId: string, msg: AddBot): Promise<void> {
  if (gameIdFor(msg.createId) !== msg.gameId) throw new ServiceError('auth/not-creator');
  const result = await claimBot(ctx, msg.gameId, msg.seat, msg.level);
  if (result.kind === 'rejected') {
    // A bot named for a seat after the table filled up is the domain's 'rule/wrong-phase' ('game/started').
    if (tableFull(result.rejection.code)) throw new ServiceError('game/full');
    throw new ServiceError(result.rejection.code, result.rejection.message);
  }
  const bot = botSeated(result.record);
  await ctx.stores.games.seatBots(msg.gameId, [bot]);
  await send(ctx, connectionId, { type: 'botAdded', ...replyTo(msg), gameId: msg.gameId, seat: bot.seat });
  await publishResult(ctx, result);
  await pushLobby(ctx, msg.gameId);
  if (result.kind === 'appended') await afterAppend(ctx, msg.gameId, result.state, result.record);
}

/** A claim refused because play began: the board game's 'rule/wrong-phase', the dice game's 'game/started'. */
export const tableFull = (code: string): boolean => code === 'rule/wrong-phase' || code === 'game/started';

export function isAway(state: AnyState, seat: Seat): boolean {
  if (state.phase === 'none' || state.phase === 'lobby' || state.phase === 'finished') return false;
  return state.away[seat] === true;
}

/** A record the server appended (or found stored) for a returning player, and the state after it. */
export interface Returned {
  readonly record: StreamRecord;
  readonly state: AnyState | null;
}

/**
 * The player of a seat a bot plays is back: appends ReturnToSeat (`back:{seat}:{head}`) and
 * publishes it. Null when the seat is not away (nothing to do).
 */
export async function returnToSeat(ctx: Context, gameId: string, seat: Seat): Promise<Returned | null> {
  // The bots playing the seat append as fast as they can: the return keeps trying longer than a
  // command does, so a returning player is never refused for their speed.
  const { result, loaded } = await whileReturning(gameId, () => appendOwn(ctx, gameId, (l) =>
    (isAway(l.state, seat) ? outcomeOf(`back:${seat}:${l.head}`, decideAny(kindOf(l.state).returnToSeat(seat), l.state)) : null), RETURN_ATTEMPTS));
  if (result === null || result.kind === 'rejected') return null;
  await publishResult(ctx, result);
  return { record: result.record, state: result.kind === 'appended' ? result.state : loaded?.state ?? null };
}

/** Attempts of a return against the bots' appends (with the backoff capped, about 3 s at most). */
const RETURN_ATTEMPTS = 16;

/** Thrown by a command's attempt when its seat is away: the seat is returned first. */
export class SeatAway extends Error {
  constructor() {
    super('seat away');
    this.name = 'SeatAway';
  }
}

/**
 * Runs `append`; should it find its seat away (SeatAway), returns the seat to its player first
 * and runs it again. Also tells what was returned, for the caller's afterAppend.
 */
export async function returningFirst<T>(
  ctx: Context, gameId: string, seat: Seat, append: () => Promise<T>,
): Promise<{ readonly value: T; readonly returned: Returned | null }> {
  let returned: Returned | null = null;
  for (let i = 0; ; i++) {
    try {
      return { value: await append(), returned };
    } catch (error) {
      if (!(error instanceof SeatAway) || i >= 2) throw error;
      returned = (await returnToSeat(ctx, gameId, seat)) ?? returned;
    }
  }
}
