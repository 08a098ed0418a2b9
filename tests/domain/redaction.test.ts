// Hidden information (S0: resource cards are kept hidden in hand; development cards bought are kept
// secret until used; the robbed player holds the cards face down). An event leaves the server
// redacted for its receiver: a seat, a spectator, or 'all' (the server, a reviewer). Another seat's
// or a spectator's copy never names a development card bought or a card stolen between others;
// the owner and the parties see theirs. The same evolve folds a redacted stream into the viewer's
// state, where the cards it may not see are counted (`unknown`).
import { describe, expect, it } from 'vitest';
import {
  fold, initialState, redact, redactState, simulate, visiblePoints, totalPoints, type Event, type Viewer,
} from '../../domain/catan/index.ts';
import { BLUE, beginnerGame, buys, given, hex, ORANGE, played, RED, WHITE } from './given.ts';

const bought: Event = { type: 'DevelopmentCardBought', seat: RED, card: 'monopoly' };
const stolen: Event = { type: 'ResourceStolen', thief: RED, victim: ORANGE, resource: 'grain' };
const viewers: Viewer[] = [RED, BLUE, ORANGE, WHITE, 'spectator', 'all'];

/** Red buys a monopoly card, then (on a 7) steals orange's grain. */
const history = () => {
  const g = buys(given(beginnerGame()).rolled([1, 1]), ['monopoly']).after({ type: 'EndTurn', seat: RED }).turnOf(RED)
    .after({ type: 'RollDice', seat: RED, dice: [3, 4] }, { type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: ORANGE, draw: 0 });
  return g.events;
};
const viewedBy = (events: readonly Event[], viewer: Viewer) => fold(events.map((e) => redact(e, viewer)), initialState(viewer));

