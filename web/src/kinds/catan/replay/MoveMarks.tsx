// The judged moves: each player's count of inaccuracies, mistakes and blunders and average loss,
// the marked moves (a click selects the move), and, above the board, what the selected marked
// move lost against the better one (drawn on the board as a ghost piece).
import { summarize, THRESHOLDS, type MoveReview } from '../../../../../domain/catan/analysis/moves.ts';
import type { Board } from '../../../lib/domain.ts';
import { SeatSwatch } from '../../../ui/SeatMark.tsx';
import { t } from '../../../i18n/index.ts';
import { turnAt, type ReplayModel } from '../../../state/replay.ts';
import { moveText } from './marks.ts';
import '../board/place.css';

const pct = (x: number) => (100 * x).toFixed(1);
const MARKS = ['inaccuracy', 'mistake', 'blunder'] as const;
const SIGN = { inaccuracy: '?!', mistake: '?', blunder: '??' } as const;

export function MoveMarks({ model, reviews, colours, names, goto }: {
  model: ReplayModel; reviews: readonly MoveReview[]; colours: readonly string[]; names: readonly string[]; goto: (p: number) => void;
}) {
  const summaries = summarize(reviews, names.length);
  const marked = reviews.filter((r) => r.mark !== null && r.mark !== 'inaccuracy');
  return (
    <section class="panel move-marks" aria-labelledby="marks-h">
      <h2 id="marks-h">{t('analysis.title')}</h2>
      <div class="stats-scroll" tabIndex={0} role="region" aria-labelledby="marks-h">
      <table class="stats-table">
        <thead><tr>
          <th scope="col">{t('analysis.player')}</th><th scope="col">{t('analysis.moves')}</th>
          {MARKS.map((m) => (
            <th scope="col" key={m} title={t(`analysis.${m}`)}><span aria-hidden="true">{SIGN[m]}</span><span class="sr-only">{t(`analysis.${m}`)}</span></th>
          ))}
          <th scope="col">{t('analysis.averageLoss')}</th>
        </tr></thead>
        <tbody>
          {summaries.map((s, seat) => (
            <tr key={seat} data-seat={seat}>
              <th scope="row"><SeatSwatch colour={colours[seat]} />{names[seat]}</th>
              <td>{s.moves}</td><td data-inaccuracy={s.inaccuracy}>{s.inaccuracy}</td><td data-mistake={s.mistake}>{s.mistake}</td>
              <td data-blunder={s.blunder}>{s.blunder}</td><td>{pct(s.averageLoss)} %</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      {marked.length === 0 ? <p class="muted">{t('analysis.none')}</p> : (
        <ul class="marked-moves">
          {marked.map((r) => (
            <li key={r.position}>
              <button type="button" class="link" data-mark={r.mark} onClick={() => goto(r.position + 1)}>
                {t('analysis.marked', { mark: t(`analysis.${r.mark!}`), name: names[r.seat], turn: turnAt(model, r.position), loss: pct(r.loss) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p class="muted">{t('analysis.thresholds', { inaccuracy: Math.round(THRESHOLDS.inaccuracy * 100), mistake: Math.round(THRESHOLDS.mistake * 100), blunder: Math.round(THRESHOLDS.blunder * 100) })}</p>
    </section>
  );
}

/** What the selected marked move lost, and the better move (drawn on the board). */
export function BetterMove({ review, board, names }: { review: MoveReview | undefined; board: Board | null; names: readonly string[] }) {
  if (!review?.mark) return null;
  return (
    <p class="better-move" data-mark={review.mark} role="status">
      {t('analysis.better', {
        mark: t(`analysis.${review.mark}`), name: names[review.seat], made: moveText(review.made, board, t), madeValue: pct(review.madeValue),
        best: moveText(review.best, board, t), bestValue: pct(review.bestValue),
      })}
    </p>
  );
}
