// The dice game's score over the game, one line per seat in its colour and dash: on the standard
// side each seat's running total over its own turns (a turn with no build, −2, marked ✕), on the
// Plus side the victory points after each game turn, with the goal dashed. The figures at the
// position are read out and listed; every figure is in the table under the chart.
import { useId, useMemo } from 'preact/hooks';
import { SeatSwatch } from '../../../ui/SeatMark.tsx';
import { t } from '../../../i18n/index.ts';
import { AxisWords, Grid, H, NowLine, SeatLine, Threshold, W, xScale, yScale } from '../../../replay/ChartFrame.tsx';
import { colourOf } from '../words.ts';
import { pointsAt, scoreSeries, type ScorePoint, type ScoreSeries } from './series.ts';
import type { DiceReplayModel } from './model.ts';

/** The numbers table: a row per turn, a column per seat. */
function Numbers({ series, names }: { series: ScoreSeries; names: readonly string[] }) {
  const rows = Array.from({ length: series.xMax }, (_, i) => i + 1).filter((x) => series.seats.some((line) => line[x]));
  const cell = (pt: ScorePoint | undefined) => (pt === undefined ? '' : pt.idle ? `${pt.total} (${t('dg.idle')})` : String(pt.total));
  return (
    <details class="stats-numbers dgr-numbers">
      <summary>{t('dgr.numbers')}</summary>
      <div class="stats-scroll" tabindex={0}>
        <table class="stats-table">
          <thead>
            <tr><th scope="col">{t('dgr.turnCol')}</th>{names.map((n, seat) => <th key={seat} scope="col">{n}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((x) => (
              <tr key={x} data-turn={x}>
                <th scope="row">{x}</th>
                {series.seats.map((line, seat) => <td key={seat} data-seat={seat} data-idle={line[x]?.idle ? '' : undefined}>{cell(line[x])}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function ScoreChart({ model, names, position }: { model: DiceReplayModel; names: readonly string[]; position: number }) {
  const id = useId();
  const series = useMemo(() => scoreSeries(model), [model]);
  const totals = series.seats.flatMap((line) => line.map((pt) => pt.total));
  const lo = Math.min(0, ...totals);
  const hi = Math.max(series.goal ?? 1, ...totals);
  const x = xScale(series.xMax);
  const y = yScale(lo, hi);
  const lines = useMemo(() => series.seats.map((line) => line.map((pt) => `${x(pt.x).toFixed(1)},${y(pt.total).toFixed(1)}`).join(' ')), [series]);
  if (series.seats.length === 0) return null;
  const now = pointsAt(series, position);
  const nowX = Math.max(...now.map((pt) => pt.x));
  const title = series.track ? t('dgr.chartTrack') : t('dgr.chartVp');
  const at = nowX === 0 ? t('dgr.atStart') : t('replay.turn', { n: nowX });
  return (
    <figure class="chart dgr-chart" data-side={series.track ? 'standard' : 'plus'}>
      <figcaption id={`${id}-h`}>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-h ${id}-desc`}>
        <desc id={`${id}-desc`}>{`${at}: ${names.map((n, seat) => `${n} ${now[seat].total}`).join(', ')}`}</desc>
        <Grid values={[lo, 0, Math.round(hi / 2), hi]} y={y} />
        {series.goal !== null && <Threshold class="dgr-goal" y={y(series.goal)} />}
        <AxisWords text={`${series.track ? t('dgr.axisOwn') : t('replay.axisTurn')} 0–${series.xMax}`} />
        <NowLine x={x(nowX)} />
        {series.seats.map((_, seat) => <SeatLine key={seat} colour={colourOf(seat)} points={lines[seat]} />)}
        {series.seats.map((line, seat) => line.filter((pt) => pt.idle).map((pt) => (
          <path key={`${seat}-${pt.x}`} class="dgr-idle" d={`M${x(pt.x) - 3},${y(pt.total) - 3} l6,6 m0,-6 l-6,6`} stroke="#222" stroke-width="1.4" />
        )))}
      </svg>
      <ul class="legend">
        {names.map((n, seat) => (
          <li key={seat} data-seat={seat} data-value={now[seat].total}><SeatSwatch colour={colourOf(seat)} />{n}: {now[seat].total}</li>
        ))}
      </ul>
      <p class="muted series-note">{series.track ? t('dgr.idleNote') : t('dgr.goalNote', { n: series.goal ?? 10 })}</p>
      <Numbers series={series} names={names} />
    </figure>
  );
}
