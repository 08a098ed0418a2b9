// Gold fields (RULES.md §7.1.2): on their number each adjacent settlement is owed 1 resource of its
// owner's choice and each city 2 (not under the robber); a second set-up settlement 1 per adjacent
// gold field. The table waits for the choices, in turn order from the roller; a seat may only
// take what the bank still holds (the project's decision where the books are silent).
import type { Event } from '../../base/events.ts';
import { indexOf, type InPhase, type Table } from '../../base/state.ts';
import type { Seat, VertexKey } from '../../base/types.ts';

/** What a roll of `total` owes each seat from the gold fields, or no event. */
export function goldOfRoll(s: InPhase<'playing'>, total: number): Event[] {
  const { topology, hexesByToken } = indexOf(s);
  const counts = s.hands.map(() => 0);
  let any = false;
  for (const h of hexesByToken[total] ?? []) {
    if (s.board.tiles[h].terrain !== 'gold' || topology.hexes[h] === s.robber) continue;
    for (const v of topology.hexVertices[h]) {
      const b = s.buildings[v];
      if (b === null) continue;
      counts[b.seat] += b.kind === 'city' ? 2 : 1;
      any = true;
    }
  }
  return any ? [{ type: 'GoldOwed', counts }] : [];
}

/** What a second set-up settlement on `vertex` is owed from the gold fields around it. */
export function goldOfSetup(s: Table, seat: Seat, vertex: VertexKey): Event[] {
  const t = indexOf(s).topology;
  const n = t.vertexHexes[t.vertexIndex.get(vertex)!].filter((h) => s.board.tiles[h].terrain === 'gold').length;
  return n > 0 ? [{ type: 'GoldOwed', counts: s.hands.map((_, i) => (i === seat ? n : 0)) }] : [];
}

/** How many the seat may pick now: what it is owed, as far as the bank can pay. */
export function goldDue(s: Table, owed: number): number {
  const b = s.bank;
  return Math.min(owed, b.brick + b.lumber + b.wool + b.grain + b.ore);
}
