// Moving the keyboard between the board's spots with the arrow keys: the nearest spot in the
// direction pressed, by screen position. Pure: testable without a DOM.

export type Direction = 'left' | 'right' | 'up' | 'down';

export const ARROWS: Readonly<Record<string, Direction>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

const UNIT: Readonly<Record<Direction, { x: number; y: number }>> = {
  left: { x: -1, y: 0 }, right: { x: 1, y: 0 }, up: { x: 0, y: -1 }, down: { x: 0, y: 1 },
};

/**
 * The index of the point nearest to `from` in direction `dir` (screen coordinates: y grows
 * downwards), or -1 when none lies that way. A point straight ahead beats one as far off to the
 * side: the distance along counts once, the distance across twice. Points within a cone of about
 * 63° either side are preferred; a point further off to the side is taken only when none is in it.
 */
export function nearestInDirection(from: { x: number; y: number }, points: readonly { x: number; y: number }[], dir: Direction): number {
  const u = UNIT[dir];
  let best = -1;
  let bestScore = Infinity;
  let bestInCone = false;
  points.forEach((p, i) => {
    const dx = p.x - from.x;
    const dy = p.y - from.y;
    const along = dx * u.x + dy * u.y;
    if (along <= 0.5) return;
    const across = Math.abs(dx * u.y - dy * u.x);
    const inCone = across <= 2 * along;
    const score = along + 2 * across;
    if ((inCone && !bestInCone) || (inCone === bestInCone && score < bestScore)) {
      best = i;
      bestScore = score;
      bestInCone = inCone;
    }
  });
  return best;
}
