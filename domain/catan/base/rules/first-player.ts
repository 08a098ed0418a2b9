// Who starts: by seat (seat 0, as the first servers did) or by a roll, where every seat rolls two
// dice, the highest sum starts and the tied seats roll again among themselves. The dice are
// inputs (see supplyInputs); the rolls are recorded in SetupStarted, so a replay needs no dice.
import type { Seat } from '../types.ts';

export type FirstPlayer = 'roll' | 'seat';
export const FIRST_PLAYER_RULES: readonly FirstPlayer[] = ['roll', 'seat'];

export type Roll = readonly [number, number];
/** One round of the roll: each seat's dice, or null for a seat that did not roll (it was out). */
export type RollRound = readonly (Roll | null)[];

export interface FirstRoll {
  readonly first: Seat;
  readonly rolls: readonly RollRound[];
}

/** Dice the application supplies for a roll: enough that ties running out of them is beyond belief. */
export const ROLL_DICE = 2 * 4 * 32;

const isDie = (d: unknown): d is number => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 6;

/** Rolls for the first seat with the supplied dice, taken in order; null when they run out (or are not dice). */
export function rollForFirst(players: number, dice: readonly number[] | undefined): FirstRoll | null {
  if (!Array.isArray(dice)) return null;
  let rolling = Array.from({ length: players }, (_, seat) => seat);
  const rolls: RollRound[] = [];
  let next = 0;
  while (rolling.length > 1) {
    if (next + 2 * rolling.length > dice.length) return null;
    const round: (Roll | null)[] = Array.from({ length: players }, () => null);
    for (const seat of rolling) {
      const roll: Roll = [dice[next], dice[next + 1]];
      if (!isDie(roll[0]) || !isDie(roll[1])) return null;
      round[seat] = roll;
      next += 2;
    }
    rolls.push(round);
    const best = Math.max(...rolling.map((seat) => sum(round[seat]!)));
    rolling = rolling.filter((seat) => sum(round[seat]!) === best);
  }
  return { first: rolling[0], rolls };
}

const sum = (roll: Roll): number => roll[0] + roll[1];

/** The set-up order from the first seat: clockwise from it, then back (counter-clockwise). */
export function setupOrder(players: number, first: Seat): Seat[] {
  const seats = Array.from({ length: players }, (_, i) => (first + i) % players);
  return [...seats, ...seats.slice().reverse()];
}
