// One terrain hex with its number token: 6 and 8 in red, and the pips (how often it rolls).
import { TERRAIN_FILL } from './colours.ts';
import { S, type HexShape } from './layout.ts';

export const pips = (n: number): number => 6 - Math.abs(7 - n);

export function NumberToken({ x, y, n }: { x: number; y: number; n: number }) {
  const hot = n === 6 || n === 8;
  const count = pips(n);
  const gap = 0.08 * S;
  return (
    <g class={hot ? 'token token-hot' : 'token'}>
      <circle cx={x} cy={y} r={0.34 * S} fill="#fbf3dc" stroke="#7d6d48" stroke-width={0.025 * S} />
      <text x={x} y={y + 0.06 * S} text-anchor="middle" font-size={0.31 * S} font-weight="700" fill={hot ? '#c3141b' : '#222'}>{n}</text>
      {Array.from({ length: count }, (_, i) => (
        <circle key={i} cx={x + (i - (count - 1) / 2) * gap} cy={y + 0.2 * S} r={0.028 * S} fill={hot ? '#c3141b' : '#222'} />
      ))}
    </g>
  );
}

export function Tile({ hex, title }: { hex: HexShape; title: string }) {
  return (
    <g class={`tile tile-${hex.terrain}`} data-hex={hex.key}>
      <title>{title}</title>
      <polygon points={hex.points} fill={TERRAIN_FILL[hex.terrain]} stroke="#f1e4bf" stroke-width={0.06 * S} stroke-linejoin="round" />
      {hex.token !== null && <NumberToken x={hex.x} y={hex.y} n={hex.token} />}
    </g>
  );
}
