// The board game's records that draw inputs, decided again for a verifier (shared/verify.ts):
// the creation's seed (the board), a claim or readiness that starts the game with a roll for the
// first player, a roll of the dice, a steal, a development card bought. A rule module's own
// draws are derived the same way but not decided again here (docs/architecture.md).
import type { Command } from './base/commands.ts';
import type { Event, EventOf } from './base/events.ts';
import { decide, fold, initialState, supplyInputs, type Random, type State } from './index.ts';
import type { Redone, Tally, VerifyKind } from '../shared/verify.ts';
import { TWO_DICE } from '../shared/chi-square.ts';

const again = (command: Command, before: State, random: Random, roll: boolean): Redone<Event> => {
  const decision = decide(supplyInputs(command, random, before), before);
  return { roll, events: decision.ok ? decision.events : null };
};

/** A claim or a readiness that started the game with a roll for the first player. */
const rollsForFirst = (events: readonly Event[]): boolean => events.some((e) => e.type === 'SetupStarted' && e.rolls !== undefined);

function claim(e: EventOf<'SeatClaimed'>): Command {
  const who = e.bot ? { bot: true, ...(e.level !== undefined ? { level: e.level } : {}) } : e.ready === false ? { ready: false } : {};
  return { type: 'ClaimSeat', seat: e.seat, name: e.name, ...who, ...(e.seedHash !== undefined ? { seedHash: e.seedHash } : {}) };
}

export function redo(events: readonly Event[], before: State, random: Random): Redone<Event> | null {
  const first = events[0];
  switch (first?.type) {
    case 'GameCreated': {
      // The seed is the creation's input: the board (and a module's set-up) follows from it.
      const seed = Math.floor(random() * 2 ** 32);
      return { roll: false, events: seed === first.seed ? events : [{ ...first, seed }, ...events.slice(1)] };
    }
    case 'SeatClaimed': return rollsForFirst(events) ? again(claim(first), before, random, false) : null;
    case 'SeatReady': return rollsForFirst(events) ? again({ type: 'MarkReady', seat: first.seat }, before, random, false) : null;
    case 'DiceRolled': return again({ type: 'RollDice', seat: first.seat }, before, random, true);
    case 'RobberMoved': {
      const stolen = events.find((e): e is EventOf<'ResourceStolen'> => e.type === 'ResourceStolen');
      if (stolen === undefined) return null;
      return again({ type: 'MoveRobber', seat: first.seat, hex: first.hex, victim: stolen.victim }, before, random, false);
    }
    case 'DevelopmentCardBought': return again({ type: 'BuyDevelopmentCard', seat: first.seat }, before, random, false);
    default: return null;
  }
}

/** A record's drawn outcome in short: a roll's dice, a card, a stolen resource, a seed. */
export function outcome(events: readonly Event[]): string {
  const parts = events.flatMap((e): string[] => {
    switch (e.type) {
      case 'GameCreated': return [`seed ${e.seed}`];
      case 'SetupStarted': return e.rolls ? [`first ${e.first}`] : [];
      case 'DiceRolled': return [`${e.dice[0]}+${e.dice[1]}`];
      case 'ResourceStolen': return [e.resource ?? '?'];
      case 'DevelopmentCardBought': return [e.card ?? '?'];
      default: return [];
    }
  });
  return parts.join(' ') || events.map((e) => e.type).join(' ');
}

/** The sums of the game's rolls of the dice, 2 to 12 (the roll for the first player aside). */
export function tally(events: readonly Event[]): Tally {
  const observed = TWO_DICE.map(() => 0);
  for (const e of events) if (e.type === 'DiceRolled') observed[e.dice[0] + e.dice[1] - 2]++;
  return { categories: TWO_DICE.map((_, i) => String(i + 2)), observed, probabilities: TWO_DICE };
}

export const CATAN_VERIFY: VerifyKind<State, Event> = { initialState: () => initialState('all'), fold, redo, outcome, tally };
