// The end of a dice game in figures: the winners, and for each seat (a column each, so that four
// seats fit a phone) its total, what it built and the jokers it used.
import { useId } from 'preact/hooks';
import { SeatSwatch } from '../../../ui/SeatMark.tsx';
import type { DiceInPhase } from '../../../../../domain/dice/state.ts';
import { t, type MessageKey } from '../../../i18n/index.ts';
import { colourOf, seatName } from '../words.ts';
import { KINDS, summaryOf, type SeatSummary } from './summary.ts';

/** The table's rows: a heading and each seat's figure. */
const ROWS: readonly { readonly key: MessageKey; readonly attr: string; readonly value: (r: SeatSummary) => number }[] = [
  { key: 'dgr.total', attr: 'total', value: (r) => r.total },
  ...KINDS.map((k) => ({ key: `dgr.built.${k}` as MessageKey, attr: `built-${k}`, value: (r: SeatSummary) => r.built[k] })),
  { key: 'dgr.jokers', attr: 'jokers', value: (r) => r.jokers },
];

export function Summary({ state }: { state: DiceInPhase<'finished'> }) {
  const id = useId();
  const seats = summaryOf(state);
  const winners = state.winners.map((s) => seatName(state, s, t)).join(', ');
  return (
    <section class="panel dgr-summary" aria-labelledby={id} data-summary="" data-winners={state.winners.join(',')}>
      <h2 id={id}>{t('dgr.summary')}</h2>
      {state.totals.length === 1
        ? <p class="dg-winners" data-solo="">{t('dg.solo', { n: state.totals[0] })}</p>
        : <p class="dg-winners">{t(state.winners.length > 1 ? 'dg.winnersShared' : 'dg.winner', { names: winners })}</p>}
      <div class="stats-scroll" tabindex={0}>
        <table class="stats-table">
          <thead>
            <tr>
              <td />
              {seats.map((r) => (
                <th key={r.seat} scope="col" data-seat={r.seat} class={r.winner ? 'dg-winner' : undefined}>
                  <SeatSwatch colour={colourOf(r.seat)} /> {seatName(state, r.seat, t)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.attr} data-row={row.attr}>
                <th scope="row">{t(row.key)}</th>
                {seats.map((r) => <td key={r.seat} data-seat={r.seat} class={r.winner ? 'dg-winner' : undefined}>{row.value(r)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
