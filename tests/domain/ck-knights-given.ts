// Knights situations for the rulebook-style tests (RULES.md §7.2.5–7.2.6), on the beginner board
// of ck-given.ts. Red (seat 0) has its settlement at 1.1/1.2/2.2 with a road to 1.2/2.2/2.3 and
// its city at 3.1/3.2/4.1 with a road to 3.2/4.1/4.2; the robber waits on the desert, 3.3.
// Facts are events (paid for by the cards given just before them); `redsNextTurn` passes the
// turns round to red's next roll, so that knights activated before may act.
import type { Event, Seat } from '../../domain/catan/index.ts';
import type { Strength } from '../../domain/catan/modules/cities-knights/knights/part.ts';
import { gives, pathThrough, roadsBuilt, TOPOLOGY, vertex } from './given.ts';
import { holding, type KnightsGiven } from './ck-given.ts';

/** Red's line east from its settlement: 1.1/1.2/2.2 → 1.2/2.2/2.3 (its start road) → 2.2/2.3/3.3 → 2.3/3.3/3.4. */
export const S1 = '1.1/1.2/2.2';
export const A = '1.2/2.2/2.3';
export const B = '2.2/2.3/3.3';
export const C = '2.3/3.3/3.4';
/** Beyond C: 3.3/3.4/4.3, then 3.3/4.2/4.3. */
export const G = '3.3/3.4/4.3';
export const H = '3.3/4.2/4.3';
/** Off B, away from red's line: 2.2/3.2/3.3, then 3.2/3.3/4.2. */
export const D = '2.2/3.2/3.3';
export const E = '3.2/3.3/4.2';

/** Roads of a seat through these intersections, paid for. */
export function roads(seat: Seat, ...through: string[]): Event[] {
  const n = through.length - 1;
  return [gives(seat, { brick: n, lumber: n }), ...roadsBuilt(seat, pathThrough(...through))];
}

/** A knight of the seat recruited at the intersection named (and promoted to `strength`), paid for. */
export function knight(seat: Seat, at: string, strength: Strength = 1): Event[] {
  const key = vertex(at);
  const out: Event[] = [gives(seat, { wool: 1, ore: 1 }), { type: 'KnightRecruited', seat, vertex: key }];
  for (let s = 2; s <= strength; s++) out.push(gives(seat, { wool: 1, ore: 1 }), { type: 'KnightPromoted', seat, vertex: key, strength: s as Strength });
  return out;
}

/** The seat's knight at the intersection named is activated (this turn), paid for. */
export const activated = (seat: Seat, at: string): Event[] => [gives(seat, { grain: 1 }), { type: 'KnightActivated', seat, vertex: vertex(at) }];

/** An active knight of the seat, activated this turn (so it may act from the seat's next turn). */
export const activeKnight = (seat: Seat, at: string, strength: Strength = 1): Event[] => [...knight(seat, at, strength), ...activated(seat, at)];

/** The barbarians' first attack has come and gone (beaten: nobody's cities lost); the robber is awake. */
export const firstAttack: Event = { type: 'BarbariansAttacked', strength: 2, defence: [0, 0, 0, 0], won: true };

/** Red, having rolled, holds these resources, and these facts follow. */
export const redWith = (resources: Parameters<typeof holding>[0], ...facts: (Event | readonly Event[])[]): KnightsGiven => holding(resources).and(...facts);

/** The turns go round to red's next turn, and red rolls a quiet 2. */
export const redsNextTurn = (g: KnightsGiven): KnightsGiven => g.turnOfSeat(0).roll([1, 1]);

/** The vertex index of an intersection named. */
export const at = (name: string): number => TOPOLOGY.vertexIndex.get(vertex(name))!;
