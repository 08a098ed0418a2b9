// Victory points over the game, one line per player in their colour and its road's dash (so that
// five or six lines are told apart without colour), with the current turn marked.
import { useMemo } from 'preact/hooks';
import { SeatSwatch } from '../../../ui/SeatMark.tsx';
import { t } from '../../../i18n/index.ts';
import type { ReplayModel } from '../../../state/replay.ts';
import { AxisWords, Grid, NowLine, SeatLine, W, H, xScale, yScale } from '../../../replay/ChartFrame.tsx';

export function VpChart({ model, colours, names, position }: {
  model: ReplayModel; colours: readonly string[]; names: readonly string[]; position: number;
}) {
  const samples = model.points;
  const maxVp = Math.max(10, ...samples.flatMap((s) => s.points));
  const x = xScale(samples.length - 1);
  const y = yScale(0, maxVp);
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
        <Grid values={[0, 5, 10].filter((v) => v <= maxVp)} y={y} />
        <AxisWords text={`${t('replay.axisTurn')} 0–${last.turn}`} />
        <NowLine x={x(current)} />
        {colours.map((c, seat) => <SeatLine key={seat} colour={c} points={lines[seat]} width={2.2} />)}
      </svg>
      <ul class="legend">
        {names.map((n, seat) => (
          <li key={seat}><SeatSwatch colour={colours[seat]} />{n}: {samples[current].points[seat]}</li>
        ))}
      </ul>
    </figure>
  );
}
