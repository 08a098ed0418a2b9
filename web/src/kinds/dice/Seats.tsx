// Every seat at the table: colour, name, bot or away, whose turn it is, the total, and a small
// copy of the seat's sheet; choosing a seat shows its sheet large. At the end: the winners (equal
// totals share the win) and every total.
import { useId } from 'preact/hooks';
import { SeatSwatch } from '../../ui/SeatMark.tsx';
import type { DiceState } from '../../../../domain/dice/state.ts';
import { totalOf } from '../../../../domain/dice/state.ts';
import type { Seat } from '../../../../domain/dice/types.ts';
import { t } from '../../i18n/index.ts';
import { SheetView, type SheetedState } from './Sheet.tsx';
import { colourOf, seatName, totalWords } from './words.ts';

/** The seat's tags: you, a bot (and its level), away (a bot plays for its player), playing now. */
export function SeatTags({ state, seat, me }: { state: DiceState; seat: Seat; me: boolean }) {
  if (state.phase === 'none') return null;
  const level = state.levels?.[seat] ?? null;
  const away = state.phase !== 'lobby' && state.phase !== 'finished' && state.away?.[seat] === true;
  const active = state.phase === 'playing' && state.turn.seat === seat;
  return (
    <>
      {me && <span class="tag">{t('panel.you')}</span>}
      {level !== null ? <span class="tag tag-bot">{t('panel.botLevel', { level: t(`level.${level}`) })}</span>
        : state.bots[seat] && <span class="tag tag-bot">{t('panel.bot')}</span>}
      {away && <span class="tag tag-away">{t('panel.away')}</span>}
      {active && <span class="tag tag-turn">{t('panel.active')}</span>}
    </>
  );
}

export interface SeatListProps {
  readonly state: SheetedState;
  readonly mySeat: Seat | null;
  /** The seat whose sheet is shown large. */
  readonly focus: Seat;
  readonly onFocus: (seat: Seat) => void;
}

export function SeatList({ state, mySeat, focus, onFocus }: SeatListProps) {
  const id = useId();
  return (
    <section class="dg-seats panel" aria-labelledby={id}>
      <h2 id={id}>{t('dg.sheets')}</h2>
      <ul class="dg-seat-list">
        {state.names.map((_, seat) => {
          const name = seatName(state, seat, t);
          const total = totalOf(state, seat);
          return (
            <li key={seat} class={`dg-seat${seat === focus ? ' dg-seat-focus' : ''}`} data-seat={seat}
              aria-current={state.phase === 'playing' && state.turn.seat === seat ? 'true' : undefined}>
              <div class="dg-seat-head">
                <SeatSwatch colour={colourOf(seat)} />
                <span class="dg-seat-name">{name}</span>
                <SeatTags state={state} seat={seat} me={seat === mySeat} />
                <span class="dg-seat-total" data-total={total}>{totalWords(state.sheet, total, t)}</span>
              </div>
              {/* Named by its hidden text, not aria-label: the drawing's numbers are visible text a label must not contradict. */}
              <button type="button" class="dg-thumb" aria-pressed={seat === focus} onClick={() => onFocus(seat)}>
                <span class="sr-only">{t('dg.show', { name })}</span>
                <SheetView state={state} seat={seat} compact />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Results({ state }: { state: SheetedState & { readonly phase: 'finished' } }) {
  const id = useId();
  const names = state.winners.map((s) => seatName(state, s, t)).join(', ');
  const order = state.totals.map((n, seat) => ({ n, seat })).sort((a, b) => b.n - a.n || a.seat - b.seat);
  return (
    <section class="dg-results panel" aria-labelledby={id} data-winners={state.winners.join(',')}>
      <h2 id={id}>{t('phase.finished')}</h2>
      {/* A solo game has a score, not a winner. */}
      {state.totals.length === 1
        ? <p class="dg-winners" data-solo="">{t('dg.solo', { n: state.totals[0] })}</p>
        : <p class="dg-winners">{t(state.winners.length > 1 ? 'dg.winnersShared' : 'dg.winner', { names })}</p>}
      <ol class="dg-totals">
        {order.map(({ n, seat }) => (
          <li key={seat} data-seat={seat} class={order.length > 1 && state.winners.includes(seat) ? 'dg-winner' : undefined}>
            <SeatSwatch colour={colourOf(seat)} />
            <span>{seatName(state, seat, t)}</span>
            <span class="dg-seat-total">{totalWords(state.sheet, n, t)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
