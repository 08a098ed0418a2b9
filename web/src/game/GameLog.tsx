// The game log in the selected language: one line per visible event, newest last. In the replay
// room it follows the position (events up to it; the current one marked).
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { Event, State } from '../lib/domain.ts';
import { describeEvent } from '../i18n/describe.ts';
import { lang, t } from '../i18n/index.ts';
import { namesOf } from './derived.ts';

export interface LogLine {
  /** Index of the event in the stream (position after it = index + 1). */
  readonly index: number;
  readonly text: string;
}

export function logLines(events: readonly Event[], state: State): LogLine[] {
  const names = namesOf(state);
  return events.flatMap((e, index) => describeEvent(e, names, t).map((text) => ({ index, text })));
}

const SHOWN = 80;

/**
 * `position`: the replay room's (lines up to it; the current one marked). `fresh`: in a live game,
 * the index of the newest record's first event, whose lines are marked as they land.
 */
export function GameLog({ events, state, position, fresh }: { events: readonly Event[]; state: State; position?: number; fresh?: number }) {
  const language = lang.value;
  const lines = useMemo(() => logLines(events, state), [events, state.phase === 'none' ? null : state.names, language]);
  const end = position === undefined ? lines.length : upperBound(lines, position);
  const shown = lines.slice(Math.max(0, end - SHOWN), end);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [end, events.length]);
  return (
    <section class="panel log" aria-labelledby="log-h">
      <h2 id="log-h">{t('log.title')}</h2>
      <ol class="log-lines" ref={list} aria-live={position === undefined ? 'polite' : 'off'} tabIndex={0} aria-labelledby="log-h">
        {shown.map((l, i) => (
          <li key={`${l.index}-${i}`} data-event={l.index}
            class={position !== undefined ? (l.index === position - 1 ? 'current' : undefined) : fresh !== undefined && l.index >= fresh ? 'fresh' : undefined}>{l.text}</li>
        ))}
      </ol>
    </section>
  );
}

/** The number of lines whose event comes before `position`. */
function upperBound(lines: readonly LogLine[], position: number): number {
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid].index < position) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
