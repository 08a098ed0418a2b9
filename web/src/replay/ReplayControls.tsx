// Buttons, scrubber, play/pause and speed for the replay; the position read out as text. The
// controls take any cursor and its words (the dice game's room steps by move, not by event).
import { t } from '../i18n/index.ts';
import { turnAt } from '../state/replay.ts';
import { SPEEDS, type Cursor, type ReplayCursor } from './cursor.ts';

/** Step icons drawn as SVG (media-control characters are missing from many fonts). */
const ICONS = {
  first: 'M3,3 h2 v10 h-2 z M14,3 L6,8 L14,13 z',
  prevTurn: 'M8,3 L1,8 L8,13 z M15,3 L8,8 L15,13 z',
  prev: 'M12,3 L4,8 L12,13 z',
  next: 'M4,3 L12,8 L4,13 z',
  nextTurn: 'M1,3 L8,8 L1,13 z M8,3 L15,8 L8,13 z',
  last: 'M2,3 L10,8 L2,13 z M11,3 h2 v10 h-2 z',
} as const;

const Icon = ({ name }: { name: keyof typeof ICONS }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><path d={ICONS[name]} fill="currentColor" /></svg>
);

/** What the controls say: where the position is (its turn, and its number), the step buttons, the keys. */
export interface StepWords {
  readonly where: string;
  readonly at: string;
  readonly prev: string;
  readonly next: string;
  readonly keys: string;
  /** The swipe's hint, shown instead of the keys' on a phone. */
  readonly swipe: string;
}

export function ReplayControls({ cursor }: { cursor: ReplayCursor }) {
  const { model } = cursor;
  const p = cursor.position.value;
  const turn = turnAt(model, p);
  return <StepControls cursor={cursor} words={{
    where: turn === 0 ? t('replay.setup') : t('replay.turn', { n: turn }),
    at: t('replay.position', { n: p, total: model.events.length }),
    prev: t('replay.prev'), next: t('replay.next'), keys: t('replay.keys'), swipe: t('replay.swipe'),
  }} />;
}

export function StepControls({ cursor, words }: { cursor: Cursor; words: StepWords }) {
  const p = cursor.position.value;
  const total = cursor.end;
  const stop = (f: () => void) => () => {
    cursor.playing.value = false;
    f();
  };
  return (
    <div class="replay-controls">
      <div class="replay-where" data-position={p}>
        <strong>{words.where}</strong>
        <span>{words.at}</span>
      </div>
      <div class="replay-buttons" role="group" aria-label={t('replay.title')}>
        <button type="button" onClick={stop(() => cursor.goto(0))} aria-label={t('replay.first')} title={t('replay.first')}><Icon name="first" /></button>
        <button type="button" onClick={stop(() => cursor.stepTurn(-1))} aria-label={t('replay.prevTurn')} title={t('replay.prevTurn')}><Icon name="prevTurn" /></button>
        <button type="button" onClick={stop(() => cursor.step(-1))} aria-label={words.prev} title={words.prev}><Icon name="prev" /></button>
        <button type="button" class="primary" onClick={() => cursor.togglePlay()} aria-pressed={cursor.playing.value}
          data-playing={cursor.playing.value ? 'yes' : 'no'}>
          {cursor.playing.value ? t('replay.pause') : t('replay.play')}
        </button>
        <button type="button" onClick={stop(() => cursor.step(1))} aria-label={words.next} title={words.next}><Icon name="next" /></button>
        <button type="button" onClick={stop(() => cursor.stepTurn(1))} aria-label={t('replay.nextTurn')} title={t('replay.nextTurn')}><Icon name="nextTurn" /></button>
        <button type="button" onClick={stop(() => cursor.goto(total))} aria-label={t('replay.last')} title={t('replay.last')}><Icon name="last" /></button>
        <label class="speed">
          {t('replay.speed')}
          <select value={String(cursor.speed.value)} onChange={(e) => (cursor.speed.value = Number((e.currentTarget as HTMLSelectElement).value))}>
            {SPEEDS.map((s) => <option key={s} value={String(s)}>{s}×</option>)}
          </select>
        </label>
      </div>
      <input type="range" class="scrubber" min={0} max={total} step={1} value={p} aria-label={t('replay.scrubber')}
        aria-valuetext={words.at}
        onInput={(e) => {
          cursor.playing.value = false;
          cursor.goto(Number((e.currentTarget as HTMLInputElement).value));
        }} />
      {/* Keys on a computer; on a phone the board is swiped (swipe.ts): each hint where it applies. */}
      <p class="muted keys">{words.keys}</p>
      <p class="muted swipe-hint">{words.swipe}</p>
    </div>
  );
}
