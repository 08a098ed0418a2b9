// The dice game's log in the replay: the lines up to the position, the move that led to it marked
// (the newest lines, kept in view).
import { useId, useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { SeatSwatch } from '../../../board/SeatMark.tsx';
import { t } from '../../../i18n/index.ts';
import { describeDiceEvent, logWords, seatOf } from '../describe.ts';
import { colourOf } from '../words.ts';
import { stepEvents, type DiceReplayModel } from './model.ts';

export function StepLog({ model, position }: { model: DiceReplayModel; position: number }) {
  const list = useRef<HTMLOListElement>(null);
  const id = useId();
  // Every line once (the names from the end, where every seat is taken); then shown up to the position.
  const all = useMemo(() => {
    const words = logWords(model.states[model.end], t);
    return model.events.flatMap((e, index) => describeDiceEvent(e, words).map((text) => ({ index, text, seat: seatOf(e) })));
  }, [model]);
  const { from, to } = stepEvents(model, position);
  const lines = all.filter((l) => l.index < to);
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section class="dg-log panel dgr-log" aria-labelledby={id}>
      <h2 id={id}>{t('log.title')}</h2>
      <ol class="dg-log-lines" ref={list} tabindex={0} aria-labelledby={id}>
        {lines.map((l, i) => {
          const current = l.index >= from;
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
