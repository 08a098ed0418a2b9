// Earning favors (seed 000): a robber that harms nobody, an accepted gift, a road that joins
// districts. Each favor is the top token of the face-down supply; one owed when it is empty is lost.
import type { Event } from '../../base/events.ts';
import { indexOf, type InPhase, type Table } from '../../base/state.ts';
import type { HexKey, Seat } from '../../base/types.ts';
import { newlyJoined } from './districts.ts';
import type { FavorReason } from './events.ts';
import { friendsPart } from './part.ts';

/** The draws of `owed` favors, in order, from the supply's top down (a viewer's state names no guild). */
export function drawFavors(s: Table, owed: readonly (readonly [Seat, number])[], reason: FavorReason): Event[] {
  const part = friendsPart(s);
  const events: Event[] = [];
  let drawn = 0;
  for (const [seat, n] of owed) {
    for (let i = 0; i < n; i++) {
      if (drawn >= part.supply) {
        events.push({ type: 'FavorLost', seat, reason });
        continue;
      }
      const guild = part.stack === null ? null : part.stack[part.stack.length - 1 - drawn];
      drawn++;
      events.push({ type: 'FavorDrawn', seat, guild, reason });
    }
  }
  return events;
}

/**
 * After the robber moved (on a 7 or a knight) to `hex`, stealing from `victim` or nobody: a favor
 * if no settlement or city touches the hex (the desert included), or if it is a desert and the
 * mover stole nothing. An occupied hex without a steal earns nothing.
 */
export function afterRobber(s: InPhase<'playing'>, seat: Seat, hex: HexKey, victim: Seat | null): Event[] {
  const { topology, production } = indexOf(s);
  const h = topology.hexIndex.get(hex)!;
  const empty = topology.hexVertices[h].every((v) => s.buildings[v] === null);
  const desert = production[h] === null;
  return empty || (desert && victim === null) ? drawFavors(s, [[seat, 1]], 'robber') : [];
}

/**
 * After a road in play (not in set-up) on `edge`, not yet on the board: 3 favors for its builder
 * and 1 for each player whose district it joins to the builder's for the first time. The builder
 * draws first, then the others clockwise (the book lets the builder choose who draws first,
 * which only matters when the supply runs short).
 */
export function afterRoad(s: InPhase<'playing'>, seat: Seat, edge: string): Event[] {
  const e = indexOf(s).topology.edgeIndex.get(edge)!;
  const joined = newlyJoined(s, seat, e);
  if (joined.length === 0) return [];
  return drawFavors(s, [[seat, 3], ...joined.map((other) => [other, 1] as const)], 'join');
}
