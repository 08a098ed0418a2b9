// Handing a seat to a bot on purpose (docs/protocol.md, "Leaving, and votes"): leaving the game
// (the page then follows it as a spectator, so that no reconnect takes the seat back by itself;
// the seat is kept, marked left, for coming back while the game lasts), coming back, and a vote
// to hand a stalled player's seat to a bot.
import { batch } from '@preact/signals';
import type { Connection } from '../net/connection.ts';
import { request } from '../net/request.ts';
import type { VoteTally } from '../lib/protocol.ts';
import type { GameState } from './game-state.ts';
import { saveSeat, type KeyValueStore } from './seats.ts';

/** Keeps a tally pushed or answered, as of the version received now. */
export function keepTally(game: GameState, tally: VoteTally): void {
  if (tally.gameId !== game.gameId) return;
  game.votes.value = { ...game.votes.value, [tally.seat]: { voters: tally.voters, needed: tally.needed, at: game.received.value } };
}

/** `refollow`: folds the game afresh for the viewer the seat now gives (the catch-up from version 0). */
export function handOverActions(game: GameState, connection: Connection, store: KeyValueStore, refollow: () => void) {
  return {
    /** Leaves the game: a bot plays the seat; this page watches as a spectator from now on. */
    async leave(): Promise<void> {
      const record = game.seat.value;
      if (!record) return;
      await request(connection, { type: 'leaveGame', gameId: game.gameId, seatToken: record.seatToken }, 'left');
      saveSeat(store, game.gameId, { ...record, left: true });
      batch(() => {
        game.left.value = record;
        game.seat.value = null;
        game.pending.value = [];
      });
      refollow();
    },
    /** Takes the seat back: the resume with its token returns it (SeatReturned). */
    comeBack(): void {
      const record = game.left.value;
      if (!record) return;
      const { left: _, ...back } = record;
      saveSeat(store, game.gameId, back);
      batch(() => {
        game.seat.value = back;
        game.left.value = null;
      });
      refollow();
    },
    /** Votes to hand `seat` (stalled) to a bot. */
    async vote(seat: number): Promise<void> {
      const token = game.seat.value?.seatToken;
      if (!token) return;
      keepTally(game, await request(connection, { type: 'voteBot', gameId: game.gameId, seatToken: token, seat }, 'voted'));
    },
  };
}
