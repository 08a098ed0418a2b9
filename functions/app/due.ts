// What a game owes, and when: computed from its state and the times of its stream only, so that
// whoever computes it (the handler that appended, or any wake) finds the same answer at the same
// head. The pure half of the bots driver (bots.ts) and the wake (wake.ts).
import { awaitedSeats, offeredTo, type InPhase, type Seat, type State } from '../../domain/index.ts';
import type { LoadedStream } from '../store/stream.ts';

/** A bot's own trade offer waits this long for the answers of the people at the table. */
export const ANSWER_MS = 15_000;
/** A discard's deadline is the turn timer, but at most this (seconds). */
export const DISCARD_MAX_SECONDS = 30;

/** The stream's facts the obligations depend on. */
export interface Clocked {
  readonly state: State;
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

type UnderWay = InPhase<'setup' | 'playing'>;

/** Is the seat played by the server: a bot seat, or a person's seat while its player is away? */
export const serverPlays = (s: UnderWay, seat: Seat): boolean => s.levels[seat] !== null || s.away[seat];

/** Is some person at the table: a human seat its player has not left to a bot? */
export const humanPresent = (s: UnderWay): boolean => s.levels.some((level, seat) => level === null && !s.away[seat]);

export const hasWork = (d: Due): boolean => d.takeOver.length > 0 || d.play.length > 0;

/** The stream's times: its newest record, and the record that made the open offer. */
export function clockedOf(loaded: LoadedStream): Clocked {
  const { state, tail } = loaded;
  const newest = tail[tail.length - 1];
  const lastAt = newest ? Date.parse(newest.at) : 0;
  let offerAt: number | null = null;
  if (state.phase === 'playing' && state.turn.trade) {
    for (let i = tail.length - 1; i >= 0 && offerAt === null; i--) {
      if (tail[i].events.some((e) => e.type === 'TradeOffered')) offerAt = Date.parse(tail[i].at);
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
  if (state.phase === 'none' || state.phase === 'finished') return NOTHING;
  if (state.phase === 'lobby' || !humanPresent(state)) {
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
  if (state.phase === 'playing' && state.turn.trade && state.turn.pending.kind === 'none') {
    const active = state.turn.seat;
    const { trade } = state.turn;
    // An offer made to one player awaits that player's answer only.
    const unanswered = trade.responses.flatMap((r, seat) => (seat !== active && r.kind === 'none' && offeredTo(trade, seat) ? [seat] : []));
    play.push(...unanswered.filter((seat) => serverPlays(state, seat)));
    if (serverPlays(state, active) && unanswered.some((seat) => !serverPlays(state, seat))) {
      const answersDue = (game.offerAt ?? -Infinity) + ANSWER_MS;
      if (now < answersDue) {
        activeWaits = true;
        later(answersDue);
      }
    }
  }
  const discarding = state.phase === 'playing' && state.turn.pending.kind === 'discard';
  const seconds = discarding ? Math.min(state.timer, DISCARD_MAX_SECONDS) : state.timer;
  for (const seat of awaitedSeats(state)) {
    if (serverPlays(state, seat)) {
      if (!activeWaits) play.push(seat);
    } else if (state.timer > 0) {
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
