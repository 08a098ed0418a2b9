// The bots driver. After every accepted append (and in every wake) the game's obligations are
// computed from its stream (due.ts) and met: seats whose deadline passed are taken over, the seats
// the server plays make their moves, inline and bounded per invocation, and a wake is armed for
// whatever comes later (a deadline, a bot's waiting offer, the abandon check). Every move goes the
// way of a player's command: decide, conditional append, broadcast, the games item.
import { decideAny, kindOf, type AnyState, type KindRejection, type TableView } from '../../domain/platform/index.ts';
import { loadStream, type LoadedStream } from '../store/stream.ts';
import type { StreamRecord } from '../store/types.ts';
import { outcomeOf, type Outcome } from './append.ts';
import { botMoves, botSeed } from './bot-move.ts';
import type { Context } from './context.ts';
import { clockedOf, due, hasWork, serverPlays, type Due } from './due.ts';
import { countBotDecision } from './game-metrics.ts';
import { describeError } from './log.ts';
import { appendOwn, type OwnAppend } from './own-append.ts';
import { publishResult } from './publish.ts';
import { randomFor } from './seeds.ts';
import { returnPending } from './returning.ts';
import { markAbandoned, repairStatus } from './status.ts';

/** Moves per invocation; the rest is left to a wake at once. */
export const MAX_MOVES = 200;
/** Time per invocation (ms), likewise. */
export const MAX_DRIVE_MS = 2000;
/** How long the bots wait for a return under way in this container before trying again (ms). */
export const RETURN_PAUSE_MS = 100;
/** A wake armed before driving, should the invocation die on the way (ms). */
export const SAFETY_MS = 10_000;
/**
 * Moves of one server-played active seat in one turn, within an invocation, after which its turn
 * is ended for it: a guard against a bot that never ends its turn (the bots limit their offers
 * per turn; this is the safety net).
 */
export const TURN_CAP = 100;

const dueNow = (ctx: Context, loaded: LoadedStream): Due => due(clockedOf(loaded), ctx.clock().getTime(), ctx.abandonAfterMs);

/** The next command the server owes on this stream, as an outcome under its own id; null when none. */
async function nextMove(ctx: Context, gameId: string, loaded: LoadedStream, capped: boolean): Promise<Outcome | null> {
  const { state, head } = loaded;
  const kind = kindOf(state);
  const table = kind.table(state);
  if (table.phase !== 'underway') return null;
  const d = dueNow(ctx, loaded);
  if (d.takeOver.length > 0) {
    const seat = d.takeOver[0];
    return outcomeOf(`away:${seat}:${head}`, decideAny(kind.takeOverSeat(seat), state));
  }
  if (d.play.length === 0) return null;
  const seat = d.play[0];
  const commandId = `bot:${seat}:${head}`;
  if (capped && table.turn?.seat === seat) {
    const ended = decideAny(kind.endTurn(seat), state);
    if (ended.ok) return outcomeOf(commandId, ended);
  }
  let refused: KindRejection | null = null;
  const began = performance.now();
  const moves = await botMoves(ctx.thinker, state, seat, botSeed(gameId, head, seat));
  countBotDecision(ctx, state, performance.now() - began);
  for (const command of moves) {
    // Each try draws afresh from the start of this version's inputs (only one is appended).
    const decision = decideAny(kind.supplyInputs(command, await randomFor(ctx, gameId, loaded), state), state);
    if (decision.ok) return outcomeOf(commandId, decision);
    refused = decision.rejection;
    ctx.log.warn('bot move refused', { gameId, seat, head, command: command.type, code: refused.code });
  }
  return { kind: 'rejected', rejection: refused ?? { code: 'command/invalid', message: 'The bot has no move.' } };
}

/** The stream after a step: the appended record on the stream it was decided on, or the stream that held a duplicate. */
function after(ctx: Context, step: OwnAppend, before: LoadedStream): LoadedStream {
  const result = step.result;
  if (result?.kind === 'appended') {
    return { state: result.state, head: result.record.version, tail: [...result.before.tail, result.record].slice(-ctx.snapshotEvery) };
  }
  return step.loaded ?? before;
}

/** Counts the moves of a server-played active seat per turn; true once its turn is over the cap. */
function overCap(ctx: Context, gameId: string, table: TableView, turns: Map<number, number>): boolean {
  if (table.turn === null || !serverPlays(table, table.turn.seat)) return false;
  const moves = turns.get(table.turn.number) ?? 0;
  if (moves === TURN_CAP) ctx.log.warn('bot turn capped', { gameId, seat: table.turn.seat, turn: table.turn.number });
  return moves >= TURN_CAP;
}

/** Counts a move of a server-played active seat in its turn. */
function countMove(table: TableView, turns: Map<number, number>): void {
  if (table.turn !== null && serverPlays(table, table.turn.seat)) turns.set(table.turn.number, (turns.get(table.turn.number) ?? 0) + 1);
}

/** An idle check after a record is armed again only when this window of time turned over since the record before it. */
export const IDLE_REARM_MS = 15 * 60_000;

