// The game log in the selected language: every line of the game, grouped by turn, each marked with
// its player's colour and resources drawn as icons. Only the rows in view are rendered (a long
// game has thousands), and the list follows the newest line unless the player scrolled back. In
// the replay room it follows the position (lines up to it; the current one marked).
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { SeatSwatch } from '../../../ui/SeatMark.tsx';
import { ResourceIcon } from '../../../ui/ResourceIcon.tsx';
import type { Event, Resource, Seat, State } from '../../../lib/domain.ts';
import { describeEvent, playerName, plainText, RES_MARK } from '../../../i18n/describe.ts';
import { lang, t, type Translate } from '../../../i18n/index.ts';
import { namesOf } from '../../../game/derived.ts';
import './log.css';

export type LogRow =
  | { readonly kind: 'turn'; readonly text: string; readonly seat: Seat | null }
  /** `index`: the event's index in the stream (position after it = index + 1). `text` marks resources (RES_MARK). */
  | { readonly kind: 'line'; readonly index: number; readonly text: string; readonly seat: Seat | null };

export interface LogModel {
  readonly rows: readonly LogRow[];
  /** For each line (in order), its event index and its row. */
  readonly lineIndex: readonly number[];
  readonly lineRow: readonly number[];
}

/** The seat each of an event's log lines is about (production: one line per seat that gained). */
function lineSeats(e: Event): (Seat | null)[] {
  if (e.type === 'ResourcesProduced') return e.gains.flatMap((g, seat) => (Object.values(g).some((n) => (n ?? 0) > 0) ? [seat] : []));
  if ('seat' in e) return [e.seat];
  if ('thief' in e) return [e.thief];
  if ('holder' in e) return [e.holder];
  if ('firstSeat' in e) return [e.firstSeat];
  return [null];
}

/** The rows of the log: a header where set-up and each turn begin, then one row per line. */
export function logRows(events: readonly Event[], state: State, tr: Translate = t): LogModel {
  const names = { ...namesOf(state), rich: true };
  const rows: LogRow[] = [];
  const lineIndex: number[] = [];
  const lineRow: number[] = [];
  let turn = 0;
  events.forEach((e, index) => {
    if (e.type === 'SetupStarted') rows.push({ kind: 'turn', text: tr('log.setup'), seat: null });
    const seats = lineSeats(e);
    describeEvent(e, names, tr).forEach((text, i) => {
      lineIndex.push(index);
      lineRow.push(rows.length);
      rows.push({ kind: 'line', index, text, seat: seats[i] ?? seats[0] ?? null });
    });
    const next = e.type === 'SetupCompleted' ? e.firstSeat : e.type === 'TurnEnded' ? e.next : null;
    if (next !== null) rows.push({ kind: 'turn', text: tr('log.turn', { n: ++turn, name: playerName(names, next, tr) }), seat: next });
  });
  return { rows, lineIndex, lineRow };
}

/** Plain log lines (resources in words), e.g. for a text export or a test. */
export const logText = (model: LogModel, tr: Translate = t): string[] =>
  model.rows.flatMap((r) => (r.kind === 'line' ? [plainText(r.text, tr)] : []));

/** Rows are one line high, so the window in view is arithmetic. Must match log.css. */
export const ROW_PX = 24;
/** Rows rendered beyond the ones in view, on each side (a few dozen rows cost little). */
const OVERSCAN = 20;
/** When the list cannot be measured (no layout yet): about this tall. */
const FALLBACK_PX = 320;