describe('redaction', () => {
  describe('of a development card bought', () => {
    it('names the card to its buyer', () => {
      expect(redact(bought, RED)).toEqual(bought);
    });

    it('hides it from the other seats and from spectators', () => {
      for (const viewer of [BLUE, ORANGE, WHITE, 'spectator'] as const) {
        expect(redact(bought, viewer)).toEqual({ type: 'DevelopmentCardBought', seat: RED, card: null });
      }
    });

    it('shows it to the reviewer (all)', () => {
      expect(redact(bought, 'all')).toEqual(bought);
    });
  });

  describe('of a card stolen', () => {
    it('names the card to the thief and to the victim', () => {
      expect(redact(stolen, RED)).toEqual(stolen);
      expect(redact(stolen, ORANGE)).toEqual(stolen);
    });

    it('hides it from the other seats and from spectators', () => {
      for (const viewer of [BLUE, WHITE, 'spectator'] as const) {
        expect(redact(stolen, viewer)).toEqual({ ...stolen, resource: null });
      }
    });

    it('shows it to the reviewer (all)', () => {
      expect(redact(stolen, 'all')).toEqual(stolen);
    });
  });

  describe('of everything else', () => {
    it('leaves public events as they are, for every viewer', () => {
      const events = history().filter((e) => e.type !== 'DevelopmentCardBought' && e.type !== 'ResourceStolen');
      for (const viewer of viewers) expect(events.map((e) => redact(e, viewer))).toEqual(events);
    });
  });

  describe('folded into a viewer\'s state', () => {
    it('shows a seat its own cards and counts the others\' as unknown', () => {
      const all = given(history()).playing;
      const blue = viewedBy(history(), BLUE);
      if (blue.phase !== 'playing') throw new Error(blue.phase);
      expect(blue.viewer).toBe(BLUE);
      expect(blue.hands[BLUE]).toEqual(all.hands[BLUE]);
      for (const seat of [RED, ORANGE, WHITE]) {
        const total = Object.values(all.hands[seat]).reduce((a, b) => a + b, 0);
        expect(blue.hands[seat]).toEqual({ brick: 0, lumber: 0, wool: 0, grain: 0, ore: 0, unknown: total });
      }
    });

    it('lets the thief and the victim know the stolen card, and the others only count it', () => {
      const red = viewedBy(history(), RED);
      const orange = viewedBy(history(), ORANGE);
      const all = given(history()).playing;
      if (red.phase !== 'playing' || orange.phase !== 'playing') throw new Error('not in play');
      expect(red.hands[RED]).toEqual(all.hands[RED]);
      expect(orange.hands[ORANGE]).toEqual(all.hands[ORANGE]);
      expect(orange.hands[ORANGE].grain).toBe(1);
    });

    it('counts the deck and another seat\'s development cards, and names one\'s own', () => {
      const blue = viewedBy(history(), BLUE);
      const red = viewedBy(history(), RED);
      if (blue.phase !== 'playing' || red.phase !== 'playing') throw new Error('not in play');
      expect(blue.deck).toEqual({ knight: 0, roadBuilding: 0, yearOfPlenty: 0, monopoly: 0, victoryPoint: 0, unknown: 24 });
      expect(blue.devCards[RED]).toEqual({ knight: 0, roadBuilding: 0, yearOfPlenty: 0, monopoly: 0, victoryPoint: 0, unknown: 1 });
      expect(red.devCards[RED]).toMatchObject({ monopoly: 1, unknown: 0 });
    });

    it('shows a spectator no hand at all', () => {
      const spectator = viewedBy(history(), 'spectator');
      if (spectator.phase !== 'playing') throw new Error(spectator.phase);
      for (const hand of spectator.hands) expect(hand).toMatchObject({ brick: 0, lumber: 0, wool: 0, grain: 0, ore: 0 });
      for (const cards of spectator.devCards) expect(cards).toMatchObject({ monopoly: 0, knight: 0, victoryPoint: 0 });
    });

    it('counts a card bought this turn by another player without naming it', () => {
      const events = buys(given(beginnerGame()).rolled([1, 1]), ['victoryPoint']).events;
      const white = viewedBy(events, WHITE);
      if (white.phase !== 'playing') throw new Error(white.phase);
      expect(white.turn.bought).toEqual({ knight: 0, roadBuilding: 0, yearOfPlenty: 0, monopoly: 0, victoryPoint: 0, unknown: 1 });
    });

    it('keeps another seat\'s victory point cards out of the points a viewer can count', () => {
      const events = buys(given(beginnerGame()).rolled([1, 1]), ['victoryPoint']).events;
      const white = viewedBy(events, WHITE);
      const all = given(events).playing;
      if (white.phase !== 'playing') throw new Error(white.phase);
      expect(totalPoints(all, RED)).toBe(3);
      expect(totalPoints(white, RED)).toBe(2);
      expect(visiblePoints(white, RED)).toBe(2);
    });

    it.each(viewers)('equals the full state redacted for %s', (viewer) => {
      const events = history();
      for (const n of [4, 10, events.length - 3, events.length]) {
        expect(viewedBy(events.slice(0, n), viewer)).toEqual(redactState(given(events.slice(0, n)).state, viewer));
      }
    });
  });

  describe('in whole simulated games', () => {
    it('never names a bought card to another seat or a spectator, nor a stolen card to a third party', () => {
      for (const seed of [1, 2, 3]) {
        const { events } = simulate(seed);
        for (const e of events) {
          for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
            const r = redact(e, viewer);
            if (r.type === 'DevelopmentCardBought' && e.type === 'DevelopmentCardBought') {
              expect(r.card).toBe(viewer === e.seat ? e.card : null);
            }
            if (r.type === 'ResourceStolen' && e.type === 'ResourceStolen') {
              expect(r.resource).toBe(viewer === e.thief || viewer === e.victim ? e.resource : null);
            }
          }
        }
      }
    });

    it('folds, for every viewer, into the full state redacted for it', () => {
      const { events, state } = simulate(7);
      for (const viewer of viewers) expect(viewedBy(events, viewer)).toEqual(redactState(state, viewer));
    });

    it('replays played games the same way (a reviewer sees everything)', () => {
      const events = played(beginnerGame(), { type: 'RollDice', seat: RED, dice: [2, 2] });
      expect(viewedBy(events, 'all')).toEqual(given(events).state);
    });
  });
});
