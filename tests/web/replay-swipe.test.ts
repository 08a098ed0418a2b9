// Swiping the review's board on a phone: a short swipe left is the next event, right the one
// before; a long one a whole turn; a vertical drag or a tap does nothing.
import { describe, expect, it } from 'vitest';
import { simulate } from '../../domain/catan/index.ts';
import { createReplayCursor } from '../../web/src/replay/cursor.ts';
import { swipeHandlers } from '../../web/src/replay/swipe.ts';
import { buildReplay, turnStep } from '../../web/src/state/replay.ts';

const model = buildReplay(simulate(3, { players: 3 }).events);
const touch = (x: number, y: number) => ({ clientX: x, clientY: y });
const board = { clientWidth: 390 };

function swipe(handlers: ReturnType<typeof swipeHandlers>, dx: number, dy = 0) {
  handlers.onTouchStart({ touches: [touch(200, 300)] } as unknown as TouchEvent);
  handlers.onTouchEnd({ changedTouches: [touch(200 + dx, 300 + dy)], currentTarget: board } as unknown as TouchEvent);
}

describe('swiping the review', () => {
  it('steps by event on a short swipe and by turn on a long one', () => {
    const cursor = createReplayCursor(model, 50);
    const handlers = swipeHandlers(cursor);
    swipe(handlers, -60);
    expect(cursor.position.value).toBe(51);
    swipe(handlers, 60);
    expect(cursor.position.value).toBe(50);
    swipe(handlers, -200);
    expect(cursor.position.value).toBe(turnStep(model, 50, 1));
    cursor.dispose();
  });

  it('ignores taps and vertical drags', () => {
    const cursor = createReplayCursor(model, 50);
    const handlers = swipeHandlers(cursor);
    swipe(handlers, 10);
    swipe(handlers, -50, 120);
    expect(cursor.position.value).toBe(50);
    cursor.dispose();
  });
});
