// Creating the game and taking seats; the last seat taken starts the game (there is no
// readiness step: a solo game starts at its one claim).
import type { DiceCommandOf } from '../commands.ts';
import type { DiceEvent } from '../events.ts';
import { DEFAULT_DESERT_PAIRS, MAX_DESERT_PAIRS, sheetFor } from '../sheets.ts';
import type { DiceState } from '../state.ts';
import { MAX_TURN_SECONDS } from '../../shared/table.ts';
import { DICE_BOT_LEVELS, isDiceBotLevel, PLAYERS_BY_SIDE, SIDES } from '../types.ts';
import { accept, isSeat, refuseWith, type DiceDecision } from './common.ts';
import { isHex32 } from '../../shared/fairness.ts';


export function createDiceGame(c: DiceCommandOf<'CreateDiceGame'>, s: DiceState): DiceDecision {
  if (s.phase !== 'none') return refuseWith('game/already-created');
  if (!SIDES.includes(c.side)) return refuseWith('command/invalid', 'Unknown side.');
  const [min, max] = PLAYERS_BY_SIDE[c.side];
  if (!Number.isInteger(c.players) || c.players < min || c.players > max) return refuseWith('dice/unsupported-players');
  const pairs = c.desertPairs ?? (c.side === 'plus' ? DEFAULT_DESERT_PAIRS : 0);
  const allowed = c.side === 'plus' ? Number.isInteger(pairs) && pairs >= 1 && pairs <= MAX_DESERT_PAIRS : pairs === 0;
  if (!allowed) return refuseWith('dice/unsupported-options', 'Desert knight pairs are printed on the Plus side only, once or twice.');
  const timer = c.timer ?? 0;
  if (!Number.isInteger(timer) || timer < 0 || timer > MAX_TURN_SECONDS) {
    return refuseWith('dice/unsupported-options', `A turn timer is 0 (none) to ${MAX_TURN_SECONDS} seconds.`);
  }
  if (c.commitment !== undefined && !isHex32(c.commitment)) return refuseWith('command/invalid', 'A commitment is 64 hex digits.');
  const commitment = c.commitment !== undefined ? { commitment: c.commitment } : {};
  return accept({ type: 'DiceGameCreated', side: c.side, players: c.players, desertPairs: pairs, ...(timer > 0 ? { timer } : {}), ...commitment, ...(c.rated === true ? { rated: true as const } : {}) });
}

export function claimSeat(c: DiceCommandOf<'ClaimSeat'>, s: DiceState): DiceDecision {
  if (s.phase === 'none') return refuseWith('game/not-created');
  if (s.phase === 'finished') return refuseWith('game/over');
  if (s.phase === 'playing') return refuseWith('game/started');
  if (!isSeat(s.players, c.seat)) return refuseWith('seat/unknown');
  if (typeof c.name !== 'string' || c.name.trim() === '') return refuseWith('command/invalid', 'A seat needs a name.');
  if (s.names[c.seat] !== null) return refuseWith('seat/taken');
  const bot = c.bot === true;
  if (c.level !== undefined && !bot) return refuseWith('command/invalid', 'Only a bot seat has a level.');
  if (c.level !== undefined && !isDiceBotLevel(c.level)) return refuseWith('command/invalid', `A bot level is ${DICE_BOT_LEVELS.join(', ')}.`);
  if (c.seedHash !== undefined && !isHex32(c.seedHash)) return refuseWith('command/invalid', 'A seed hash is 64 hex digits.');
  const seedHash = c.seedHash !== undefined ? { seedHash: c.seedHash } : {};
  const claimed: DiceEvent = bot ? { type: 'SeatClaimed', seat: c.seat, name: c.name, bot, level: c.level ?? 'good', ...seedHash }
    : { type: 'SeatClaimed', seat: c.seat, name: c.name, bot, ...seedHash };
  const full = s.names.every((n, seat) => n !== null || seat === c.seat);
  return full ? accept(claimed, { type: 'GameStarted', first: 0, dice: sheetFor(s.side).firstDice }) : accept(claimed);
}
