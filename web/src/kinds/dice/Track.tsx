// Under a sheet: the standard side's score track (a box per turn, a turn with no build written X)
// and its total; on the Plus side, the row of victory points ticked and the two awards.
import { totalOf } from '../../../../domain/dice/state.ts';
import type { Seat } from '../../../../domain/dice/types.ts';
import { t } from '../../i18n/index.ts';
import type { SheetedState } from './Sheet.tsx';
import { seatName } from './words.ts';

function ScoreTrack({ state, seat }: { state: SheetedState; seat: Seat }) {
  const { track } = state.sheets[seat];
  const boxes = state.sheet.turns ?? 0;
  const total = totalOf(state, seat);
  return (
    <div class="dg-track">
      <ol class="dg-boxes" aria-label={t('dg.track')}>
        {Array.from({ length: boxes }, (_, i) => {
          const points = track[i];
          const idle = points !== undefined && points < 0;
          const words = points === undefined ? '' : idle ? `${t('dg.idle')}, ${points}` : t('dg.pts', { n: points });
          return (
            <li key={i} class={idle ? 'dg-box dg-box-x' : 'dg-box'} data-points={points}>
              <span aria-hidden="true">{points === undefined ? '' : idle ? 'X' : points}</span>
              {points !== undefined && <span class="sr-only">{t('dg.box', { n: i + 1, points: words })}</span>}
            </li>
          );
        })}
      </ol>
      <span class="dg-total" data-total={total}>{t('dg.total', { n: total })}</span>
    </div>
  );
}

function VictoryRow({ state, seat }: { state: SheetedState; seat: Seat }) {
  const goal = state.sheet.goal ?? 10;
  const total = totalOf(state, seat);
  const holder = (s: Seat | null) => (s === null ? '—' : seatName(state, s, t));
  return (
    <div class="dg-track">
      <ol class="dg-boxes dg-vp" aria-hidden="true">
        {Array.from({ length: goal }, (_, i) => <li key={i} class={i < total ? 'dg-box dg-box-on' : 'dg-box'}>{i < total ? '✓' : i + 1}</li>)}
      </ol>
      <span class="dg-total" data-total={total}>{t('panel.points', { n: total })}</span>
      <span class="dg-award" data-army={state.largestArmy ?? ''}>{t('dg.holder', { award: t('panel.largestArmy'), name: holder(state.largestArmy) })}</span>
      <span class="dg-award" data-road={state.longestRoad ?? ''}>{t('dg.holder', { award: t('panel.longestRoad'), name: holder(state.longestRoad) })}</span>
    </div>
  );
}

export function Track({ state, seat }: { state: SheetedState; seat: Seat }) {
  return state.sheet.awards ? <VictoryRow state={state} seat={seat} /> : <ScoreTrack state={state} seat={seat} />;
}
