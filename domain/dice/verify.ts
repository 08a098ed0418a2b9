// The dice game's records that draw inputs, decided again for a verifier (shared/verify.ts): every
// roll (the new faces of the dice not kept). Nothing else in the dice game is drawn.
import { supplyInputs } from './commands.ts';
import { decide } from './decide/index.ts';
import type { DiceEvent } from './events.ts';
import { fold } from './evolve.ts';
import { initialState, type DiceState } from './state.ts';
import type { Random } from '../shared/random.ts';
import type { Redone, Tally, VerifyKind } from '../shared/verify.ts';
import { FACES } from './types.ts';

export function redo(events: readonly DiceEvent[], before: DiceState, random: Random): Redone<DiceEvent> | null {
  const first = events[0];
  if (first?.type !== 'Rolled') return null;
  const decision = decide(supplyInputs({ type: 'Roll', seat: first.seat, keep: first.kept }, random), before);
  return { roll: true, events: decision.ok ? decision.events : null };
}

/** A roll's faces in short. */
export const outcome = (events: readonly DiceEvent[]): string =>
  events.flatMap((e) => (e.type === 'Rolled' ? [e.dice.join(' ')] : [])).join(' ') || events.map((e) => e.type).join(' ');

/** The faces the game's rolls showed, each new face once (a die kept is not rolled again). */
export function tally(events: readonly DiceEvent[]): Tally {
  const observed = FACES.map(() => 0);
  for (const e of events) {
    if (e.type === 'Rolled') e.dice.forEach((face, i) => void (e.kept[i] ? 0 : observed[FACES.indexOf(face)]++));
  }
  return { categories: [...FACES], observed, probabilities: FACES.map(() => 1 / FACES.length) };
}

export const DICE_VERIFY: VerifyKind<DiceState, DiceEvent> = { initialState, fold, redo, outcome, tally };
