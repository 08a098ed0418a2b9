// The Catan Dice Game as a game kind. Nothing is hidden, so redaction is the identity; there are
// no offers to answer; a game ends with GameEnded, whose winners may share the win.
import {
  awaitedSeats, botCommand, decide, fold, initialState, randomCommand, redact, redactState, supplyInputs,
  type DiceCommand, type DiceEvent, type DiceState,
} from './index.ts';
import type { GameKind, TableView } from '../platform/kind.ts';

const NONE: TableView = { phase: 'none', names: [], levels: [], away: [], timer: 0, turn: null, winners: [] };

function table(s: DiceState): TableView {
  if (s.phase === 'none') return NONE;
  const seats = { names: s.names, levels: s.levels, timer: s.timer, ...(s.rated ? { rated: true as const } : {}) };
  if (s.phase === 'lobby') return { phase: 'lobby', ...seats, away: s.names.map(() => false), turn: null, winners: [] };
  if (s.phase === 'playing') return { phase: 'underway', ...seats, away: s.away, turn: { seat: s.turn.seat, number: s.turn.number }, winners: [] };
  return { phase: 'finished', ...seats, away: s.away, turn: null, winners: s.winners };
}

export const DICE: GameKind<DiceCommand, DiceEvent, DiceState> = {
  id: 'dice',
  initialState,
  // Only a dice game's states carry a sheet (the board game's never do).
  owns: (s): s is DiceState => 'sheet' in s,
  decide,
  fold,
  supplyInputs,
  redact,
  redactState,
  table,
  awaited: awaitedSeats,
  deadlineSeconds: (s) => (s.phase === 'none' ? 0 : s.timer),
  answers: () => null,
  offerEvent: null,
  startEvent: 'GameStarted',
  endEvent: 'GameEnded',
  winnersOf: (e) => (e.type === 'GameEnded' ? e.winners : []),
  claimSeat: (seat, name, { level }) =>
    (level !== undefined ? { type: 'ClaimSeat', seat, name, bot: true, level } : { type: 'ClaimSeat', seat, name }),
  takeOverSeat: (seat) => ({ type: 'TakeOverSeat', seat }),
  returnToSeat: (seat) => ({ type: 'ReturnToSeat', seat }),
  endTurn: (seat) => ({ type: 'EndTurn', seat }),
  botCommand,
  randomCommand,
};
