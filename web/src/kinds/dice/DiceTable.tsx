// The Catan Dice Game's table, driven by props: the state folded from the stream (the same for
// every viewer: nothing is hidden), my seat, my legal commands (empty for spectators and when it
// is not my turn) and how to send one. It shows whose turn it is, my turn's controls, one sheet
// large (mine, else the seat whose turn it is, or the one chosen) and every seat's sheet small,
// and at the end the winners.
import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import type { DiceCommand } from '../../../../domain/dice/commands.ts';
import type { DiceState } from '../../../../domain/dice/state.ts';
import type { Seat } from '../../../../domain/dice/types.ts';
import { t } from '../../i18n/index.ts';
import { legalOf, type DiceClientCommand } from './commands.ts';
import { DiceRow } from './Dice.tsx';
import { Results, SeatList, SeatTags } from './Seats.tsx';
import { SheetView, type SheetedState } from './Sheet.tsx';
import { Track } from './Track.tsx';
import { TurnPanel } from './TurnPanel.tsx';
import { seatName, sideName } from './words.ts';
import './dice.css';

export type { DiceClientCommand } from './commands.ts';

export interface DiceTableProps {
  readonly state: DiceState;
  readonly mySeat: number | null;
  readonly legal: readonly DiceCommand[];
  readonly send: (command: DiceClientCommand) => void;
  /** A command is on its way: the controls wait for its answer. */
  readonly busy?: boolean;
  /** What a free seat offers before the game starts (the creator's "add a bot"). */
  readonly free?: (seat: Seat) => ComponentChildren;
}

/** Before the game: the side and the seats, taken or free. */
function Waiting({ state, mySeat, free }: { state: DiceState; mySeat: number | null; free?: (seat: Seat) => ComponentChildren }) {
  if (state.phase === 'none') return <p class="loading">{t('game.loading')}</p>;
  return (
    <div class="dg-waiting panel">
      <h2>{sideName(state.side, t)}</h2>
      <p>{t('phase.lobby')}</p>
      <ul class="dg-seat-list">
        {state.names.map((name, seat) => (
          <li key={seat} class="dg-seat-head" data-seat={seat}>
            <span class="dg-seat-name">{name ?? t('panel.free')}</span>
            <SeatTags state={state} seat={seat} me={seat === mySeat} />
            {name === null && free?.(seat)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The game turn in words: the seat's box of the score track (standard side), or the game turn. */
function turnText(s: SheetedState): string {
  if (s.phase === 'finished') return t('phase.finished');
  const { turns } = s.sheet;
  return turns === null ? t('phase.playing', { n: s.turn.number + 1 }) : t('dg.turn', { n: s.sheets[s.turn.seat].track.length + 1, max: turns });
}

function Status({ state, mySeat }: { state: SheetedState; mySeat: Seat | null }) {
  const playing = state.phase === 'playing';
  const mine = playing && state.turn.seat === mySeat;
  return (
    <div class="dg-status">
      <span class="dg-side">{sideName(state.side, t)}</span>
      <span class="dg-turn-no">{turnText(state)}</span>
      {playing && <span class="dg-whose" aria-live="polite">{mine ? t('alert.turn') : t('prompt.waitFor', { name: seatName(state, state.turn.seat, t) })}</span>}
    </div>
  );
}

export function DiceTable({ state, mySeat, legal, send, busy = false, free }: DiceTableProps) {
  const chosen = useSignal<Seat | null>(null);
  if (state.phase === 'none' || state.phase === 'lobby') {
    return <section class="dg-table" data-phase={state.phase} aria-label={t('app.title')}><Waiting state={state} mySeat={mySeat} free={free} /></section>;
  }
  const playing = state.phase === 'playing';
  // My turn, unless a bot plays my seat while I am away: the controls stay while a command is on its way.
  const mine = playing && mySeat !== null && state.turn.seat === mySeat && state.away?.[mySeat] !== true;
  const focus = chosen.value ?? mySeat ?? (playing ? state.turn.seat : state.winners[0] ?? 0);
  const buildable = mine && focus === mySeat ? new Set(legalOf(legal, 'Build').map((c) => c.structure)) : undefined;
  const build = (structure: string) => {
    if (!busy) send({ type: 'Build', structure });
  };
  return (
    <section class="dg-table" data-phase={state.phase} data-side={state.side} aria-label={sideName(state.side, t)}>
      <Status state={state} mySeat={mySeat} />
      {state.phase === 'finished' && <Results state={state} />}
      <div class="dg-main">
        {playing && mine && <TurnPanel key={`${state.turn.number}:${state.turn.rolls}`} state={state} legal={legal} send={send} busy={busy} />}
        {playing && !mine && (
          <div class="dg-watch panel">
            <DiceRow turn={state.turn} label={t('dg.diceOf', { name: seatName(state, state.turn.seat, t) })} />
          </div>
        )}
        <figure class="dg-focus panel" data-seat={focus}>
          <figcaption>{t('dg.sheet', { name: seatName(state, focus, t) })}</figcaption>
          <SheetView state={state} seat={focus} buildable={buildable} onBuild={build} />
          <Track state={state} seat={focus} />
        </figure>
        <SeatList state={state} mySeat={mySeat} focus={focus} onFocus={(seat) => (chosen.value = seat)} />
      </div>
    </section>
  );
}
