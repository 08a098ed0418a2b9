// The lobby's data and actions: the list of games, and creating a game then taking its first seat.
import { signal } from '@preact/signals';
import type { Connection } from '../net/connection.ts';
import { request } from '../net/request.ts';
import type { GameSummary } from '../lib/protocol.ts';
import { saveSeat, type KeyValueStore } from './seats.ts';

export function createLobbyState() {
  return {
    games: signal<readonly GameSummary[] | null>(null),
    error: signal<string | null>(null),
    busy: signal(false),
  };
}

export type LobbyState = ReturnType<typeof createLobbyState>;

export function createLobbyActions(lobby: LobbyState, connection: Connection, store: KeyValueStore) {
  return {
    async refresh() {
      try {
        const answer = await request(connection, { type: 'listGames' }, 'games');
        lobby.games.value = [...answer.games].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      } catch (err) {
        lobby.error.value = (err as Error).message;
      }
    },
    /** Creates a game and seats its creator; resolves with the new game's id. */
    async create(players: 3 | 4, board: 'beginner' | 'variable', name: string): Promise<string> {
      lobby.busy.value = true;
      lobby.error.value = null;
      try {
        const created = await request(connection, { type: 'createGame', players, board }, 'created');
        const joined = await request(connection, { type: 'joinGame', gameId: created.gameId, name }, 'joined');
        saveSeat(store, created.gameId, { seat: joined.seat, seatToken: joined.seatToken, name });
        return created.gameId;
      } catch (err) {
        lobby.error.value = (err as Error).message;
        throw err;
      } finally {
        lobby.busy.value = false;
      }
    },
  };
}
