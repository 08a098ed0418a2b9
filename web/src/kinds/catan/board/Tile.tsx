// One terrain hex with its number token: 6 and 8 in red, and the pips (how often it rolls).
import type { Resource, Terrain } from '../../../lib/domain.ts';
import { TERRAIN_FILL } from '../../../ui/colours.ts';
import { ResourceGlyph } from '../../../ui/ResourceIcon.tsx';
import { S, type HexShape } from './layout.ts';
import { SeaMark } from './Sea.tsx';

export const pips = (n: number): number => 6 - Math.abs(7 - n);

/** A number token; `k` enlarges it on a board drawn smaller (the 5–6 player one), so it reads as well. */
export function NumberToken({ x, y, n, k = 1 }: { x: number; y: number; n: number; k?: number }) {
  const hot = n === 6 || n === 8;
  const count = pips(n);
  const u = k * S;
  const gap = 0.08 * u;
  return (
    <g class={hot ? 'token token-hot' : 'token'}>
      <circle cx={x} cy={y} r={0.34 * u} fill="#fbf3dc" stroke="#7d6d48" stroke-width={0.025 * u} />
      <text x={x} y={y + 0.06 * u} text-anchor="middle" font-size={0.31 * u} font-weight="700" fill={hot ? '#c3141b' : '#222'}>{n}</text>
      {Array.from({ length: count }, (_, i) => (
        <circle key={i} cx={x + (i - (count - 1) / 2) * gap} cy={y + 0.2 * u} r={0.028 * u} fill={hot ? '#c3141b' : '#222'} />
      ))}
    </g>
  );
}

/** What each terrain yields: its glyph is drawn on the hex, so colour is never the only sign. */
const YIELD: Readonly<Record<Terrain, Resource | null>> = {
  hills: 'brick', forest: 'lumber', pasture: 'wool', fields: 'grain', mountains: 'ore', desert: null, sea: null, gold: null, fog: null,
};

function TerrainMark({ hex, ink }: { hex: HexShape; ink: number }) {
  const res = YIELD[hex.terrain];
  // Above a larger token, the glyph moves up to stay clear of it.
  const y = hex.y - (0.58 + (ink - 1) * 0.3) * S;
  // Seafarers: open sea has no mark; a gold field shows nuggets, a fog space its cloud.
  if (hex.terrain === 'sea') return null;
  if (hex.terrain === 'gold' || hex.terrain === 'fog') return <SeaMark hex={hex} y={hex.token === null ? hex.y : y} />;
  if (!res) {
    // The desert: a sun over dunes.
    return (
      <g class="terrain-mark" transform={`translate(${hex.x} ${hex.y}) scale(${0.022 * S})`} aria-hidden="true">
        <circle cx="0" cy="-6" r="5" fill="#f2b53a" stroke="#a8741c" stroke-width="0.8" />
        <path d="M-14,8 Q-7,2 0,8 Q7,2 14,8" fill="none" stroke="#a8741c" stroke-width="1.4" />
      </g>
    );
  }
  return (
    <g class="terrain-mark" transform={`translate(${hex.x} ${y}) scale(${0.016 * S})`} aria-hidden="true">
      <circle r="11" fill="rgba(255,255,255,0.55)" />
      <ResourceGlyph resource={res} />
    </g>
  );
}

/**
 * A hex of the board. `revealing`: a fog space just turned up (Seafarers), drawn turning over
 * (sea.css; not with reduced motion).
 */
export function Tile({ hex, title, producing = false, ink = 1, revealing = false }: { hex: HexShape; title: string; producing?: boolean; ink?: number; revealing?: boolean }) {
  const sea = hex.terrain === 'sea';
  const classes = `tile tile-${hex.terrain}${hex.frame ? ' tile-frame' : ''}${producing ? ' producing' : ''}${revealing ? ' tile-reveal' : ''}`;
  return (
    <g class={classes} data-hex={hex.key} data-producing={producing ? '' : undefined} data-frame={hex.frame ? '' : undefined}>
      <title>{title}</title>
      <polygon points={hex.points} fill={TERRAIN_FILL[hex.terrain]} stroke={sea ? '#5a93c4' : '#f1e4bf'} stroke-width={(sea ? 0.03 : 0.06) * S} stroke-linejoin="round" />
      <TerrainMark hex={hex} ink={ink} />
      {hex.token !== null && <NumberToken x={hex.x} y={hex.y} n={hex.token} k={ink} />}
    </g>
  );
}
