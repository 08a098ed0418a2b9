// Swiping the review's board on a phone: left for the next event, right for the previous one; a
// long swipe (over a third of the width) goes a whole turn. Vertical drags scroll the page.
import type { Cursor } from './cursor.ts';

/** A horizontal move shorter than this (px) is a tap, not a swipe. */
const MIN_PX = 40;

export function swipeHandlers(cursor: Cursor) {
  let start: { x: number; y: number } | null = null;
  return {
    onTouchStart(e: TouchEvent) {
      const t = e.touches[0];
      start = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd(e: TouchEvent) {
      const t = e.changedTouches[0];
      if (!start || !t) return;
      const dx = t.clientX - start.x;
      const dy = t.clientY - start.y;
      start = null;
      if (Math.abs(dx) < MIN_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
      const direction = dx < 0 ? 1 : -1;
      cursor.playing.value = false;
      const width = (e.currentTarget as HTMLElement).clientWidth || 1;
      if (Math.abs(dx) > width / 3) cursor.stepTurn(direction);
      else cursor.step(direction);
    },
  };
}