/** A line's text with its resource marks drawn as icons (the words stay for screen readers). */
function LineText({ text }: { text: string }) {
  const parts: (string | JSX.Element)[] = [];
  let last = 0;
  for (const m of text.matchAll(RES_MARK)) {
    if (m.index! > last) parts.push(text.slice(last, m.index));
    const resource = m[1] as Resource;
    const n = Number(m[2]);
    const words = t(`count.${resource}`, { n });
    parts.push(
      <span key={m.index} class="log-res" title={words} data-n={n > 1 ? `×${n}` : undefined}>
        <ResourceIcon resource={resource} size={16} />
        <span class="sr-only">{words}</span>
      </span>,
    );
    last = m.index! + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function Swatch({ seat, colours }: { seat: Seat | null; colours: readonly string[] }) {
  if (seat === null) return <span class="log-seat log-seat-none" aria-hidden="true" />;
  return <SeatSwatch colour={colours[seat]} class="log-seat" />;
}

/**
 * `position`: the replay room's (lines up to it; the current one marked). `fresh`: in a live game,
 * the index of the newest record's first event, whose lines are marked as they land. `onJump`:
 * the review room's move list — every line shown, those after the position dimmed, and a click
 * on a line goes to the position after its event. `marks`: the review's judged moves, by the
 * index of their first event ('?!' an inaccuracy, '?' a mistake, '??' a blunder).
 */
export function GameLog({ events, state, position, fresh, onJump, marks }: {
  events: readonly Event[]; state: State; position?: number; fresh?: number; onJump?: (position: number) => void;
  marks?: ReadonlyMap<number, 'inaccuracy' | 'mistake' | 'blunder'>;
}) {
  const language = lang.value;
  const model = useMemo(() => logRows(events, state), [events, state.phase === 'none' ? null : state.names, language]);
  const colours = namesOf(state).colours;
  const upTo = position === undefined ? model.lineIndex.length : upperBound(model.lineIndex, position);
  const lines = onJump ? model.lineIndex.length : upTo;
  const count = lines === 0 ? 0 : model.lineRow[lines - 1] + 1;
  /** The row of the current line (the review room keeps it in view). */
  const currentRow = upTo === 0 ? 0 : model.lineRow[upTo - 1];

  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 0 });
  const [following, setFollowing] = useState(true);
  const height = view.height || FALLBACK_PX;
  const inView = Math.ceil(height / ROW_PX);
  // The move list draws the rows where it is scrolled to (the current row's), never the end's by default.
  const follow = following && !onJump;
  const first = Math.max(0, follow ? count - inView - OVERSCAN : Math.floor(view.top / ROW_PX) - OVERSCAN);
  const last = Math.min(count, follow ? count : Math.ceil((view.top + height) / ROW_PX) + OVERSCAN);

  const measure = () => {
    const el = scroller.current;
    if (!el) return;
    const atEnd = el.scrollTop + el.clientHeight >= count * ROW_PX - ROW_PX / 2;
    setFollowing(atEnd);
    setView({ top: el.scrollTop, height: el.clientHeight });
  };
  // Following: the newest row stays in view as rows arrive (or as the replay moves); in the
  // move list, the current row does.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (onJump) {
      const top = currentRow * ROW_PX;
      if (top < el.scrollTop || top + ROW_PX > el.scrollTop + el.clientHeight) el.scrollTop = Math.max(0, top - el.clientHeight / 2);
    } else if (following) el.scrollTop = count * ROW_PX;
  }, [count, following, view.height, onJump ? currentRow : -1]);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    setView({ top: el.scrollTop, height: el.clientHeight });
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setView({ top: el.scrollTop, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const shown: JSX.Element[] = [];
  for (let i = first; i < last; i++) {
    const row = model.rows[i];
    const style = { top: `${i * ROW_PX}px` };
    if (row.kind === 'turn') {
      shown.push(<li key={`t${i}`} class="log-turn" style={style}><Swatch seat={row.seat} colours={colours} />{row.text}</li>);
      continue;
    }
    const mark = position !== undefined ? (row.index === position - 1 ? 'current' : row.index >= position ? 'later' : undefined)
      : fresh !== undefined && row.index >= fresh ? 'fresh' : undefined;
    shown.push(
      <li key={`l${i}`} data-event={row.index} class={mark} style={style} title={plainText(row.text, t)}
        onClick={onJump ? () => onJump(row.index + 1) : undefined}>
        <Swatch seat={row.seat} colours={colours} /><LineText text={row.text} />
        {marks?.has(row.index) && <MoveMark mark={marks.get(row.index)!} />}
      </li>,
    );
  }
  return (
    <section class="panel log" aria-labelledby="log-h">
      <h2 id="log-h">{t('log.title')}</h2>
      <div class="log-scroll" ref={scroller} onScroll={measure} tabIndex={0} aria-labelledby="log-h">
        <ol class={onJump ? 'log-lines log-jumps' : 'log-lines'} style={{ height: `${count * ROW_PX}px` }}
          aria-live={position === undefined && following ? 'polite' : 'off'}>
          {shown}
        </ol>
      </div>
      {!following && (
        <button type="button" class="log-latest" onClick={() => setFollowing(true)}>{t('log.latest')}</button>
      )}
    </section>
  );
}

const MARK_SIGN = { inaccuracy: '?!', mistake: '?', blunder: '??' } as const;

function MoveMark({ mark }: { mark: keyof typeof MARK_SIGN }) {
  return <span class="log-mark" data-mark={mark} title={t(`analysis.${mark}`)}>{MARK_SIGN[mark]}<span class="sr-only"> {t(`analysis.${mark}`)}</span></span>;
}

/** The number of lines whose event comes before `position`. */
function upperBound(lineIndex: readonly number[], position: number): number {
  let lo = 0;
  let hi = lineIndex.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lineIndex[mid] < position) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
