// A harbor: piers to its two corners, its ratio, and the resource it takes (any, for 3:1).
import { S, type HarborShape } from './layout.ts';
import { ResourceGlyph } from '../../../ui/ResourceIcon.tsx';

export function Harbor({ harbor, label }: { harbor: HarborShape; label: string }) {
  const { x, y, kind } = harbor;
  return (
    <g class="harbor" data-harbor={kind}>
      <title>{label}</title>
      {harbor.piers.map((p, i) => (
        <line key={i} x1={x} y1={y} x2={p.x} y2={p.y} stroke="#8b6b3f" stroke-width={0.07 * S} stroke-dasharray={`${0.06 * S} ${0.04 * S}`} />
      ))}
      <circle cx={x} cy={y} r={0.33 * S} fill="#fff8e6" stroke="#6b5330" stroke-width={0.03 * S} />
      <text x={x} y={y + (kind === 'generic' ? 0.07 : -0.07) * S} text-anchor="middle" font-size={0.2 * S} font-weight="700" fill="#2a2a2a">
        {kind === 'generic' ? '3:1' : '2:1'}
      </text>
      {kind !== 'generic' && (
        <g transform={`translate(${x} ${y + 0.14 * S}) scale(${0.011 * S})`}>
          <ResourceGlyph resource={kind} />
        </g>
      )}
    </g>
  );
}
