// Cities & Knights with Seafarers for rulebook-style tests: a 3-player game on Heading for New
// Shores, set up by real commands (NEW_SHORES_3), seat 0 having rolled a quiet 2.
import type { Command } from '../../domain/catan/index.ts';
import { KnightsGiven } from './ck-given.ts';
import { played } from './given.ts';
import { NEW_SHORES_3 } from './seafarers-given.ts';

export function seaKnights(): KnightsGiven {
  const seats = [0, 1, 2].map((seat): Command => ({ type: 'ClaimSeat', seat, name: `P${seat}` }));
  const order = [0, 1, 2, 2, 1, 0];
  const setUp = NEW_SHORES_3.flatMap((p, i): Command[] => [
    { type: 'PlaceSettlement', seat: order[i], vertex: p.settlement },
    p.ship !== undefined ? { type: 'PlaceShip', seat: order[i], edge: p.ship } : { type: 'PlaceRoad', seat: order[i], edge: p.road! },
  ]);
  const create: Command = { type: 'CreateGame', players: 3, board: 'new-shores', seed: 1, modules: ['seafarers', 'cities-knights'], secret: 7 };
  return new KnightsGiven(played([], create, ...seats, ...setUp)).roll([1, 1]);
}
