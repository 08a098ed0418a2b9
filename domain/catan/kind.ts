// The board game (with its rule modules) as a game kind: the domain's own functions, and the
// facts of its table the platform needs. Nothing here changes a rule.
import { botCommand } from './bots/index.ts';
import { randomCommand } from './bots/random.ts';
import type { Command } from './base/commands.ts';
import { decide } from './base/decide/index.ts';
import type { Event } from './base/events.ts';
import { fold } from './base/evolve.ts';
import { awaitedSeats } from './base/legal.ts';
import { redact, redactState } from './base/redact.ts';
import { supplyInputs } from './base/inputs.ts';
import { initialState, offeredTo, type State } from './base/state.ts';
import type { GameKind, TableView } from '../platform/kind.ts';

/** A discard's deadline is the turn timer, but at most this (seconds). */
export const DISCARD_MAX_SECONDS = 30;

const NONE: TableView = { phase: 'none', names: [], levels: [], away: [], timer: 0, turn: null, winners: [] };

/** A rated table's view says so (an unrated one's allocates nothing more). */
const table = (s: State): TableView => (s.phase !== 'none' && s.rated === true ? { ...seatsTable(s), rated: true } : seatsTable(s));

function seatsTable(s: State): TableView {
  switch (s.phase) {
    case 'none': return NONE;
    case 'lobby': return { phase: 'lobby', names: s.names, levels: s.levels, away: s.away, timer: s.timer, turn: null, winners: [] };
    case 'setup': return { phase: 'underway', names: s.names, levels: s.levels, away: s.away, timer: s.timer, turn: null, winners: [] };
    case 'playing':
      return { phase: 'underway', names: s.names, levels: s.levels, away: s.away, timer: s.timer, turn: { seat: s.turn.seat, number: s.turn.number }, winners: [] };
    case 'finished': return { phase: 'finished', names: s.names, levels: s.levels, away: s.away, timer: s.timer, turn: null, winners: [s.winner] };
    default: {
      const unknown: never = s;
      return unknown;
    }
  }
}

export const CATAN: GameKind<Command, Event, State> = {
  id: 'catan',
  initialState: () => initialState('all'),
  owns: (s): s is State => (s as { viewer?: unknown }).viewer === 'all',
  decide,
  fold,
  supplyInputs,
  redact,
  redactState,
  table,
  awaited: awaitedSeats,
  deadlineSeconds: (s) =>
    (s.phase === 'playing' && s.turn.pending.kind === 'discard' ? Math.min(s.timer, DISCARD_MAX_SECONDS) : s.phase === 'none' ? 0 : s.timer),
  answers(s) {
    if (s.phase !== 'playing' || !s.turn.trade || s.turn.pending.kind !== 'none') return null;
    const active = s.turn.seat;
    const { trade } = s.turn;
    // An offer made to one player awaits that player's answer only.
    const unanswered = trade.responses.flatMap((r, seat) => (seat !== active && r.kind === 'none' && offeredTo(trade, seat) ? [seat] : []));
    return { active, unanswered };
  },
  offerEvent: 'TradeOffered',
  startEvent: 'SetupStarted',
  endEvent: 'GameWon',
  winnersOf: (e) => (e.type === 'GameWon' ? [e.seat] : []),
  claimSeat: (seat, name, { level, ready }) =>
    (level !== undefined ? { type: 'ClaimSeat', seat, name, bot: true, level } : { type: 'ClaimSeat', seat, name, ready: ready ?? true }),
  takeOverSeat: (seat) => ({ type: 'TakeOverSeat', seat }),
  returnToSeat: (seat) => ({ type: 'ReturnToSeat', seat }),
  endTurn: (seat) => ({ type: 'EndTurn', seat }),
  botCommand,
  randomCommand,
};
