// Roads, settlements and cities in the seat colours, and the robber.
import type { Building, EdgeKey, Topology, VertexKey } from '../../../lib/domain.ts';
import { seatFill } from '../../../ui/colours.ts';
import { S, type BoardLayout, type Point } from './layout.ts';
import { Glyph, roadDash } from '../../../ui/SeatMark.tsx';

export const HOUSE = 'M-1,0.9 L-1,-0.2 L0,-1.1 L1,-0.2 L1,0.9 Z';
export const CITY = 'M-1.4,1 L-1.4,-0.2 L-0.5,-1.1 L0.4,-0.2 L0.4,0 L1.4,0 L1.4,1 Z';

function Road({ a, b, colour, edge }: { a: Point; b: Point; colour: string | undefined; edge: EdgeKey }) {
  const k = 0.16;
  const x1 = a.x + (b.x - a.x) * k;
  const y1 = a.y + (b.y - a.y) * k;
  const x2 = b.x - (b.x - a.x) * k;
  const y2 = b.y - (b.y - a.y) * k;
  return (
    <g class="road" data-edge={edge}>
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#1e1e1e" stroke-width={0.17 * S} stroke-linecap="round" />
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={seatFill(colour)} stroke-width={0.11 * S} stroke-linecap="round" />
      {roadDash(colour, 0.11 * S) && (
        // The seat's pattern: the dark outline shows through the gaps.
        <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#1e1e1e" stroke-width={0.05 * S} stroke-dasharray={roadDash(colour, 0.11 * S)} />
      )}
    </g>
  );
}

export function Roads({ roads, topology, layout, colours }: {
  roads: readonly number[]; topology: Topology; layout: BoardLayout; colours: readonly string[];
}) {
  return (
    <g class="roads" aria-hidden="true">
      {roads.map((seat, e) => {
        if (seat < 0) return null;
        const key = topology.edges[e] as EdgeKey;
        const edge = layout.edges.get(key)!;
        return <Road key={e} a={edge.a} b={edge.b} colour={colours[seat]} edge={key} />;
      })}
    </g>
  );
}

export function Buildings({ buildings, topology, layout, colours }: {
  buildings: readonly (Building | null)[]; topology: Topology; layout: BoardLayout; colours: readonly string[];
}) {
  return (
    <g class="buildings" aria-hidden="true">
      {buildings.map((b, v) => {
        if (!b) return null;
        const p = layout.vertices.get(topology.vertices[v] as VertexKey)!;
        const colour = colours[b.seat];
        return (
          <g key={v}>
            <path class={`piece piece-${b.kind}`} d={b.kind === 'city' ? CITY : HOUSE} data-seat={b.seat}
              transform={`translate(${p.x} ${p.y}) scale(${0.16 * S})`}
              fill={seatFill(colour)} stroke="#1e1e1e" stroke-width={0.14} stroke-linejoin="round" />
            <Glyph colour={colour} x={p.x + (b.kind === 'city' ? -0.08 * S : 0)} y={p.y + (b.kind === 'city' ? 0.06 * S : 0.025 * S)} size={0.07 * S} />
          </g>
        );
      })}
    </g>
  );
}

export function Robber({ at, label }: { at: Point; label: string }) {
  const x = at.x - 0.5 * S;
  const y = at.y + 0.05 * S;
  return (
    <g class="robber" data-robber="">
      <title>{label}</title>
      <ellipse cx={x} cy={y + 0.22 * S} rx={0.16 * S} ry={0.05 * S} fill="rgba(0,0,0,0.35)" />
      <path d={`M${x - 0.13 * S},${y + 0.22 * S} Q${x - 0.14 * S},${y - 0.08 * S} ${x},${y - 0.1 * S} Q${x + 0.14 * S},${y - 0.08 * S} ${x + 0.13 * S},${y + 0.22 * S} Z`}
        fill="#2b2b2e" stroke="#0c0c0c" stroke-width={0.02 * S} />
      <circle cx={x} cy={y - 0.18 * S} r={0.09 * S} fill="#2b2b2e" stroke="#0c0c0c" stroke-width={0.02 * S} />
    </g>
  );
}
