// Showing the server's bots at a readable pace. The server plays bot seats (and the seats of
// players who are away) at full speed, so their moves arrive in bursts. Records pushed live are
// queued (`game.incoming`) and applied one at a time, in order: a record of a server-played seat
// is followed by a pause (shorter while a backlog waits), so the log and the board show each move
// as it lands. A record that needs this player's answer (their turn, a discard, a trade offer to
// them) or that settles their own command never waits for a pause, only for the records before it.
// Catch-ups (a join, a resume, a reload) skip the queue: `takeAll` hands over what waits.
import { batch } from '@preact/signals';
import type { StreamItem } from '../lib/protocol.ts';
import type { GameState } from './game-state.ts';
import { diceAwaits, diceServerPlays, foldDiceItem } from '../kinds/dice/fold.ts';
import { actorOf, awaitsAnswer, foldItem, heldVersion, playedByServer, settleByItems, settleByVersion } from './stream.ts';

export interface PacingOptions {
  /** The pause after a record of a server-played seat. */
  readonly pauseMs?: number;
  /** The pause while more than `backlog` records wait. */
  readonly fastPauseMs?: number;
  readonly backlog?: number;
}

export const DEFAULT_PACING: Required<PacingOptions> = { pauseMs: 700, fastPauseMs: 150, backlog: 8 };

/** Fixed options, or a source read at each record (a preference the player may change mid-game). */
export type PacingSource = PacingOptions | (() => PacingOptions);

export interface Pacer {
  /** Queues records that continue the stream after everything received (`game.received`). */
  push(items: readonly StreamItem[]): void;
  /** Empties the queue and returns what waited, to be applied at once (a catch-up). */
  takeAll(): StreamItem[];
  dispose(): void;
}

/** Applies records to the stream the game shows, and settles the pending commands they carry. */
export function applyItems(game: GameState, items: readonly StreamItem[]): void {
  if (items.length === 0) return;
  batch(() => {
    game.items.value = [...game.items.value, ...items];
    game.pending.value = settleByVersion(settleByItems(game.pending.value, items), game.version.value);
  });
}

export function createPacer(game: GameState, options: PacingSource = {}, now: () => number = Date.now): Pacer {
  const current = (): Required<PacingOptions> => ({ ...DEFAULT_PACING, ...(typeof options === 'function' ? options() : options) });
  /** Until when the next record waits (clock ms), unless it needs the player's answer. */
  let readyAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** May this record skip the pause: it settles my command, or the game then waits for my answer. */
  function urgent(item: StreamItem): boolean {
    if (item.commandId !== undefined && game.pending.value.some((p) => p.commandId === item.commandId)) return true;
    const me = game.mySeat.value;
    if (me === null) return false;
    const dice = game.dice.value;
    return dice ? diceAwaits(foldDiceItem(dice, item), me) : awaitsAnswer(foldItem(game.state.value, item), me);
  }

  /** Is this record (the next to be shown) a move of a seat the server plays? */
  function paced(item: StreamItem): boolean {
    const seat = actorOf(item);
    if (seat === null) return false;
    const dice = game.dice.value;
    return (dice ? diceServerPlays(dice, seat) : playedByServer(game.state.value, seat)) && !urgent(item);
  }

  function pump(): void {
    clearTimeout(timer);
    timer = undefined;
    batch(() => {
      for (;;) {
        const queue = game.incoming.value;
        if (queue.length === 0) return;
        const [head, ...rest] = queue;
        const t = now();
        if (t < readyAt && !urgent(head)) {
          timer = setTimeout(pump, readyAt - t);
          return;
        }
        const { pauseMs, fastPauseMs, backlog } = current();
        const pause = paced(head) ? (rest.length > backlog ? fastPauseMs : pauseMs) : 0;
        game.incoming.value = rest;
        applyItems(game, [head]);
        readyAt = pause > 0 ? t + pause : 0;
      }
    });
  }

  return {
    push(items) {
      if (items.length === 0) return;
      const queue = game.incoming.value;
      const held = queue.length ? heldVersion(queue) : game.version.value;
      if (items[0].version !== held + 1) throw new Error(`pacing: item ${items[0].version} does not follow ${held}`);
      game.incoming.value = [...queue, ...items];
      pump();
    },
    takeAll() {
      clearTimeout(timer);
      timer = undefined;
      readyAt = 0;
      const queue = game.incoming.value;
      if (queue.length) game.incoming.value = [];
      return [...queue];
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
