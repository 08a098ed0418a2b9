// Creating the game and taking seats; the last seat taken starts the game.
import type { DiceCommandOf } from '../commands.ts';
import { DEFAULT_DESERT_PAIRS, MAX_DESERT_PAIRS, sheetFor } from '../sheets.ts';
import type { DiceState } from '../state.ts';
import { SIDES } from '../types.ts';
import { accept, isSeat, refuseWith, type DiceDecision } from './common.ts';

const PLAYERS = { standard: [1, 4], plus: [2, 4] } as const;

export function createDiceGame(c: DiceCommandOf<'CreateDiceGame'>, s: DiceState): DiceDecision {
  if (s.phase !== 'none') return refuseWith('game/already-created');
  if (!SIDES.includes(c.side)) return refuseWith('command/invalid', 'Unknown side.');
  const [min, max] = PLAYERS[c.side];
  if (!Number.isInteger(c.players) || c.players < min || c.players > max) return refuseWith('dice/unsupported-players');
  const pairs = c.desertPairs ?? (c.side === 'plus' ? DEFAULT_DESERT_PAIRS : 0);
  const allowed = c.side === 'plus' ? Number.isInteger(pairs) && pairs >= 1 && pairs <= MAX_DESERT_PAIRS : pairs === 0;
  if (!allowed) return refuseWith('dice/unsupported-options');
  return accept({ type: 'DiceGameCreated', side: c.side, players: c.players, desertPairs: pairs });
}

export function claimSeat(c: DiceCommandOf<'ClaimSeat'>, s: DiceState): DiceDecision {
  if (s.phase === 'none') return refuseWith('game/not-created');
  if (s.phase === 'finished') return refuseWith('game/over');
  if (s.phase === 'playing') return refuseWith('game/started');
  if (!isSeat(s.players, c.seat)) return refuseWith('seat/unknown');
  if (typeof c.name !== 'string' || c.name.trim() === '') return refuseWith('command/invalid', 'A seat needs a name.');
  if (s.names[c.seat] !== null) return refuseWith('seat/taken');
  const claimed = { type: 'SeatClaimed', seat: c.seat, name: c.name, bot: c.bot === true } as const;
  const full = s.names.every((n, seat) => n !== null || seat === c.seat);
  return full ? accept(claimed, { type: 'GameStarted', first: 0, dice: sheetFor(s.side).firstDice }) : accept(claimed);
}
