// A small specification helper for the dice game, in the Decider style:
//
//   table('standard', 1).rolls(0, 'blwgo$').when(build(0, 'r1')).then([...events])
//
// Situations are made by playing real commands (the dice are the commands' inputs), so every
// fact a test starts from is one the rules allowed.
import { expect } from 'vitest';
import {
  decide, DICE_REJECTIONS, fold, initialState,
  type DiceCommand, type DiceEvent, type DiceRejectionCode, type DiceState, type Face, type Seat, type Side,
} from '../../domain/dice/index.ts';

const FACE: Record<string, Face> = { b: 'brick', l: 'lumber', w: 'wool', g: 'grain', o: 'ore', $: 'gold' };

/** Dice by letter: b brick, l lumber, w wool, g grain, o ore, $ gold. */
export const faces = (text: string): Face[] => [...text].map((c) => FACE[c]);

/** A keep mask by digit: '110000' keeps the first two dice. */
export const mask = (text: string): boolean[] => [...text].map((c) => c === '1');

export type Playing = Extract<DiceState, { phase: 'playing' }>;

export class Given {
  constructor(readonly events: readonly DiceEvent[], readonly state: DiceState) {}

  /** The state after more commands, each of which must be accepted. */
  after(...commands: DiceCommand[]): Given {
    return commands.reduce((g: Given, c) => {
      const d = decide(c, g.state);
      if (!d.ok) throw new Error(`${c.type} rejected: ${d.rejection.code} (${JSON.stringify(c)})`);
      return new Given([...g.events, ...d.events], fold(d.events, g.state));
    }, this);
  }

  /** The seat rolls: `dice` are the new faces of the dice not kept; `keep` the mask (none kept by default). */
  rolls(seat: Seat, dice: string, keep?: string): Given {
    return this.after(roll(seat, dice, keep ?? '0'.repeat(this.playing.turn.diceCount)));
  }

  /** The seat builds these, in order. */
  builds(seat: Seat, ...structures: string[]): Given {
    return this.after(...structures.map((structure) => build(seat, structure)));
  }

  /** The seat's turn: one roll of these faces, these builds, the end of the turn. */
  turn(seat: Seat, dice: string, ...structures: string[]): Given {
    return this.rolls(seat, dice).builds(seat, ...structures).after({ type: 'EndTurn', seat });
  }

  get playing(): Playing {
    if (this.state.phase !== 'playing') throw new Error(`phase ${this.state.phase}`);
    return this.state;
  }

  when(command: DiceCommand) {
    const decision = decide(command, this.state);
    return {
      then: (events: readonly DiceEvent[]) => {
        if (!decision.ok) throw new Error(`rejected: ${decision.rejection.code}`);
        expect(decision.events).toEqual(events);
        return fold(decision.events, this.state);
      },
      thenStartsWith: (events: readonly DiceEvent[]) => {
        if (!decision.ok) throw new Error(`rejected: ${decision.rejection.code}`);
        expect(decision.events.slice(0, events.length)).toEqual(events);
        return fold(decision.events, this.state);
      },
      thenRejects: (code: DiceRejectionCode) => {
        expect(decision.ok ? 'accepted' : decision.rejection.code).toBe(code);
        if (!decision.ok) expect(decision.rejection.message.startsWith(DICE_REJECTIONS[code])).toBe(true);
      },
    };
  }
}

export const roll = (seat: Seat, dice: string, keep: string): DiceCommand => ({ type: 'Roll', seat, keep: mask(keep), faces: faces(dice) });
export const build = (seat: Seat, structure: string): DiceCommand => ({ type: 'Build', seat, structure });
export const endTurn = (seat: Seat): DiceCommand => ({ type: 'EndTurn', seat });

export const given = (events: readonly DiceEvent[] = []) => new Given(events, fold(events, initialState()));

/** A game of this side with every seat taken: seat 0's first turn, before its roll. */
export function table(side: Side, players: number, desertPairs?: number): Given {
  return given().after(
    { type: 'CreateDiceGame', side, players, ...(desertPairs !== undefined ? { desertPairs } : {}) },
    ...Array.from({ length: players }, (_, seat): DiceCommand => ({ type: 'ClaimSeat', seat, name: `P${seat + 1}` })),
  );
}

/** Enough dice for any one structure, or two roads. */
export const ROAD = 'blblbl';
