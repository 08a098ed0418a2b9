// Handing a seat to a bot on purpose: a player leaves a game under way, or the other players of a
// game without a turn timer vote to hand a stalled person's seat to a bot. Both append the kind's
// TakeOverSeat, as a turn timer's deadline does (bots.ts), so the seat is played by a bot until its
// player comes back: a `resume` with the seat's token, or any command of it (seats.ts).
import { decideAny, kindOf, type TableView } from '../../domain/platform/index.ts';
import type { ClientMessage, ServerMessage, VoteTally } from '../protocol/messages.ts';
import { loadStream } from '../store/stream.ts';
import { outcomeOf } from './append.ts';
import { afterAppend } from './bots.ts';
import type { Context } from './context.ts';
import { clockedOf } from './due.ts';
import { replyTo, ServiceError } from './errors.ts';
import { appendOwn, type OwnAppend } from './own-append.ts';
import { publishResult } from './publish.ts';
import { fanOut, send } from './send.ts';

type LeaveGame = Extract<ClientMessage, { type: 'leaveGame' }>;
type VoteBot = Extract<ClientMessage, { type: 'voteBot' }>;

async function seatOf(ctx: Context, gameId: string, seatToken: string): Promise<number> {
  const seat = await ctx.directory.seatFor(gameId, seatToken);
  if (seat === undefined) throw new ServiceError('game/not-found');
  if (seat === null) throw new ServiceError('auth/bad-token');
  return seat;
}

/** Refuses unless the game is under way (set-up or play). */
function mustBeUnderway(table: TableView): void {
  if (table.phase === 'none') throw new ServiceError('game/not-found');
  if (table.phase === 'lobby') throw new ServiceError('game/not-started');
  if (table.phase === 'finished') throw new ServiceError('game/over', 'The game is over.');
}

/** The people at the table: seats a person holds and plays (not a bot's, nor one a bot plays while its player is away). */
const peopleAt = (table: TableView): number[] =>
  table.levels.flatMap((level, seat) => (level === null && table.names[seat] !== null && !table.away[seat] ? [seat] : []));

/** Publishes what was appended (or found stored) and lets the bots play on. */
async function settle(ctx: Context, gameId: string, step: OwnAppend): Promise<void> {
  const result = step.result;
  if (result === null || result.kind === 'rejected') return;
  await publishResult(ctx, result);
  await afterAppend(ctx, gameId, result.kind === 'appended' ? result.state : null, result.record);
}

/** `leaveGame`: a bot plays the seat from now on. Leaving a seat a bot already plays changes nothing. */
export async function leaveGame(ctx: Context, connectionId: string, msg: LeaveGame): Promise<void> {
  const seat = await seatOf(ctx, msg.gameId, msg.seatToken);
  const step = await appendOwn(ctx, msg.gameId, (l) => {
    if (l.head === 0) throw new ServiceError('game/not-found');
    const kind = kindOf(l.state);
    const table = kind.table(l.state);
    mustBeUnderway(table);
    if (table.away[seat]) return null;
    return outcomeOf(`leave:${seat}:${l.head}`, decideAny(kind.takeOverSeat(seat), l.state));
  });
  if (step.result?.kind === 'rejected') throw new ServiceError(step.result.rejection.code, step.result.rejection.message);
  await send(ctx, connectionId, { type: 'left', ...replyTo(msg), gameId: msg.gameId, seat });
  await settle(ctx, msg.gameId, step);
}

/**
 * `voteBot`: a vote of a person at the table to hand `seat` to a bot, in a game without a turn
 * timer that has waited for that person (and nobody else moved) for the stall time. A majority
 * of the other people at the table hands it over. The tally goes to the voter and to the game.
 */
export async function voteBot(ctx: Context, connectionId: string, msg: VoteBot): Promise<void> {
  const { gameId, seat } = msg;
  const voter = await seatOf(ctx, gameId, msg.seatToken);
  if (seat === voter) throw new ServiceError('vote/own-seat');
  const loaded = await loadStream(ctx.stores.events, gameId, ctx.snapshotEvery, ctx.streams);
  if (loaded.head === 0) throw new ServiceError('game/not-found');
  const kind = kindOf(loaded.state);
  const table = kind.table(loaded.state);
  mustBeUnderway(table);
  if (table.timer > 0) throw new ServiceError('vote/timer');
  if (table.away[voter]) throw new ServiceError('vote/away');
  const people = peopleAt(table);
  if (!people.includes(seat) || !kind.awaited(loaded.state).includes(seat)) throw new ServiceError('vote/not-awaited');
  const waited = ctx.clock().getTime() - clockedOf(loaded).lastAt;
  if (waited < ctx.stallAfterMs) {
    const seconds = Math.ceil((ctx.stallAfterMs - waited) / 1000);
    throw new ServiceError('vote/too-soon', `That player has not had the move for long enough yet: ${seconds} s more.`);
  }
  const others = people.filter((s) => s !== seat);
  const needed = Math.floor(others.length / 2) + 1;
  const voters = (await ctx.stores.games.castVote(gameId, seat, loaded.head, voter)).filter((v) => others.includes(v));
  // Handed over only at the head voted on: a move of the stalled player since ends the vote.
  const step = voters.length < needed ? null : await appendOwn(ctx, gameId, (l) => (l.head !== loaded.head ? null
    : outcomeOf(`vote:${seat}:${l.head}`, decideAny(kind.takeOverSeat(seat), l.state))));
  const passed = step !== null && step.result !== null && step.result.kind !== 'rejected';
  const tally: VoteTally = { gameId, seat, voters, needed };
  await send(ctx, connectionId, { type: 'voted', ...replyTo(msg), passed, ...tally });
  await pushTally(ctx, tally);
  if (step) await settle(ctx, gameId, step);
}

/** The tally to every connection following the game (best effort, as presence). */
async function pushTally(ctx: Context, tally: VoteTally): Promise<void> {
  const frame = JSON.stringify({ type: 'vote', ...tally } satisfies ServerMessage);
  const connections = await ctx.stores.connections.byGame(tally.gameId);
  await fanOut(ctx, connections.map((c) => [c.connectionId, frame] as const));
}
