// The legal spots of the move at hand, as focusable buttons on the board: corners, sides or hexes,
// all in one highlight style that no seat colour uses (see the stylesheet's --spot).
import type { JSX } from 'preact';
import { S, type BoardLayout, type Point } from './layout.ts';

export type SpotKind = 'vertex' | 'edge' | 'hex';

export interface Spot {
  readonly key: string;
  readonly label: string;
}

export interface BoardSpots {
  readonly vertices: readonly Spot[];
  readonly edges: readonly Spot[];
  readonly hexes: readonly Spot[];
  /** A side or a corner picked in a two-step move (the Explorer's road, a knight to act, whose new spot is picked next): marked, not a button. */
  readonly picked?: string;
}

/** A band around a side (its own area, so even a vertical side can be hit and has a size). */
function hitArea(a: Point, b: Point): string {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const nx = (-(b.y - a.y) / len) * 0.24 * S;
  const ny = ((b.x - a.x) / len) * 0.24 * S;
  const k = 0.18;
  const p = { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k };
  const q = { x: b.x - (b.x - a.x) * k, y: b.y - (b.y - a.y) * k };
  return [[p.x + nx, p.y + ny], [q.x + nx, q.y + ny], [q.x - nx, q.y - ny], [p.x - nx, p.y - ny]].map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

/** How a spot was picked: a click or tap, or the keyboard (Enter or Space). */
export type PickedBy = 'pointer' | 'key';

export type OnPick = (kind: SpotKind, key: string, by: PickedBy) => void;

export const NO_SPOTS: BoardSpots = { vertices: [], edges: [], hexes: [] };

function SpotButton({ kind, spot, onPick, children }: {
  kind: SpotKind; spot: Spot; onPick: OnPick; children: JSX.Element;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPick(kind, spot.key, 'key');
    }
  };
  return (
    <g class={`spot spot-${kind}`} role="button" tabindex={0} aria-label={spot.label} data-spot={spot.key}
      onClick={() => onPick(kind, spot.key, 'pointer')} onKeyDown={onKeyDown}>
      <title>{spot.label}</title>
      {children}
    </g>
  );
}

export function Spots({ spots, layout, onPick }: { spots: BoardSpots; layout: BoardLayout; onPick: OnPick }) {
  const hexes = new Map(layout.hexes.map((h) => [h.key, h]));
  const picked = spots.picked === undefined ? undefined : layout.edges.get(spots.picked);
  const pickedCorner = spots.picked === undefined ? undefined : layout.vertices.get(spots.picked);
  return (
    <g class="spots">
      {picked && <line class="spot-picked" x1={picked.a.x} y1={picked.a.y} x2={picked.b.x} y2={picked.b.y} stroke-width={0.16 * S} aria-hidden="true" />}
      {pickedCorner && <circle class="spot-picked" cx={pickedCorner.x} cy={pickedCorner.y} r={0.24 * S} fill="none" stroke-width={0.07 * S} aria-hidden="true" data-picked="" />}
      {spots.hexes.map((spot) => {
        const h = hexes.get(spot.key);
        return h && (
          <SpotButton key={spot.key} kind="hex" spot={spot} onPick={onPick}>
            <g>
              <polygon class="spot-mark" points={h.points} />
              <circle class="spot-dot" cx={h.x} cy={h.y + 0.45 * S} r={0.09 * S} />
            </g>
          </SpotButton>
        );
      })}
      {spots.edges.map((spot) => {
        const e = layout.edges.get(spot.key);
        if (!e) return null;
        // The mark covers the middle 60% of the side.
        const ends = { x1: e.a.x + (e.b.x - e.a.x) * 0.2, y1: e.a.y + (e.b.y - e.a.y) * 0.2, x2: e.b.x - (e.b.x - e.a.x) * 0.2, y2: e.b.y - (e.b.y - e.a.y) * 0.2 };
        return (
          <SpotButton key={spot.key} kind="edge" spot={spot} onPick={onPick}>
            <g>
              <polygon class="spot-hit" points={hitArea(e.a, e.b)} />
              <line class="spot-outline" {...ends} stroke-width={0.2 * S} />
              <line class="spot-mark" {...ends} stroke-width={0.13 * S} />
            </g>
          </SpotButton>
        );
      })}
      {spots.vertices.map((spot) => {
        const p = layout.vertices.get(spot.key);
        return p && (
          <SpotButton key={spot.key} kind="vertex" spot={spot} onPick={onPick}>
            <g>
              <circle class="spot-hit" cx={p.x} cy={p.y} r={0.3 * S} />
              <circle class="spot-mark" cx={p.x} cy={p.y} r={0.15 * S} />
              <circle class="spot-dot" cx={p.x} cy={p.y} r={0.05 * S} />
            </g>
          </SpotButton>
        );
      })}
    </g>
  );
}
