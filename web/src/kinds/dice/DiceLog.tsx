// The dice game's log: one line per event in the reader's language, each marked with its seat's
// colour, the newest last (the list keeps the newest in view).
import { useId, useLayoutEffect, useRef } from 'preact/hooks';
import { SeatSwatch } from '../../board/SeatMark.tsx';
import type { DiceEvent } from '../../../../domain/dice/events.ts';
import type { DiceState } from '../../../../domain/dice/state.ts';
import { t } from '../../i18n/index.ts';
import { describeDiceEvent, logWords, seatOf } from './describe.ts';
import { colourOf } from './words.ts';

export function DiceLog({ events, state }: { events: readonly DiceEvent[]; state: DiceState }) {
  const list = useRef<HTMLOListElement>(null);
  const id = useId();
  const words = logWords(state, t);
  const lines = events.flatMap((e, index) => describeDiceEvent(e, words).map((text) => ({ index, text, seat: seatOf(e) })));
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section class="dg-log panel" aria-labelledby={id}>
      <h2 id={id}>{t('log.title')}</h2>
      <ol class="dg-log-lines" ref={list} tabindex={0} aria-labelledby={id}>
        {lines.map((l, i) => (
          <li key={i} data-event={l.index}>
            {l.seat !== null && <SeatSwatch colour={colourOf(l.seat)} />}
            <span>{l.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
