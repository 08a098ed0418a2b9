// Where an open offer sits over the board: the first of its places clear of the robber's hex, or
// the one covering the least of it (a pure choice over the measured boxes).
import { describe, expect, it } from 'vitest';
import { boxAt, clearPlace, NOTE_PLACES, POP_PLACES } from '../../web/src/kinds/catan/table/offer-place.ts';

const stage = { width: 800, height: 530 };
const pop = { width: 432, height: 170 };

describe('the place of an offer over the board', () => {
  it('is centred above the board, 8 px in, when nothing is to be avoided', () => {
    expect(clearPlace(stage, pop, null, POP_PLACES)).toBe('top');
    expect(boxAt('top', stage, pop)).toEqual({ left: 184, top: 8, width: 432, height: 170 });
    expect(boxAt('bottom-right', stage, pop)).toEqual({ left: 360, top: 352, width: 432, height: 170 });
  });

  it('stays above when the robber\'s hex is clear of it', () => {
    expect(clearPlace(stage, pop, { left: 350, top: 300, width: 90, height: 100 }, POP_PLACES)).toBe('top');
  });

  it('goes below when the hex is under its place above', () => {
    expect(clearPlace(stage, pop, { left: 250, top: 60, width: 90, height: 100 }, POP_PLACES)).toBe('bottom');
  });

  it('goes to a corner when the hex is in the way above and below', () => {
    // (a tall offer: above and below both reach the hex in the middle-left)
    const tall = { width: 432, height: 300 };
    expect(clearPlace(stage, tall, { left: 200, top: 215, width: 90, height: 100 }, POP_PLACES)).toBe('top-right');
  });

  it('covers the least of the hex when no place is clear of it', () => {
    const big = { width: 700, height: 400 };
    // Every place meets the hex in the middle; the corners above reach less of it than the centre.
    const place = clearPlace(stage, big, { left: 380, top: 300, width: 90, height: 100 }, POP_PLACES);
    const covered = (p: typeof place) => {
      const b = boxAt(p, stage, big);
      return Math.max(0, Math.min(b.left + b.width, 470) - Math.max(b.left, 380)) * Math.max(0, Math.min(b.top + b.height, 400) - Math.max(b.top, 300));
    };
    expect(POP_PLACES.every((p) => covered(place) <= covered(p))).toBe(true);
  });

  it('keeps a note of an offer between others in a corner', () => {
    expect(clearPlace(stage, { width: 300, height: 80 }, { left: 20, top: 20, width: 90, height: 100 }, NOTE_PLACES)).toBe('top-right');
  });
});
