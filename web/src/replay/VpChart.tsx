// Victory points over the game, one line per player in their colour and its road's dash (so that
// five or six lines are told apart without colour), with the current turn marked.
import { useMemo } from 'preact/hooks';
import { seatFill } from '../board/colours.ts';
import { roadDash, SeatSwatch } from '../board/SeatMark.tsx';
import { t } from '../i18n/index.ts';
import type { ReplayModel } from '../state/replay.ts';

const W = 320;
const H = 170;
const PAD = { l: 30, r: 10, t: 10, b: 28 };

export function VpChart({ model, colours, names, position }: {
  model: ReplayModel; colours: readonly string[]; names: readonly string[]; position: number;
}) {
  const samples = model.points;
  const maxVp = Math.max(10, ...samples.flatMap((s) => s.points));
  const x = (i: number) => PAD.l + (i / Math.max(1, samples.length - 1)) * (W - PAD.l - PAD.r);
  const y = (v: number) => H - PAD.b - (v / maxVp) * (H - PAD.t - PAD.b);
  // The lines depend on the game only: computed once, not at every step.
  const lines = useMemo(() => colours.map((_, seat) => samples.map((s, i) => `${x(i).toFixed(1)},${y(s.points[seat]).toFixed(1)}`).join(' ')), [model, colours]);
  if (samples.length < 2) return null;
  let current = 0;
  samples.forEach((s, i) => {
    if (s.position <= position) current = i;
  });
  const last = samples[samples.length - 1];
  return (
    <figure class="chart">
      <figcaption id="vp-h">{t('replay.vpChart')}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="vp-h vp-desc">
        <desc id="vp-desc">{names.map((n, seat) => `${n}: ${last.points[seat]}`).join(', ')}</desc>
        {[0, 5, 10].filter((v) => v <= maxVp).map((v) => (
          <g key={v}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} stroke="#ccc" stroke-width="0.6" />
            <text x={PAD.l - 6} y={y(v) + 4} text-anchor="end" font-size="11" fill="#444">{v}</text>
          </g>
        ))}
        <text x={W / 2} y={H - 6} text-anchor="middle" font-size="11" fill="#444">{t('replay.axisTurn')} 0–{last.turn}</text>
        <line class="chart-now" x1={x(current)} x2={x(current)} y1={PAD.t} y2={H - PAD.b} stroke="#333" stroke-dasharray="3 3" />
        {colours.map((c, seat) => (
          <polyline key={seat} fill="none" stroke={c === 'white' ? '#9a9a9a' : seatFill(c)} stroke-width="2.2" stroke-linejoin="round"
            stroke-dasharray={roadDash(c, 3)} points={lines[seat]} />
        ))}
      </svg>
      <ul class="legend">
        {names.map((n, seat) => (
          <li key={seat}><SeatSwatch colour={colours[seat]} />{n}: {samples[current].points[seat]}</li>
        ))}
      </ul>
    </figure>
  );
}
