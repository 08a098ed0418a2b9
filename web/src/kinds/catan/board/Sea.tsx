// Seafarers on the board: ships in the seat colours (with the seat's glyph, as on its buildings),
// the pirate, the island bonus chips, and the marks of gold fields and fog spaces.
import { indexOf, seafarers, type EdgeKey, type Table } from '../../../lib/domain.ts';
import type { Translate } from '../../../i18n/index.ts';
import { seatFill } from '../../../ui/colours.ts';
import { Glyph } from '../../../ui/SeatMark.tsx';
import { S, type BoardLayout, type HexShape, type Point } from './layout.ts';
import './sea.css';

/** A ship in a box from −1 to 1: the hull, then the sail (drawn upright at a side's middle). */
export const HULL = 'M-1,0.12 H1 L0.66,0.72 H-0.66 Z';
export const SAIL = 'M-0.12,-1 L-0.12,0.04 L-0.86,0.04 Z M0.08,-0.82 L0.08,0.04 L0.74,0.04 Z';
const SHIP = 0.21 * S;

/** One ship at point p, in `fill`; `colour` names the seat for its glyph (none: a ghost's or the pirate's). */
export function ShipShape({ p, fill, colour, dark = '#1e1e1e' }: { p: Point; fill: string; colour?: string; dark?: string }) {
  return (
    <g transform={`translate(${p.x} ${p.y})`}>
      <path d={SAIL} transform={`scale(${SHIP})`} fill={fill} stroke={dark} stroke-width={0.1} stroke-linejoin="round" />
      <path d={HULL} transform={`scale(${SHIP})`} fill={fill} stroke={dark} stroke-width={0.12} stroke-linejoin="round" />
      {colour !== undefined && <Glyph colour={colour} x={0} y={0.42 * SHIP} size={0.048 * S} />}
    </g>
  );
}

export function Ships({ table, layout }: { table: Table; layout: BoardLayout }) {
  const { ships } = seafarers.seafarersPart(table);
  const { topology, spec } = indexOf(table);
  return (
    <g class="ships" aria-hidden="true">
      {ships.map((seat, e) => {
        if (seat < 0) return null;
        const edge = layout.edges.get(topology.edges[e] as EdgeKey);
        const colour = spec.colours[seat];
        return edge && <g key={e} class="ship" data-ship={edge.key} data-seat={seat}><ShipShape p={edge.mid} fill={seatFill(colour)} colour={colour} /></g>;
      })}
    </g>
  );
}

export function Pirate({ at, label }: { at: Point; label: string }) {
  const p = { x: at.x, y: at.y + 0.05 * S };
  return (
    <g class="pirate" data-pirate="">
      <title>{label}</title>
      <ellipse cx={p.x} cy={p.y + 0.2 * S} rx={0.3 * S} ry={0.06 * S} fill="rgba(0,0,0,0.3)" />
      <g transform={`translate(${p.x} ${p.y}) scale(1.5) translate(${-p.x} ${-p.y})`}>
        <ShipShape p={p} fill="#232326" dark="#000" />
      </g>
      {/* its flag: a white skull's dot, so it is told from a black seat's ship by more than colour */}
      <circle cx={p.x - 0.07 * S} cy={p.y - 0.2 * S} r={0.055 * S} fill="#f4f1e8" />
    </g>
  );
}

/** The marks of Seafarers' hexes: gold nuggets on a gold field, a cloud on a fog space (face down). */
export function SeaMark({ hex, y }: { hex: HexShape; y: number }) {
  if (hex.terrain === 'gold') {
    return (
      <g class="terrain-mark" transform={`translate(${hex.x} ${y}) scale(${0.016 * S})`} aria-hidden="true">
        <circle r="11" fill="rgba(255,255,255,0.55)" />
        <path d="M-7,4 L-4,-3 L1,-2 L3,4 Z M1,5 L4,-4 L8,-1 L8,5 Z M-3,-4 L0,-9 L4,-6 L2,-3 Z" fill="#f5c518" stroke="#7a5400" stroke-width="1" stroke-linejoin="round" />
      </g>
    );
  }
  return (
    <g class="terrain-mark fog-mark" transform={`translate(${hex.x} ${y}) scale(${0.02 * S})`} aria-hidden="true">
      <path d="M-16,6 Q-18,-2 -10,-3 Q-9,-12 0,-11 Q8,-14 11,-5 Q19,-4 17,6 Z" fill="#eef1f4" stroke="#7d8792" stroke-width="1.2" />
      <text x="0" y="4" text-anchor="middle" font-size="12" font-weight="700" fill="#4f5964">?</text>
    </g>
  );
}

/** Each island that gives a bonus: a chip with its points, on its hex nearest its middle. */
export function IslandChips({ table, layout, t }: { table: Table; layout: BoardLayout; t: Translate }) {
  const { islands } = seafarers.scenarioIn(table);
  const at = new Map(layout.hexes.map((h) => [h.key, h]));
  return (
    <g class="island-chips">
      {islands.map((island, i) => {
        if (island.bonus === 0) return null;
        const hexes = island.hexes.flatMap((k) => at.get(k) ?? []);
        if (hexes.length === 0) return null;
        const mx = hexes.reduce((n, h) => n + h.x, 0) / hexes.length;
        const my = hexes.reduce((n, h) => n + h.y, 0) / hexes.length;
        const h = hexes.reduce((a, b) => (Math.hypot(b.x - mx, b.y - my) < Math.hypot(a.x - mx, a.y - my) ? b : a));
        const label = t('sea.bonusChip', { n: island.bonus });
        return (
          <g key={i} class="island-chip" data-island={i} data-bonus={island.bonus}>
            <title>{label}</title>
            <circle cx={h.x} cy={h.y + 0.66 * S} r={0.19 * S} fill="#ffe3b0" stroke="#8a5a12" stroke-width={0.03 * S} />
            <text x={h.x} y={h.y + 0.73 * S} text-anchor="middle" font-size={0.2 * S} font-weight="800" fill="#3a2608">+{island.bonus}</text>
          </g>
        );
      })}
    </g>
  );
}
