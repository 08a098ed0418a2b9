// The pure parts of placing by touch, keyboard and queue: the nearest spot in an arrow's
// direction, and the pieces that queued placements draw.
import { describe, expect, it } from 'vitest';
import { nearestInDirection } from '../../web/src/kinds/catan/board/arrows.ts';
import { ghostOf, queuedGhosts } from '../../web/src/kinds/catan/table/ghosts.ts';
import type { PendingCommand } from '../../web/src/state/stream.ts';

describe('the arrow keys between spots', () => {
  // A small grid, y downwards as on screen.
  const points = [
    { x: 0, y: 0 }, { x: 10, y: 0 }, { x: 20, y: 0 },
    { x: 5, y: 10 }, { x: 15, y: 10 },
    { x: 40, y: 1 },
  ];

  it('goes to the nearest spot in the direction pressed', () => {
    expect(nearestInDirection(points[0], points, 'right')).toBe(1);
    expect(nearestInDirection(points[1], points, 'left')).toBe(0);
    expect(nearestInDirection(points[2], points, 'right')).toBe(5);
    expect(nearestInDirection(points[3], points, 'up')).toBe(0);
    expect(nearestInDirection(points[1], points, 'down')).toBe(3);
    // A near spot up and to the right beats a far one on the same row.
    expect(nearestInDirection(points[4], points, 'right')).toBe(2);
  });

  it('prefers a spot straight ahead to a nearer one far to the side', () => {
    const row = [{ x: 0, y: 0 }, { x: 3, y: 8 }, { x: 12, y: 0 }];
    expect(nearestInDirection(row[0], row, 'right')).toBe(2);
  });

  it('finds nothing past the edge', () => {
    expect(nearestInDirection(points[0], points, 'left')).toBe(-1);
    expect(nearestInDirection(points[0], points, 'up')).toBe(-1);
  });
});

describe('the pieces of queued placements', () => {
  const queued = (command: PendingCommand['command'], acceptedAt?: number): PendingCommand =>
    ({ commandId: `c${Math.random()}`, command, lastVersion: 3, issuedAt: 0, attempts: 0, sentAt: null, ...(acceptedAt === undefined ? {} : { acceptedAt }) });

  it('draws settlements, cities and roads, not other commands', () => {
    expect(ghostOf({ type: 'PlaceSettlement', vertex: 'v1' } as never)).toEqual({ kind: 'settlement', at: 'v1' });
    expect(ghostOf({ type: 'BuildCity', vertex: 'v2' } as never)).toEqual({ kind: 'city', at: 'v2' });
    expect(ghostOf({ type: 'BuildRoad', edge: 'e1' } as never)).toEqual({ kind: 'road', at: 'e1' });
    expect(ghostOf({ type: 'RollDice' } as never)).toBeNull();
  });

  it('shows only what is not yet accepted', () => {
    const pending = [
      queued({ type: 'PlaceRoad', edge: 'e7' } as never),
      queued({ type: 'BuildSettlement', vertex: 'v9' } as never, 12),
      queued({ type: 'EndTurn' } as never),
    ];
    expect(queuedGhosts(pending)).toEqual([{ kind: 'road', at: 'e7' }]);
  });
});
