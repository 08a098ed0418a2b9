// The lobby's data and actions: the games to join or watch, the finished ones to replay, and
// creating a game then taking its first seat.
import { signal } from '@preact/signals';
import type { Connection } from '../net/connection.ts';
import { request } from '../net/request.ts';
import type { GameSummary } from '../lib/protocol.ts';
import { joinGame } from './join.ts';
import { isTransient, repeatable } from './repeatable.ts';
import { loadSeat, saveSeat, sessionStore, type KeyValueStore } from './seats.ts';

export function createLobbyState() {
  return {
    /** Open and playing games (null until the first answer). */
    games: signal<readonly GameSummary[] | null>(null),
    /** The latest finished games, for the replay room (null until the first answer). */
    finished: signal<readonly GameSummary[] | null>(null),
    error: signal<string | null>(null),
    busy: signal(false),
  };
}

export type LobbyState = ReturnType<typeof createLobbyState>;

/** How long a create whose creator was not seated may be taken up again by the next create. */
export const CREATE_KEEP_MS = 10 * 60_000;

export function createLobbyActions(
  lobby: LobbyState, connection: Connection, store: KeyValueStore, session: KeyValueStore = sessionStore(), now: () => number = Date.now,
) {
  return {
    async refresh() {
      const newestFirst = (games: readonly GameSummary[]) => [...games].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      // Two requests: the live games as every v1 server lists them, and the finished ones.
      const [current, finished] = await Promise.allSettled([
        request(connection, { type: 'listGames' }, 'games'),
        request(connection, { type: 'listGames', status: 'finished' }, 'games'),
      ]);
      if (current.status === 'fulfilled') lobby.games.value = newestFirst(current.value.games);
      else lobby.error.value = (current.reason as Error).message;
      // The replay list is an extra: without it the lobby still works.
      lobby.finished.value = finished.status === 'fulfilled' ? newestFirst(finished.value.games) : [];
    },
    /** Creates a game and seats its creator; resolves with the new game's id. */
    async create(players: 3 | 4, board: 'beginner' | 'variable', name: string): Promise<string> {
      lobby.busy.value = true;
      lobby.error.value = null;
      try {
        // A createId makes the create safe to repeat: a lost answer cannot make a second game.
        // It is kept until the creator is seated, so trying again after a failed join takes the
        // same game (and the same join) instead of leaving an empty one behind; but not once
        // that game seats this player some other way, nor for longer than CREATE_KEEP_MS.
        const key = `hexfold.create.${players}.${board}`;
        const forget = () => [key, `${key}.at`, `${key}.game`].forEach((k) => session.removeItem(k));
        const made = session.getItem(`${key}.game`);
        if ((made !== null && loadSeat(store, made)) || now() - Number(session.getItem(`${key}.at`) ?? 0) > CREATE_KEEP_MS) forget();
        if (session.getItem(key) === null) session.setItem(`${key}.at`, String(now()));
        const created = await repeatable(connection, session, key,
          (createId) => ({ type: 'createGame', players, board, createId }), 'created', { keep: true });
        session.setItem(`${key}.game`, created.gameId);
        const joined = await joinGame(connection, session, { gameId: created.gameId, name }).catch((err: unknown) => {
          if (!isTransient(err)) forget();
          throw err;
        });
        forget();
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
