// "Saiu o 7: o ladrão entra em cena" (S0 §4a): nobody produces; everyone with more than 7
// resource cards chooses half of them, rounded down, and returns them (9 → 4); then the roller
// must move the robber to another hex and may steal one random card from a player of their
// choice with a settlement or city next to it.
import { describe, expect, it } from 'vitest';
import type { Command } from '../../domain/catan/index.ts';
import {
  BLUE, beginnerGame, given, gives, hex, ORANGE, played, RED, setUpGame, WHITE, type Placement,
} from './given.ts';

const seven: Command = { type: 'RollDice', seat: RED, dice: [3, 4] };
const game = () => given(beginnerGame());
// Starting hands: red grain + 2 lumber, blue lumber + ore + brick, orange ore + 2 grain, white lumber + ore + wool.

describe('the robber', () => {
  describe('when a 7 is rolled', () => {
    it('produces nothing, and with nobody above 7 cards the robber must move at once', () => {
      const state = game().when(seven).then([{ type: 'DiceRolled', seat: RED, dice: [3, 4] }]);
      expect(state.phase === 'playing' && state.turn.pending).toEqual({ kind: 'robber' });
    });

    it('makes everyone with more than 7 cards discard half, rounded down: 9 → 4, 8 → 4, 7 → none', () => {
      given(beginnerGame(), gives(BLUE, { ore: 6 }), gives(ORANGE, { wool: 5 }), gives(WHITE, { grain: 4 }))
        .when(seven).then([
          { type: 'DiceRolled', seat: RED, dice: [3, 4] },
          { type: 'DiscardsDemanded', counts: [0, 4, 4, 0] },
        ]);
    });

    it('makes the roller discard too', () => {
      given(beginnerGame(), gives(RED, { brick: 8 })).when(seven).then([
        { type: 'DiceRolled', seat: RED, dice: [3, 4] },
        { type: 'DiscardsDemanded', counts: [5, 0, 0, 0] },
      ]);
    });
  });

  describe('when players must discard', () => {
    // Blue holds 9 cards (lumber, ore, brick and 6 wool) and must return 4; orange holds 8 and must return 4.
    const discarding = () => given(beginnerGame(), gives(BLUE, { wool: 6 }), gives(ORANGE, { wool: 5 })).after(seven);

    it('lets each of them choose the cards, which go back to the bank', () => {
      const state = discarding().when({ type: 'DiscardResources', seat: BLUE, resources: { wool: 3, ore: 1 } })
        .then([{ type: 'ResourcesDiscarded', seat: BLUE, resources: { wool: 3, ore: 1 } }]);
      if (state.phase !== 'playing') throw new Error(state.phase);
      expect(state.hands[BLUE]).toMatchObject({ wool: 3, ore: 0, lumber: 1, brick: 1 });
    });

    it('waits for all of them: the robber cannot move, nor the turn go on, until the last has discarded', () => {
      const oneLeft = discarding().after({ type: 'DiscardResources', seat: BLUE, resources: { wool: 4 } });
      oneLeft.when({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: null }).thenRejects('rule/discard-pending');
      oneLeft.when({ type: 'EndTurn', seat: RED }).thenRejects('rule/discard-pending');
      oneLeft.when({ type: 'TradeWithBank', seat: RED, give: 'lumber', receive: 'ore' }).thenRejects('rule/discard-pending');
      const state = oneLeft.when({ type: 'DiscardResources', seat: ORANGE, resources: { wool: 4 } })
        .then([{ type: 'ResourcesDiscarded', seat: ORANGE, resources: { wool: 4 } }]);
      expect(state.phase === 'playing' && state.turn.pending).toEqual({ kind: 'robber' });
    });

    it('accepts the discards in any order', () => {
      discarding().after({ type: 'DiscardResources', seat: ORANGE, resources: { wool: 2, grain: 2 } })
        .when({ type: 'DiscardResources', seat: BLUE, resources: { wool: 4 } })
        .then([{ type: 'ResourcesDiscarded', seat: BLUE, resources: { wool: 4 } }]);
    });

    it.each([3, 5])('refuses a discard of %i cards when 4 are due', (n) => {
      discarding().when({ type: 'DiscardResources', seat: BLUE, resources: { wool: n } }).thenRejects('rule/wrong-discard-count');
    });

    it('refuses to discard cards the player does not have', () => {
      discarding().when({ type: 'DiscardResources', seat: BLUE, resources: { grain: 4 } }).thenRejects('rule/insufficient-resources');
    });

    it('refuses a discard from a player with 7 cards or fewer, or who has already discarded', () => {
      discarding().when({ type: 'DiscardResources', seat: WHITE, resources: {} }).thenRejects('rule/no-discard-needed');
      discarding().after({ type: 'DiscardResources', seat: BLUE, resources: { wool: 4 } })
        .when({ type: 'DiscardResources', seat: BLUE, resources: { wool: 2 } }).thenRejects('rule/no-discard-needed');
    });

    it('refuses a discard when no 7 was rolled', () => {
      given(beginnerGame(), gives(BLUE, { wool: 6 })).rolled([2, 2])
        .when({ type: 'DiscardResources', seat: BLUE, resources: { wool: 4 } }).thenRejects('rule/no-discard-needed');
    });

    it.each([
      ['gold', { gold: 4 }],
      ['negative', { wool: 5, ore: -1 }],
      ['fractional', { wool: 3.5, ore: 0.5 }],
      ['not a bundle', 'wool'],
      ['nothing', null],
    ])('refuses a %s discard', (_, resources) => {
      discarding().when({ type: 'DiscardResources', seat: BLUE, resources: resources as never }).thenRejects('command/invalid');
    });
  });

  describe('moving the robber', () => {
    const toMove = () => game().after(seven);

    it('must be moved to another hex', () => {
      toMove().when({ type: 'MoveRobber', seat: RED, hex: hex('3.3'), victim: null }).thenRejects('rule/robber-same-hex');
    });

    it('must be moved to a hex of the island', () => {
      toMove().when({ type: 'MoveRobber', seat: RED, hex: '5,5', victim: null }).thenRejects('rule/unknown-hex');
    });

    it('may be moved back to the desert', () => {
      toMove().after({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: null }, { type: 'EndTurn', seat: RED })
        .after({ type: 'RollDice', seat: BLUE, dice: [6, 1] })
        .when({ type: 'MoveRobber', seat: BLUE, hex: hex('3.3'), victim: null })
        .then([{ type: 'RobberMoved', seat: BLUE, hex: hex('3.3') }]);
    });

    it('is done by the player who rolled, and only when a 7 or a knight calls for it', () => {
      toMove().when({ type: 'MoveRobber', seat: BLUE, hex: hex('4.2'), victim: null }).thenRejects('rule/not-your-turn');
      game().rolled([2, 2]).when({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: null }).thenRejects('rule/wrong-phase');
    });

    it('comes before anything else in the turn', () => {
      toMove().when({ type: 'EndTurn', seat: RED }).thenRejects('rule/robber-pending');
      toMove().when({ type: 'BuildRoad', seat: RED, edge: '0,0,NE' }).thenRejects('rule/robber-pending');
    });

    it('lets the turn go on afterwards', () => {
      toMove().after({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: null })
        .when({ type: 'EndTurn', seat: RED }).then([{ type: 'TurnEnded', seat: RED, next: BLUE }]);
    });
  });

  describe('stealing', () => {
    const toMove = () => game().after(seven);

    it('may be left out: the robber moves and nobody is robbed', () => {
      toMove().when({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: null })
        .then([{ type: 'RobberMoved', seat: RED, hex: hex('4.2') }]);
    });

    it('takes one card from the player of the thief\'s choice among those beside the hex', () => {
      // The mountains 3 (4.2) touch blue's and orange's settlements.
      toMove().when({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: ORANGE, draw: 0 }).then([
        { type: 'RobberMoved', seat: RED, hex: hex('4.2') },
        { type: 'ResourceStolen', thief: RED, victim: ORANGE, resource: 'grain' },
      ]);
      toMove().when({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: BLUE, draw: 0 }).then([
        { type: 'RobberMoved', seat: RED, hex: hex('4.2') },
        { type: 'ResourceStolen', thief: RED, victim: BLUE, resource: 'brick' },
      ]);
    });

    it('is decided by the draw, an input of the application: the same draw takes the same card', () => {
      // Orange holds grain, grain, ore: a draw in [0, 2/3) takes a grain, in [2/3, 1) the ore.
      const steal = (draw: number) => toMove().when({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: ORANGE, draw }).events[1];
      expect([0, 0.5, 0.66, 0.67, 0.999].map((d) => steal(d))).toEqual(['grain', 'grain', 'grain', 'ore', 'ore']
        .map((resource) => ({ type: 'ResourceStolen', thief: RED, victim: ORANGE, resource })));
      expect(steal(0.42)).toEqual(steal(0.42));
    });

    it('needs the draw when there is a victim', () => {
      toMove().when({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: ORANGE }).thenRejects('command/missing-input');
      toMove().when({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: ORANGE, draw: 1 }).thenRejects('command/missing-input');
      toMove().when({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: ORANGE, draw: -0.1 }).thenRejects('command/missing-input');
    });

    it('moves the card from the victim\'s hand to the thief\'s', () => {
      const state = toMove().when({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: ORANGE, draw: 0.9 }).thenStartsWith([]);
      if (state.phase !== 'playing') throw new Error(state.phase);
      expect(state.hands[ORANGE]).toMatchObject({ ore: 0, grain: 2 });
      expect(state.hands[RED]).toMatchObject({ ore: 1, grain: 1, lumber: 2 });
    });

    describe('refuses an invalid victim', () => {
      it('the thief', () => {
        // Red's settlement touches the mountains 10 (1.1).
        toMove().when({ type: 'MoveRobber', seat: RED, hex: hex('1.1'), victim: RED, draw: 0 }).thenRejects('rule/invalid-victim');
      });

      it('a player with no building beside the hex', () => {
        toMove().when({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: WHITE, draw: 0 }).thenRejects('rule/invalid-victim');
      });

      it('a seat that is not at the table', () => {
        toMove().when({ type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: 7, draw: 0 }).thenRejects('rule/invalid-victim');
      });

      it('a player with no cards', () => {
        // Seed 24 puts the desert on 1.1; seat 3's second settlement touches only the desert, so it has no cards.
        const placements: Placement[] = [
          { settlement: '1.1/1.2/2.2', roadTo: '1.2/2.2/2.3' },
          { settlement: '1.3/2.3/2.4', roadTo: '1.2/1.3/2.3' },
          { settlement: '3.4/3.5/4.4', roadTo: '2.4/3.4/3.5' },
          { settlement: '4.3/4.4/5.3', roadTo: '3.4/4.3/4.4' },
          { settlement: '1.1 N', roadTo: '1.1 NW' },
          { settlement: '4.1/4.2/5.1', roadTo: '4.2/5.1/5.2' },
          { settlement: '3.1/3.2/4.1', roadTo: '3.2/4.1/4.2' },
          { settlement: '2.1/2.2/3.2', roadTo: '2.1/3.1/3.2' },
        ];
        const events = played(setUpGame(4, placements, 24), seven);
        const g = given(events);
        expect(g.playing.hands[3]).toMatchObject({ brick: 0, lumber: 0, wool: 0, grain: 0, ore: 0 });
        g.when({ type: 'MoveRobber', seat: RED, hex: hex('4.3'), victim: 3, draw: 0 }).thenRejects('rule/invalid-victim');
      });
    });
  });
});
