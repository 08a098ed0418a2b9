// The game over time, one line per player (series.ts): the cards the dice brought them (in all or
// of one resource), their longest road, or the knights they played, with the award's threshold
// and the current position marked. The figures at the position are read out and listed.
import { useMemo, useState } from 'preact/hooks';
import { SeatSwatch } from '../ui/SeatMark.tsx';
import { t, type MessageKey } from '../i18n/index.ts';
import type { ReplayModel } from '../state/replay.ts';
import { AxisWords, Grid, NowLine, SeatLine, Threshold, W, H, xScale, yScale } from './ChartFrame.tsx';
import { AWARD_AT, MEASURES, sampleAt, seriesOf, type Measure } from './series.ts';

export const measureLabel = (m: Measure): string => t(`series.${m}` as MessageKey);

export function SeriesChart({ model, colours, names, position }: {
  model: ReplayModel; colours: readonly string[]; names: readonly string[]; position: number;
}) {
  const samples = useMemo(() => seriesOf(model), [model]);
  const [measure, setMeasure] = useState<Measure>('received');
  const award = AWARD_AT[measure];
  const top = Math.max(award ?? 1, ...samples.flatMap((s) => s.values[measure]));
  const x = xScale(samples.length - 1);
  const y = yScale(0, top);
  const lines = useMemo(
    () => colours.map((_, seat) => samples.map((s, i) => `${x(i).toFixed(1)},${y(s.values[measure][seat]).toFixed(1)}`).join(' ')),
    [samples, measure, colours],
  );
  if (samples.length < 2) return null;
  const current = sampleAt(samples, position);
  const now = samples[current].values[measure];
  const label = measureLabel(measure);
  return (
    <figure class="chart series" data-measure={measure}>
      <figcaption id="series-h">{t('series.title')}</figcaption>
      <label class="series-measure">{t('series.show')}
        <select value={measure} onChange={(e) => setMeasure((e.currentTarget as HTMLSelectElement).value as Measure)}>
          {MEASURES.map((m) => <option key={m} value={m}>{measureLabel(m)}</option>)}
        </select>
      </label>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="series-h series-desc">
        <desc id="series-desc">{`${label}, ${t('replay.turn', { n: samples[current].turn })}: `}{names.map((n, seat) => `${n} ${now[seat]}`).join(', ')}</desc>
        <Grid values={[0, Math.round(top / 2), top]} y={y} />
        {award !== undefined && <Threshold class="series-award" y={y(award)} />}
        <AxisWords text={`${t('replay.axisTurn')} 0–${samples[samples.length - 1].turn}`} />
        <NowLine x={x(current)} />
        {colours.map((c, seat) => <SeatLine key={seat} colour={c} points={lines[seat]} />)}
      </svg>
      <ul class="legend">
        {names.map((n, seat) => (
          <li key={seat} data-seat={seat} data-value={now[seat]}><SeatSwatch colour={colours[seat]} />{n}: {now[seat]}</li>
        ))}
      </ul>
      {award !== undefined && <p class="muted series-note">{t(measure === 'road' ? 'series.roadNote' : 'series.knightsNote', { n: award })}</p>}
    </figure>
  );
}
