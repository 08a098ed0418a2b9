// The data of one game as this client knows it: the stream of items it holds and everything
// derived from it by folding (the same `evolve` as the server). Changes live in game-actions.ts.
import { computed, signal } from '@preact/signals';
import { initialState, legalCommands, type Viewer } from '../lib/domain.ts';
import type { KindId } from '../../../domain/platform/kind.ts';
import { incrementalDiceFold } from '../kinds/dice/fold.ts';
import type { StreamItem } from '../lib/protocol.ts';
import { heldVersion, incrementalFold, type PendingCommand } from './stream.ts';
import type { SeatRecord } from './seats.ts';

export interface Presence {
  readonly seats: readonly boolean[];
  readonly spectators: number;
}

export interface Notice {
  readonly code: string;
  readonly message: string;
}

/** A vote's tally on a seat, and the version received when it came (a move since ends the vote). */
export interface SeatVotes {
  readonly voters: readonly number[];
  readonly needed: number;
  readonly at: number;
}

export function createGameState(gameId: string, record: SeatRecord | null = null) {
  const seatRecord = record?.left ? null : record;
  const seat = signal<SeatRecord | null>(seatRecord);
  /** The seat this player left to a bot (leaveGame), while the page follows the game as a spectator. */
  const left = signal<SeatRecord | null>(record?.left ? record : null);
  /** The latest tally of each seat voted on (voteBot). */
  const votes = signal<Readonly<Record<number, SeatVotes>>>({});
  const viewer = signal<Viewer>(seatRecord ? seatRecord.seat : 'spectator');
  /** The records shown: the stream folded into `state`. */
  const items = signal<readonly StreamItem[]>([]);
  /** Records received live and not shown yet, in order after `items` (see pacing.ts). */
  const incoming = signal<readonly StreamItem[]>([]);
  const head = signal(0);
  const presence = signal<Presence | null>(null);
  const pending = signal<readonly PendingCommand[]>([]);
  const notice = signal<Notice | null>(null);
  /** True once the catch-up after the latest (re)connect has arrived. */
  const synced = signal(false);
  const missing = signal(false);
  /** The server's clock minus this one (ms), measured with pings; for countdowns. */
  const clockOffset = signal(0);

  /** The game's kind, as its stream's frames say (the board game until one says otherwise). */
  const kind = signal<KindId>('catan');
  const fold = incrementalFold();
  const foldDice = incrementalDiceFold();
  /** The board game's state; a dice game's page reads `dice` instead (this then stays empty). */
  const state = computed(() => (kind.value === 'catan' ? fold(viewer.value, items.value) : initialState(viewer.value)));
  const dice = computed(() => (kind.value === 'dice' ? foldDice(items.value) : null));
  const version = computed(() => heldVersion(items.value));
  /** The newest version received, shown or waiting. */
  const received = computed(() => (incoming.value.length ? heldVersion(incoming.value) : version.value));
  /** The seat this client plays (still its seat once the game is over and everything is open). */
  const mySeat = computed(() => (typeof viewer.value === 'number' ? viewer.value : viewer.value === 'all' ? seat.value?.seat ?? null : null));
  const legal = computed(() => (mySeat.value === null ? [] : legalCommands(state.value, mySeat.value)));
  const events = computed(() => items.value.flatMap((i) => i.events));

  return {
    gameId, seat, left, votes, viewer, items, incoming, head, presence, pending, notice, synced, missing, clockOffset,
    kind, state, dice, version, received, mySeat, legal, events,
  };
}

export type GameState = ReturnType<typeof createGameState>;
