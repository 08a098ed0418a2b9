// The fog (The Fog Islands): a road or ship whose end touches an empty space turns up the top hex
// of the face-down stack there (and, on a producing hex, the top token); a land hex pays its
// discoverer 1 of its resource (a gold field: 1 of their choice), in set-up too. An intersection
// touching two spaces reveals both, one by one (RULES.md §7.1.2, the project's decision).
import type { Event } from '../../base/events.ts';
import { indexOf, type Table } from '../../base/state.ts';
import { PRODUCES, type BaseTerrain, type EdgeKey, type Resource, type Seat } from '../../base/types.ts';
import { placesOf } from './places.ts';
import { seafarersPart } from './part.ts';

/** Does a hex of this kind take a number token? */
export const numbered = (terrain: string): boolean => terrain !== 'sea' && terrain !== 'desert' && terrain !== 'fog';

/** The reveals a piece on `edge` brings about (decided by the server, which sees the stacks). */
export function revealsAt(s: Table, seat: Seat, edge: EdgeKey): Event[] {
  const t = indexOf(s).topology;
  const e = t.edgeIndex.get(edge);
  const { fog } = placesOf(s);
  const part = seafarersPart(s);
  if (e === undefined || part.fogHexesLeft === 0) return [];
  const events: Event[] = [];
  let hexes = part.fogHexes ?? [];
  let tokens = part.fogTokens ?? [];
  let gold = 0;
  const bank = { ...s.bank };
  for (const v of t.edgeVertices[e]) {
    for (const h of t.vertexHexes[v]) {
      if (fog[h] !== 1 || events.some((x) => x.type === 'FogRevealed' && x.hex === t.hexes[h]) || hexes.length === 0) continue;
      const terrain = hexes[hexes.length - 1];
      hexes = hexes.slice(0, -1);
      let token: number | null = null;
      if (numbered(terrain) && tokens.length > 0) {
        token = tokens[tokens.length - 1];
        tokens = tokens.slice(0, -1);
      }
      const produces = (PRODUCES as Readonly<Record<string, Resource | null>>)[terrain as BaseTerrain] ?? null;
      const resource = produces !== null && bank[produces] > 0 ? produces : null;
      if (resource !== null) bank[resource]--;
      if (terrain === 'gold') gold++;
      events.push({ type: 'FogRevealed', seat, hex: t.hexes[h], terrain, token, resource });
    }
  }
  if (gold > 0) events.push({ type: 'GoldOwed', counts: s.hands.map((_, i) => (i === seat ? gold : 0)) });
  return events;
}
