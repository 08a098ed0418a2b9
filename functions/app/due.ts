// What a game owes, and when: computed from its state and the times of its stream only, so that
// whoever computes it (the handler that appended, or any wake) finds the same answer at the same
// head. The pure half of the bots driver (bots.ts) and the wake (wake.ts).
import type { Seat } from '../../domain/catan/index.ts';
import { DISCARD_MAX_SECONDS, kindOf, type AnyState, type TableView } from '../../domain/platform/index.ts';
import type { LoadedStream } from '../store/stream.ts';
import { BOT_OFFER_ANSWER_MS } from '../protocol/messages.ts';

/** A bot's own trade offer waits this long for the answers of the people at the table (the protocol's figure: the site counts it down). */
export const ANSWER_MS = BOT_OFFER_ANSWER_MS;
/** A discard's deadline is the turn timer, but at most this (seconds): the board game's kind says so. */
export { DISCARD_MAX_SECONDS };

/** The stream's facts the obligations depend on. */
export interface Clocked {
  readonly state: AnyState;
  /** When the newest record was appended (epoch ms). */
  readonly lastAt: number;
  /** When the open trade offer was made (epoch ms); null when unknown (long ago) or none. */
  readonly offerAt: number | null;
}

export interface Due {
  /** Human seats whose deadline has passed: a bot takes them over now. */
  readonly takeOver: readonly Seat[];
  /** Seats the server plays that must act now, in the order they should. */
  readonly play: readonly Seat[];
  /** The game has been idle with nobody at the table for the abandon interval. */
  readonly abandon: boolean;
  /** When something next becomes due (epoch ms), or null: only a new record can change that. */
  readonly next: number | null;
}

const NOTHING: Due = { takeOver: [], play: [], abandon: false, next: null };

/** Is the seat played by the server: a bot seat, or a person's seat while its player is away? */
export const serverPlays = (t: TableView, seat: Seat): boolean => t.levels[seat] !== null || t.away[seat] === true;

/** Is some person at the table: a human seat its player has not left to a bot? */
export const humanPresent = (t: TableView): boolean => t.levels.some((level, seat) => level === null && !t.away[seat]);

export const hasWork = (d: Due): boolean => d.takeOver.length > 0 || d.play.length > 0;

/** The stream's times: its newest record, and the record that made the open offer. */
export function clockedOf(loaded: LoadedStream): Clocked {
  const { state, tail } = loaded;
  const newest = tail[tail.length - 1];
  const lastAt = newest ? Date.parse(newest.at) : 0;
  let offerAt: number | null = null;
  const kind = kindOf(state);
  if (kind.offerEvent !== null && kind.answers(state) !== null) {
    for (let i = tail.length - 1; i >= 0 && offerAt === null; i--) {
      if (tail[i].events.some((e) => e.type === kind.offerEvent)) offerAt = Date.parse(tail[i].at);
    }
  }
  return { state, lastAt, offerAt };
}

/**
 * What is due at `now`. The server plays only while some person is at the table: a game whose
 * people are all away pauses (and is abandoned after `abandonAfterMs` without a record, like an
 * open game nobody joins, or a game whose awaited people never moved again). An awaited person has a deadline only when the game has a timer: the
 * newest record's time plus the timer (for a discard, at most 30 s). Server-played seats answer
 * an open offer at once; a server-played active seat with an open offer waits for the people's
 * answers until they are all in or `ANSWER_MS` has passed since the offer.
 */
export function due(game: Clocked, now: number, abandonAfterMs: number): Due {
  const { state, lastAt } = game;
  const kind = kindOf(state);
  const table = kind.table(state);
  if (table.phase === 'none' || table.phase === 'finished') return NOTHING;
  if (table.phase === 'lobby' || !humanPresent(table)) {
    const idleAt = lastAt + abandonAfterMs;
    return now >= idleAt ? { ...NOTHING, abandon: true } : { ...NOTHING, next: idleAt };
  }
  const play: Seat[] = [];
  const takeOver: Seat[] = [];
  let next: number | null = null;
  const later = (at: number) => {
    next = next === null ? at : Math.min(next, at);
  };
  let activeWaits = false;
  const open = kind.answers(state);
  if (open) {
    const { active, unanswered } = open;
    play.push(...unanswered.filter((seat) => serverPlays(table, seat)));
    if (serverPlays(table, active) && unanswered.some((seat) => !serverPlays(table, seat))) {
      const answersDue = (game.offerAt ?? -Infinity) + ANSWER_MS;
      if (now < answersDue) {
        activeWaits = true;
        later(answersDue);
      }
    }
  }
  const seconds = kind.deadlineSeconds(state);
  for (const seat of kind.awaited(state)) {
    if (serverPlays(table, seat)) {
      if (!activeWaits) play.push(seat);
    } else if (table.timer > 0) {
      const deadline = lastAt + seconds * 1000;
      if (now >= deadline) takeOver.push(seat);
      else later(deadline);
    }
  }
  // Waiting for people with nothing else due: a game nobody moved for the abandon interval is
  // abandoned even without a timer (its people left without a word); a move repairs its status.
  if (takeOver.length === 0 && play.length === 0 && !activeWaits) {
    const idleAt = lastAt + abandonAfterMs;
    if (now >= idleAt) return { ...NOTHING, abandon: true };
    later(idleAt);
  }
  return { takeOver, play, abandon: false, next };
}
