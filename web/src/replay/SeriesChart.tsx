// The game over time, one line per player (series.ts): the cards the dice brought them (in all or
// of one resource), their longest road, or the knights they played, with the award's threshold
// and the current position marked. The figures at the position are read out and listed.
import { useMemo, useState } from 'preact/hooks';
import { seatFill } from '../board/colours.ts';
import { roadDash, SeatSwatch } from '../board/SeatMark.tsx';
import { t, type MessageKey } from '../i18n/index.ts';
import type { ReplayModel } from '../state/replay.ts';
import { AWARD_AT, MEASURES, sampleAt, seriesOf, type Measure } from './series.ts';

const W = 320;
const H = 170;
const PAD = { l: 30, r: 10, t: 10, b: 28 };

export const measureLabel = (m: Measure): string => t(`series.${m}` as MessageKey);

export function SeriesChart({ model, colours, names, position }: {
  model: ReplayModel; colours: readonly string[]; names: readonly string[]; position: number;
}) {
  const samples = useMemo(() => seriesOf(model), [model]);
  const [measure, setMeasure] = useState<Measure>('received');
  const award = AWARD_AT[measure];
  const top = Math.max(award ?? 1, ...samples.flatMap((s) => s.values[measure]));
  const x = (i: number) => PAD.l + (i / Math.max(1, samples.length - 1)) * (W - PAD.l - PAD.r);
  const y = (v: number) => H - PAD.b - (v / top) * (H - PAD.t - PAD.b);
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
        {[...new Set([0, Math.round(top / 2), top])].map((v) => (
          <g key={v}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} stroke="#ccc" stroke-width="0.6" />
            <text x={PAD.l - 6} y={y(v) + 4} text-anchor="end" font-size="11" fill="#444">{v}</text>
          </g>
        ))}
        {award !== undefined && (
          <line class="series-award" x1={PAD.l} x2={W - PAD.r} y1={y(award)} y2={y(award)} stroke="#8a6d1c" stroke-width="1" stroke-dasharray="6 3" />
        )}
        <text x={W / 2} y={H - 6} text-anchor="middle" font-size="11" fill="#444">{t('replay.axisTurn')} 0–{samples[samples.length - 1].turn}</text>
        <line class="chart-now" x1={x(current)} x2={x(current)} y1={PAD.t} y2={H - PAD.b} stroke="#333" stroke-dasharray="3 3" />
        {colours.map((c, seat) => (
          <polyline key={seat} fill="none" stroke={c === 'white' ? '#9a9a9a' : seatFill(c)} stroke-width="2" stroke-linejoin="round"
            stroke-dasharray={roadDash(c, 3)} points={lines[seat]} />
        ))}
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
