// The dice game's log: one line per event in the reader's language, each marked with its seat's
// colour, the newest last (the list keeps the newest in view).
import { useId, useLayoutEffect, useRef } from 'preact/hooks';
import { SeatSwatch } from '../../ui/SeatMark.tsx';
import type { DiceEvent } from '../../../../domain/dice/events.ts';
import type { DiceState } from '../../../../domain/dice/state.ts';
import { t } from '../../i18n/index.ts';
import { describeDiceEvent, logWords, seatOf } from './describe.ts';
import { colourOf } from './words.ts';

/**
 * `currentFrom`: the index of the first event of the move shown (the replay's position), whose
 * lines are marked as the current step; `extraClass`: the page's own class for the panel.
 */
export function DiceLog({ events, state, currentFrom, extraClass }: {
  events: readonly DiceEvent[]; state: DiceState; currentFrom?: number; extraClass?: string;
}) {
  const list = useRef<HTMLOListElement>(null);
  const id = useId();
  const words = logWords(state, t);
  const lines = events.flatMap((e, index) => describeDiceEvent(e, words).map((text) => ({ index, text, seat: seatOf(e) })));
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section class={extraClass ? `dg-log panel ${extraClass}` : 'dg-log panel'} aria-labelledby={id}>
      <h2 id={id}>{t('log.title')}</h2>
      <ol class="dg-log-lines" ref={list} tabindex={0} aria-labelledby={id}>
        {lines.map((l, i) => {
          const current = currentFrom !== undefined && l.index >= currentFrom;
          return (
            <li key={i} data-event={l.index} class={current ? 'current' : undefined} aria-current={current ? 'step' : undefined}>
              {l.seat !== null && <SeatSwatch colour={colourOf(l.seat)} />}
              <span>{l.text}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
