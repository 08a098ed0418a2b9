// The evaluation graph: each player's chance of winning at the start of every turn, by the
// domain's evaluator (evaluation.ts), one line per player with its 95 % band, the current
// position marked, and the game's turning points (the biggest falls the bands say are real) as
// markers that jump there. Computed only when the reviewer asks, with a progress bar.
import { FIT } from '../../../../../domain/catan/analysis/coefficients.ts';
import { seatFill } from '../../../ui/colours.ts';
import { roadDash, SeatSwatch } from '../../../ui/SeatMark.tsx';
import { t } from '../../../i18n/index.ts';
import { turnAt, type ReplayModel } from '../../../state/replay.ts';
import { turningPoints, type Evaluation, type Point } from './evaluation.ts';

const W = 320;
const H = 170;
const PAD = { l: 40, r: 10, t: 10, b: 22 };

const pct = (x: number) => `${Math.round(x * 100)} %`;

export function EvalGraph({ model, colours, names, position, goto, evaluation, start }: {
  model: ReplayModel; colours: readonly string[]; names: readonly string[]; position: number; goto: (p: number) => void;
  evaluation: Evaluation | null; start: () => void;
}) {
  if (!evaluation) {
    return (
      <figure class="chart eval">
        <figcaption>{t('replay.evalTitle')}</figcaption>
        <p class="muted">{t('replay.evalAbout')}</p>
        <button type="button" onClick={start}>{t('replay.evalStart')}</button>
      </figure>
    );
  }
  const points = evaluation.points.value;
  const end = Math.max(1, model.events.length);
  const x = (p: number) => PAD.l + (p / end) * (W - PAD.l - PAD.r);
  const y = (c: number) => H - PAD.b - c * (H - PAD.t - PAD.b);
  const at = [...points].reverse().find((pt) => pt.position <= position) ?? points[0];
  const turns = turningPoints(points);
  const line = (seat: number) => points.map((pt) => `${x(pt.position).toFixed(1)},${y(pt.chances.chance[seat]).toFixed(1)}`).join(' ');
  const band = (seat: number) => [
    ...points.map((pt) => `${x(pt.position).toFixed(1)},${y(pt.chances.high[seat]).toFixed(1)}`),
    ...[...points].reverse().map((pt) => `${x(pt.position).toFixed(1)},${y(pt.chances.low[seat]).toFixed(1)}`),
  ].join(' ');
  const done = evaluation.done.value;
  const progress = evaluation.progress.value;
  return (
    <figure class="chart eval">
      <figcaption id="eval-h">{t('replay.evalTitle')}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="eval-h eval-desc" data-points={points.length}
        onClick={(e) => {
          const box = (e.currentTarget as SVGSVGElement).getBoundingClientRect();
          const p = ((e.clientX - box.left) / box.width * W - PAD.l) / (W - PAD.l - PAD.r) * end;
          const nearest = points.reduce<Point | null>((best, pt) => (!best || Math.abs(pt.position - p) < Math.abs(best.position - p) ? pt : best), null);
          if (nearest) goto(nearest.position);
        }}>
        <desc id="eval-desc">{at ? names.map((n, seat) => `${n}: ${pct(at.chances.chance[seat])}`).join(', ') : ''}</desc>
        {[0, 0.5, 1].map((v) => (
          <g key={v}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} stroke="#ccc" stroke-width="0.6" />
            <text x={PAD.l - 4} y={y(v) + 4} text-anchor="end" font-size="10" fill="#444">{pct(v)}</text>
          </g>
        ))}
        {colours.map((c, seat) => <polygon key={`b${seat}`} points={band(seat)} fill={seatFill(c)} opacity="0.12" />)}
        {colours.map((c, seat) => (
          <polyline key={seat} fill="none" stroke={c === 'white' ? '#9a9a9a' : seatFill(c)} stroke-width="2" stroke-linejoin="round"
            stroke-dasharray={roadDash(c, 3)} points={line(seat)} />
        ))}
        <line class="chart-now" x1={x(position)} x2={x(position)} y1={PAD.t} y2={H - PAD.b} stroke="#333" stroke-dasharray="3 3" />
        {turns.map((tp) => (
          <path key={`${tp.seat}-${tp.to}`} class="eval-turning" d={`M${x(tp.to) - 5},${PAD.t} h10 l-5,8 z`} fill={seatFill(colours[tp.seat])} stroke="#333" stroke-width="0.8" />
        ))}
      </svg>
      {!done && (
        <p class="muted" role="status">
          <progress max={1} value={progress} aria-label={t('replay.evalTitle')} /> {t('replay.evalProgress', { n: Math.round(progress * 100) })}
        </p>
      )}
      {at && (
        <ul class="legend">
          {names.map((n, seat) => (
            <li key={seat}><SeatSwatch colour={colours[seat]} />{n}: {pct(at.chances.chance[seat])}
              <span class="muted"> ({pct(at.chances.low[seat])}–{pct(at.chances.high[seat])})</span></li>
          ))}
        </ul>
      )}
      {turns.length > 0 && (
        <div class="eval-turns">
          <span>{t('replay.evalTurning')}</span>
          {turns.map((tp) => (
            <button type="button" key={`${tp.seat}-${tp.to}`} class="link" onClick={() => goto(tp.from)}>
              {t('replay.evalDrop', { name: names[tp.seat], turn: turnAt(model, tp.from), drop: Math.round(tp.drop * 100) })}
            </button>
          ))}
        </div>
      )}
      <p class="muted">{t('replay.evalHow', { games: FIT.games })}</p>
    </figure>
  );
}
