// evolve(state, event) → state: only sets and appends. All judgement lives in decide.
import type { DiceEvent } from './events.ts';
import { sheetFor } from './sheets.ts';
import type { DiceState, Playing, SeatSheet, Turn } from './state.ts';
import type { Seat } from './types.ts';

const replace = <T>(xs: readonly T[], i: number, x: T): T[] => xs.map((y, j) => (j === i ? x : y));

const newTurn = (seat: Seat, number: number, diceCount: number): Turn => ({
  seat, number, diceCount, rolls: 0, dice: [], kept: [], used: [], rolling: true, built: [],
});

function onSheet(s: Playing, seat: Seat, change: Partial<SeatSheet>): Playing {
  return { ...s, sheets: replace(s.sheets, seat, { ...s.sheets[seat], ...change }) };
}

/** Die `die` now shows `face`; the roll stands from now on. */
function turned(s: Playing, die: number, face: Turn['dice'][number]): Playing {
  return { ...s, turn: { ...s.turn, dice: replace(s.turn.dice, die, face), rolling: false } };
}

export function evolve(state: DiceState, event: DiceEvent): DiceState {
  if (event.type === 'DiceGameCreated') {
    const sheet = sheetFor(event.side, event.desertPairs || undefined);
    const seats = <T>(x: T): T[] => Array<T>(event.players).fill(x);
    return { phase: 'lobby', side: event.side, sheet, players: event.players, names: seats(null), bots: seats(false), levels: seats(null), timer: event.timer ?? 0, ...(event.rated ? { rated: true as const } : {}) };
  }
  switch (state.phase) {
    case 'none': case 'finished': return state;
    case 'lobby':
      if (event.type === 'SeatClaimed') {
        const level = event.bot ? event.level ?? 'good' : null;
        return { ...state, names: replace(state.names, event.seat, event.name), bots: replace(state.bots, event.seat, event.bot), levels: replace(state.levels, event.seat, level) };
      }
      if (event.type === 'GameStarted') {
        const sheets = state.names.map((): SeatSheet => ({ built: [state.sheet.start], jokers: [], track: [] }));
        const away = state.names.map(() => false);
        return { ...state, phase: 'playing', away, sheets, turn: newTurn(event.first, 0, event.dice), largestArmy: null, longestRoad: null, longestRoadLength: 0 };
      }
      return state;
    case 'playing': return play(state, event);
    default: {
      const unknown: never = state;
      return unknown;
    }
  }
}

function play(s: Playing, e: DiceEvent): DiceState {
  switch (e.type) {
    case 'DiceGameCreated': case 'SeatClaimed': case 'GameStarted': case 'SeedsRevealed': return s;
    case 'SeatTakenOver': return { ...s, away: replace(s.away, e.seat, true) };
    case 'SeatReturned': return { ...s, away: replace(s.away, e.seat, false) };
    case 'Rolled':
      return { ...s, turn: { ...s.turn, dice: e.dice, kept: e.kept, used: e.dice.map(() => false), rolls: s.turn.rolls + 1 } };
    case 'GoldTraded': {
      const t = turned(s, e.die, e.resource);
      return { ...t, turn: { ...t.turn, used: replace(t.turn.used, e.aside, true) } };
    }
    case 'KnightUsed': return onSheet(turned(s, e.die, e.resource), e.seat, { jokers: [...s.sheets[e.seat].jokers, e.knight] });
    case 'DesertPairUsed': return onSheet(turned(s, e.die, e.resource), e.seat, { jokers: [...s.sheets[e.seat].jokers, e.pair] });
    case 'StructureBuilt': {
      const used = s.turn.used.map((u, i) => u || e.dice.includes(i));
      const t = { ...s, turn: { ...s.turn, used, rolling: false, built: [...s.turn.built, e.structure] } };
      return onSheet(t, e.seat, { built: [...s.sheets[e.seat].built, e.structure] });
    }
    case 'LargestArmyChanged': return { ...s, largestArmy: e.holder };
    case 'LongestRoadChanged': return { ...s, longestRoad: e.holder, longestRoadLength: e.length };
    case 'TurnScored': return onSheet(s, e.seat, { track: [...s.sheets[e.seat].track, e.points] });
    case 'TurnEnded': return { ...s, turn: newTurn(e.next, s.turn.number + 1, e.dice) };
    case 'GameEnded': return { ...s, phase: 'finished', winners: e.winners, totals: e.totals };
    default: {
      const unknown: never = e;
      return unknown;
    }
  }
}

export const fold = (events: readonly DiceEvent[], state: DiceState): DiceState => events.reduce(evolve, state);
