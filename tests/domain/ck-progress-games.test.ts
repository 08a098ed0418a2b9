// Progress cards in whole games between bots: no seat and no spectator ever sees another seat's
// progress card or a deck's order before the card is played; a viewer's fold of its redacted
// stream is the full state redacted for it; bots of every level answer what the cards ask.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fold, initialState, redact, redactState, type Event, type Viewer } from '../../domain/catan/index.ts';
import { simulate } from '../../domain/catan/bots/random.ts';
import { seededRandom } from '../../domain/shared/random.ts';
import { progressDuty, progressMove } from '../../domain/catan/modules/cities-knights/progress/bot.ts';
import { holding } from './ck-given.ts';
import { draws, playing, tied } from './ck-progress-given.ts';
import { BLUE, RED } from './given.ts';
import type { ProgressEvent } from '../../domain/catan/modules/cities-knights/progress/events.ts';

const game = (seed: number) => simulate(seed, { players: 4, modules: ['cities-knights'], maxCommands: 2500 });
const viewers: Viewer[] = [0, 1, 2, 3, 'spectator'];

/** Does a redacted event name what the viewer may not know? */
function leaks(e: Event, viewer: Viewer): boolean {
  const p = e as ProgressEvent;
  switch (p.type) {
    case 'ProgressDecksShuffled': return p.decks !== null;
    case 'ProgressCardDrawn': return p.card !== null && p.seat !== viewer && p.card !== 'printer' && p.card !== 'constitution';
    case 'ProgressCardDiscarded': return p.card !== null && p.seat !== viewer;
    default: return false;
  }
}

describe('progress cards in games between bots', () => {
  it('never names another seat’s card or a deck’s order, and the redacted fold is the redacted state', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), (seed, at) => {
      const { events } = game(seed);
      expect(events.some((e) => e.type === 'ProgressCardDrawn')).toBe(true);
      const n = 1 + Math.floor(at * (events.length - 1));
      const full = fold(events.slice(0, n), initialState());
      for (const viewer of viewers) {
        const seen = events.map((e) => redact(e, viewer));
        for (const e of seen) expect(leaks(e, viewer), `${JSON.stringify(e)} for ${viewer}`).toBe(false);
        expect(fold(seen.slice(0, n), initialState(viewer))).toEqual(redactState(full, viewer));
      }
    }), { numRuns: 2 });
  });

  it('are drawn, chosen, played and discarded by random players in games that go on', () => {
    for (const seed of [11, 12]) {
      const { events, commands } = game(seed);
      expect(commands).toBeGreaterThan(500);
      expect(events.some((e) => e.type === 'ProgressCardPlayed' || e.type === 'ProgressCardDiscarded')).toBe(true);
    }
  });
});

describe('the bots’ progress hints', () => {
  const random = seededRandom(1);
  it('choose a deck after a tie (the fullest), and discard the least wanted card past the limit', () => {
    const g = holding({}).and(draws(BLUE, 'spy'), tied(RED));
    expect(progressDuty(g.playing, RED, 'good', random)).toEqual({ type: 'ChooseProgressDeck', seat: RED, track: 'trade' });
    const over = holding({}).and(draws(BLUE, 'merchant', 'irrigation', 'intrigue', 'spy', 'wedding'));
    expect(progressDuty(over.playing, BLUE, 'easy', random)).toEqual({ type: 'DiscardProgressCard', seat: BLUE, card: 'intrigue' });
  });

  it('play the cards that pay now in the main phase, and keep the rest', () => {
    const g = playing(['spy', 'mining']);
    expect(progressMove(g.playing, RED, 'good', random)).toEqual({ type: 'PlayProgressCard', seat: RED, card: 'mining' });
    const kept = g.after({ type: 'PlayProgressCard', seat: RED, card: 'mining' });
    expect(progressMove(kept.playing, RED, 'good', random)).toBeNull();
    expect(progressMove(kept.playing, RED, 'random', random)).toBeNull();
  });

  it('get down to the limit before the end of the turn', () => {
    const g = playing(['spy', 'spy', 'bishop', 'intrigue', 'wedding']);
    expect(progressMove(g.playing, RED, 'expert', random)).toEqual({ type: 'DiscardProgressCard', seat: RED, card: 'intrigue' });
  });
});
