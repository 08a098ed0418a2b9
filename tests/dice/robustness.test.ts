// A command may come from any client: decide never throws, whatever the fields hold, and what
// it accepts stays within the rules (the accepted commands' events fold without error).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DICE_COMMAND_TYPES, decide, fold, initialState, simulate, type DiceCommand, type DiceState } from '../../domain/dice/index.ts';

/** States met in two simulated games, one of each side, every few events. */
function states(): DiceState[] {
  const out: DiceState[] = [initialState()];
  for (const [seed, side] of [[1, 'standard'], [2, 'plus']] as const) {
    let s: DiceState = initialState();
    simulate(seed, { side, players: 2 }).events.forEach((e, i) => {
      s = fold([e], s);
      if (i % 7 === 0) out.push(s);
    });
  }
  // People's seats, one of them taken over by a bot: the server's commands have seats to act on.
  const people = fold([
    { type: 'DiceGameCreated', side: 'standard', players: 2, desertPairs: 0, timer: 60 },
    { type: 'SeatClaimed', seat: 0, name: 'Ana', bot: false }, { type: 'SeatClaimed', seat: 1, name: 'Bea', bot: false },
    { type: 'GameStarted', first: 0, dice: 6 },
  ], initialState());
  out.push(people, fold([{ type: 'SeatTakenOver', seat: 1 }], people));
  return out;
}

const junk = fc.oneof(fc.anything(), fc.constantFrom(0, 1, 5, -1, 60, 3601, 0.5, 'easy', 'expert', 'random', 'r1', 'k1', 'k6', 'd1a', 'gold', 'ore', 'wool', true, false, null), fc.array(fc.boolean(), { maxLength: 7 }),
  fc.array(fc.constantFrom('brick', 'lumber', 'wool', 'grain', 'ore', 'gold', 'silver'), { maxLength: 7 }));

describe('decide on any input', () => {
  it('never throws, and refuses without events or accepts events that fold', () => {
    const all = states();
    fc.assert(fc.property(
      fc.integer({ min: 0, max: all.length - 1 }), fc.constantFrom(...DICE_COMMAND_TYPES),
      fc.record({ seat: junk, keep: junk, faces: junk, resource: junk, knight: junk, give: junk, get: junk, structure: junk, side: junk, players: junk, name: junk, desertPairs: junk, timer: junk, level: junk, bot: junk }, { requiredKeys: [] }),
      (i, type, fields) => {
        const command = { ...fields, type } as unknown as DiceCommand;
        const decision = decide(command, all[i]);
        if (decision.ok) expect(() => fold(decision.events, all[i])).not.toThrow();
        else expect(decision.rejection.message.length).toBeGreaterThan(0);
      },
    ), { numRuns: 3000 });
  });
});
