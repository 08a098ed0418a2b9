// Pieces not yet in the game, translucent in the seat's colour: the spot picked on a touch screen
// (waiting for its confirming tap) and the placements waiting in the command queue, each with a
// label that says so.
import { seatFill } from '../../../ui/colours.ts';
import { S, type BoardLayout } from './layout.ts';
import { CITY, HOUSE } from './Pieces.tsx';
import { ShipShape } from './Sea.tsx';

export interface BoardGhost {
  readonly kind: 'settlement' | 'city' | 'road' | 'ship' | 'knight' | 'robber';
  readonly at: string;
  /** 'picked': marked by a first tap; 'queued': waiting to be sent (or answered); 'better': the review's better move. */
  readonly state: 'picked' | 'queued' | 'better';
  readonly colour: string | undefined;
  readonly label: string;
}

export function Ghosts({ ghosts, layout }: { ghosts: readonly BoardGhost[]; layout: BoardLayout }) {
  if (ghosts.length === 0) return null;
  return (
    <g class="ghosts">
      {ghosts.map((g) => {
        const fill = seatFill(g.colour);
        const common = { key: `${g.state}:${g.at}`, class: `ghost ghost-${g.state} ghost-${g.kind}`, 'data-ghost': g.at, role: 'img' as const, 'aria-label': g.label };
        if (g.kind === 'ship') {
          const e = layout.edges.get(g.at);
          return e && <g {...common}><title>{g.label}</title><ShipShape p={e.mid} fill={fill} /></g>;
        }
        if (g.kind === 'robber') {
          const h = layout.hexes.find((x) => x.key === g.at);
          return h && <g {...common}><title>{g.label}</title><circle cx={h.x} cy={h.y} r={0.5 * S} fill="none" stroke="#1e1e1e" stroke-width={0.08 * S} stroke-dasharray={`${0.12 * S} ${0.08 * S}`} /></g>;
        }
        if (g.kind === 'road') {
          const e = layout.edges.get(g.at);
          if (!e) return null;
          const k = 0.16;
          const ends = { x1: e.a.x + (e.b.x - e.a.x) * k, y1: e.a.y + (e.b.y - e.a.y) * k, x2: e.b.x - (e.b.x - e.a.x) * k, y2: e.b.y - (e.b.y - e.a.y) * k };
          return (
            <g {...common}>
              <title>{g.label}</title>
              <line {...ends} stroke="#1e1e1e" stroke-width={0.17 * S} stroke-linecap="round" />
              <line {...ends} stroke={fill} stroke-width={0.11 * S} stroke-linecap="round" />
            </g>
          );
        }
        const p = layout.vertices.get(g.at);
        if (!p) return null;
        if (g.kind === 'knight') {
          return (
            <g {...common}>
              <title>{g.label}</title>
              <circle cx={p.x} cy={p.y} r={0.17 * S} fill={fill} stroke="#1e1e1e" stroke-width={0.03 * S} />
            </g>
          );
        }
        return (
          <g {...common}>
            <title>{g.label}</title>
            <path d={g.kind === 'city' ? CITY : HOUSE} transform={`translate(${p.x} ${p.y}) scale(${0.16 * S})`}
              fill={fill} stroke="#1e1e1e" stroke-width={0.14} stroke-linejoin="round" />
          </g>
        );
      })}
    </g>
  );
}
