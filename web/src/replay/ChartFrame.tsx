// The frame the review room's line charts share: the size, the scale's grid lines and numbers,
// the axis's words, the line marking the position, and a seat's line in its colour and its road's
// dash (so that lines are told apart without colour).
import { seatFill } from '../ui/colours.ts';
import { roadDash } from '../ui/SeatMark.tsx';

export const W = 320;
export const H = 170;
export const PAD = { l: 30, r: 10, t: 10, b: 28 } as const;

/** A scale from `lo`…`hi` to the chart's height (the values grow upwards). */
export const yScale = (lo: number, hi: number) => (v: number) => H - PAD.b - ((v - lo) / Math.max(1, hi - lo)) * (H - PAD.t - PAD.b);

/** A scale from 0…`n` to the chart's width. */
export const xScale = (n: number) => (i: number) => PAD.l + (i / Math.max(1, n)) * (W - PAD.l - PAD.r);

/** Grid lines across the chart at `values`, each with its number on the left. */
export function Grid({ values, y }: { values: readonly number[]; y: (v: number) => number }) {
  return (
    <>
      {[...new Set(values)].map((v) => (
        <g key={v}>
          <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} stroke="#ccc" stroke-width="0.6" />
          <text x={PAD.l - 6} y={y(v) + 4} text-anchor="end" font-size="11" fill="#444">{v}</text>
        </g>
      ))}
    </>
  );
}

/** The words under the chart (what the horizontal axis counts). */
export const AxisWords = ({ text }: { text: string }) => <text x={W / 2} y={H - 6} text-anchor="middle" font-size="11" fill="#444">{text}</text>;

/** The position shown: a dashed vertical line. */
export const NowLine = ({ x }: { x: number }) => (
  <line class="chart-now" x1={x} x2={x} y1={PAD.t} y2={H - PAD.b} stroke="#333" stroke-dasharray="3 3" />
);

/** A horizontal dashed line: a threshold (an award's, the goal). */
export const Threshold = ({ y, class: cls }: { y: number; class?: string }) => (
  <line class={cls} x1={PAD.l} x2={W - PAD.r} y1={y} y2={y} stroke="#8a6d1c" stroke-width="1" stroke-dasharray="6 3" />
);

/** A seat's line in its colour (white drawn grey) and its road's dash. */
export const SeatLine = ({ colour, points, width = 2 }: { colour: string; points: string; width?: number }) => (
  <polyline fill="none" stroke={colour === 'white' ? '#9a9a9a' : seatFill(colour)} stroke-width={String(width)} stroke-linejoin="round"
    stroke-dasharray={roadDash(colour, 3)} points={points} />
);
