// The newest move on the board, marked as it lands: the pieces just placed or built (ships too),
// and the robber's or the pirate's new hex. Drawn under the spots, and never in the way of a click.
import type { EdgeKey, Event, HexKey, VertexKey } from '../../../lib/domain.ts';
import { S, type BoardLayout } from './layout.ts';

export interface RecentMove {
  /** Changes with every move, so the mark's animation starts again. */
  readonly id: number;
  readonly vertices: readonly VertexKey[];
  readonly edges: readonly EdgeKey[];
  readonly hexes: readonly HexKey[];
  /** Fog spaces just turned up (Seafarers): their hexes turn over. */
  readonly revealed?: readonly HexKey[];
}

/** The places a record's events touched on the board (null when none). */
export function recentMove(id: number, events: readonly Event[]): RecentMove | null {
  const vertices: VertexKey[] = [];
  const edges: EdgeKey[] = [];
  const hexes: HexKey[] = [];
  const revealed: HexKey[] = [];
  for (const e of events) {
    if (e.type === 'SettlementPlaced' || e.type === 'SettlementBuilt' || e.type === 'CityBuilt') vertices.push(e.vertex);
    else if (e.type === 'RoadPlaced' || e.type === 'RoadBuilt' || e.type === 'ShipBuilt' || e.type === 'ShipPlaced') edges.push(e.edge);
    else if (e.type === 'ShipMoved') edges.push(e.to);
    else if (e.type === 'RobberMoved' || e.type === 'PirateMoved') hexes.push(e.hex);
    else if (e.type === 'FogRevealed') revealed.push(e.hex);
  }
  return vertices.length + edges.length + hexes.length + revealed.length ? { id, vertices, edges, hexes, revealed } : null;
}

export function Recent({ move, layout }: { move: RecentMove; layout: BoardLayout }) {
  return (
    <g class="recent" aria-hidden="true" data-recent={move.id}>
      {move.hexes.map((key) => {
        const hex = layout.hexes.find((h) => h.key === key);
        return hex && <circle key={key} cx={hex.x} cy={hex.y} r={0.62 * S} class="recent-mark" />;
      })}
      {move.edges.map((key) => {
        const edge = layout.edges.get(key);
        return edge && <line key={key} x1={edge.a.x} y1={edge.a.y} x2={edge.b.x} y2={edge.b.y} class="recent-mark recent-edge" />;
      })}
      {move.vertices.map((key) => {
        const p = layout.vertices.get(key);
        return p && <circle key={key} cx={p.x} cy={p.y} r={0.3 * S} class="recent-mark" />;
      })}
    </g>
  );
}