/**
 * Does a wake need arming for `next` after a player's command? Every other path that appends
 * (creating, joining, seats, hand-overs, the bots' drive with its safety wake) and every wake that
 * fires arms the game's next wake, and a command arms one unless this says no: so when the
 * command was judged, a wake was pending at the latest at the previous record's time + the
 * abandon interval, and when it fires it re-arms from the stream. An abandon check for the new
 * record (its time + the interval) adds nothing but cost: in AWS each armed wake is an SQS
 * message sent round every 15 minutes until due, and armed after every move it was most of a
 * game's wake traffic (tests/bench/cost.ts). It is armed only when a 15-minute window turned over
 * since the previous record (a refresh, should a wake have been lost).
 */
function needsIdleWake(ctx: Context, stream: LoadedStream, next: number): boolean {
  const [previous, newest] = stream.tail.slice(-2);
  if (!previous || !newest) return true;
  const lastAt = Date.parse(newest.at);
  if (next !== lastAt + ctx.abandonAfterMs) return true;
  return Math.floor(lastAt / IDLE_REARM_MS) !== Math.floor(Date.parse(previous.at) / IDLE_REARM_MS);
}

/**
 * Meets what is due on the game, starting from `loaded`: takes over seats past their deadline
 * and plays the server's seats until a person is awaited (or nobody is at the table), at most
 * MAX_MOVES moves or MAX_DRIVE_MS per call (a wake at once does the rest); then marks the game
 * abandoned, or arms a wake for the next thing due (`afterCommand`: after a player's command, an
 * abandon check already pending is not armed again). A safety wake is armed before the first move.
 */
export async function drive(ctx: Context, gameId: string, loaded: LoadedStream, afterCommand = false): Promise<void> {
  const began = performance.now();
  const now = () => ctx.clock().getTime();
  let stream = loaded;
  let d = dueNow(ctx, stream);
  if (hasWork(d)) await ctx.scheduler.wakeAt(gameId, now() + SAFETY_MS);
  const turns = new Map<number, number>();
  for (let moves = 0; hasWork(d); moves++) {
    // The process stops: the next start's wake plays on from the stored stream.
    if (ctx.scheduler.stopping) return;
    // A seat is being given back here: let it land first (returning.ts); a wake goes on shortly.
    if (returnPending(gameId)) {
      await ctx.scheduler.wakeAt(gameId, now() + RETURN_PAUSE_MS);
      return;
    }
    if (moves >= MAX_MOVES || performance.now() - began >= MAX_DRIVE_MS) {
      await ctx.scheduler.wakeAt(gameId, now());
      return;
    }
    // The table before the move: one view for the cap and the count.
    const table = kindOf(stream.state).table(stream.state);
    const capped = overCap(ctx, gameId, table, turns);
    const step = await appendOwn(ctx, gameId, (l) => nextMove(ctx, gameId, l, capped));
    if (step.result?.kind === 'rejected') {
      ctx.log.error('bot has no accepted move', { gameId, head: stream.head, code: step.result.rejection.code });
      return; // the safety wake tries again
    }
    if (step.result) await publishResult(ctx, step.result);
    countMove(table, turns);
    stream = after(ctx, step, stream);
    d = dueNow(ctx, stream);
  }
  if (d.abandon) await markAbandoned(ctx, gameId);
  else if (d.next !== null && (!afterCommand || needsIdleWake(ctx, stream, d.next))) await ctx.scheduler.wakeAt(gameId, d.next);
}

/** The game's stream at or after `record`: the container's cache (kept by the append), or a load. */
async function streamAfter(ctx: Context, gameId: string, record: StreamRecord): Promise<LoadedStream> {
  const cached = ctx.streams.get(gameId);
  if (cached && cached.head >= record.version) return cached;
  return loadStream(ctx.stores.events, gameId, ctx.snapshotEvery, ctx.streams);
}

/**
 * Called after every accepted append, once the sender has its answer and everyone the record
 * (`state` is the state after it, when known):
 * meets what is due now (bots play inline) and arms the next wake (`afterCommand`: see
 * needsIdleWake). A record after a silence as
 * long as the abandon interval may have revived an abandoned game: its status is repaired. Never
 * throws: a failure is logged and left to a wake.
 */
export async function afterAppend(ctx: Context, gameId: string, state: AnyState | null, record: StreamRecord, afterCommand = false): Promise<void> {
  if (state?.phase === 'finished') return;
  try {
    const loaded = await streamAfter(ctx, gameId, record);
    const previous = loaded.tail.find((r) => r.version === record.version - 1);
    if (previous && Date.parse(record.at) - Date.parse(previous.at) >= ctx.abandonAfterMs) {
      await repairStatus(ctx, gameId, loaded.state, false);
    }
    await drive(ctx, gameId, loaded, afterCommand);
  } catch (error) {
    ctx.log.error('bots driver failed', { gameId, ...describeError(error) });
    await ctx.scheduler.wakeAt(gameId, ctx.clock().getTime() + SAFETY_MS).catch(() => undefined);
  }
}
