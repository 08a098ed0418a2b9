// The dice rolled up to the current position, per total 2…12, against the expected counts.
import { useId } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import type { ReplayModel } from '../../../state/replay.ts';

const W = 320;
const H = 170;
const PAD = { l: 26, r: 8, t: 10, b: 24 };
const TOTALS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const chance = (n: number) => (6 - Math.abs(7 - n)) / 36;

export function DiceChart({ model, position }: { model: Pick<ReplayModel, 'rolls'>; position: number }) {
  // Its own ids: the table's live chart and the end screen's may be on one page.
  const id = useId();
  const counts = new Array<number>(13).fill(0);
  let rolls = 0;
  for (const r of model.rolls) {
    if (r.position > position) break;
    counts[r.total]++;
    rolls++;
  }
  const expected = TOTALS.map((n) => rolls * chance(n));
  const top = Math.max(1, ...counts, ...expected);
  const band = (W - PAD.l - PAD.r) / TOTALS.length;
  const y = (v: number) => H - PAD.b - (v / top) * (H - PAD.t - PAD.b);
  return (
    <figure class="chart">
      <figcaption id={`${id}-h`}>{t('replay.diceChart')} · {t('replay.rolls', { n: rolls })}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-h ${id}-desc`}>
        <desc id={`${id}-desc`}>{TOTALS.map((n) => `${n}: ${counts[n]} (${expected[n - 2].toFixed(1)})`).join(', ')}</desc>
        {TOTALS.map((n, i) => {
          const x = PAD.l + i * band;
          return (
            <g key={n} data-total={n} data-count={counts[n]}>
              <rect x={x + band * 0.15} width={band * 0.7} y={y(counts[n])} height={H - PAD.b - y(counts[n])} fill={n === 7 ? '#555' : n === 6 || n === 8 ? '#c3141b' : '#d8a13a'} />
              <text x={x + band / 2} y={H - 8} text-anchor="middle" font-size="11" fill="#333">{n}</text>
            </g>
          );
        })}
        <polyline fill="none" stroke="#1c5d99" stroke-width="2" stroke-dasharray="4 2"
          points={TOTALS.map((n, i) => `${(PAD.l + (i + 0.5) * band).toFixed(1)},${y(expected[i]).toFixed(1)}`).join(' ')} />
        <text x={PAD.l - 4} y={y(top) + 8} text-anchor="end" font-size="10" fill="#444">{Math.round(top)}</text>
      </svg>
      <ul class="legend">
        <li><span class="swatch" style={{ background: '#d8a13a' }} aria-hidden="true" />{t('replay.rolled')}</li>
        <li><span class="swatch swatch-line" aria-hidden="true" />{t('replay.expected')}</li>
      </ul>
    </figure>
  );
}
