// Turn timers as the players see them. With a timer, the server gives an awaited person the
// game's timer from the newest record (a discard at most 30 s); when it runs out, a bot plays
// that seat (SeatTakenOver). Countdowns use the server's clock: this one corrected by the offset
// measured with pings (the server's `now` against the middle of the round trip).
import { awaitedSeats, type State } from '../lib/domain.ts';
import { BOT_OFFER_ANSWER_MS } from '../lib/protocol.ts';

/** A record as the clocks read it: its events and when it was appended (server time). */
interface Timed {
  readonly at?: string;
  readonly events: readonly { readonly type: string }[];
}

/** A discard's deadline is the timer, but never more than this. */
export const DISCARD_MAX_S = 30;
/** A countdown turns urgent in its last seconds. */
export const URGENT_MS = 10_000;

/** The server's clock minus ours, from one ping sent at `sent` and answered at `received` (our clock) with `serverNow`. */
export const clockOffset = (sent: number, received: number, serverNow: number): number => serverNow - (sent + received) / 2;

/**
 * When each seat's time runs out (server epoch ms), by seat: a number for an awaited person's
 * seat (not a bot's, nor one a bot plays while its player is away) when the game has a timer;
 * null otherwise. `newestAt` is the `at` of the newest record shown.
 */
export function deadlines(s: State, newestAt: string | undefined): (number | null)[] {
  if (s.phase !== 'setup' && s.phase !== 'playing') return [];
  const from = newestAt === undefined ? NaN : Date.parse(newestAt);
  if (s.timer <= 0 || Number.isNaN(from)) return s.names.map(() => null);
  const discard = s.phase === 'playing' && s.turn.pending.kind === 'discard';
  const seconds = discard ? Math.min(s.timer, DISCARD_MAX_S) : s.timer;
  const awaited = awaitedSeats(s);
  return s.names.map((_, seat) => (awaited.includes(seat) && (s.levels[seat] ?? null) === null && !s.away[seat] ? from + seconds * 1000 : null));
}

/** Milliseconds left before `deadline` (server clock), now being `localNow` on this clock. */
export const remainingMs = (deadline: number, localNow: number, offset: number): number => Math.max(0, deadline - (localNow + offset));

/** "m:ss", rounding up to whole seconds (a countdown shows 0:00 only when time is up). */
export function formatClock(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * When the open offer of a seat the server plays (a bot's, or an away player's) stops waiting for
 * answers (server epoch ms): BOT_OFFER_ANSWER_MS after the record that made it. Null for no such
 * offer, or one whose record's time is unknown.
 */
export function offerDeadline(s: State, items: readonly Timed[]): number | null {
  if (s.phase !== 'playing' || s.turn.trade === null) return null;
  const offerer = s.turn.seat;
  if ((s.levels[offerer] ?? null) === null && !s.away[offerer]) return null;
  for (let i = items.length - 1; i >= 0; i--) {
    if (!items[i].events.some((e) => e.type === 'TradeOffered')) continue;
    const at = items[i].at === undefined ? NaN : Date.parse(items[i].at!);
    return Number.isNaN(at) ? null : at + BOT_OFFER_ANSWER_MS;
  }
  return null;
}
