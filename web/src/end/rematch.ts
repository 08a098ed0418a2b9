// A rematch: the same table (players, board kind, turn rule, mini-expansions, turn timer, the
// roll for the first player, bots in the same seats) on a new
// board. Its game is created with a createId every player of the finished game derives from its
// id, so whoever asks first creates it and everyone else asking gets that same game (the server
// answers a repeated createId with the game it made), and takes their old seat in it. Whether it
// exists yet can be asked with a ping naming its id (the id is the server's hash of the createId).
import { EXPANSIONS, type BotLevel, type Expansion, type Seat, type Table, type TurnRule } from '../lib/domain.ts';
import type { DiceState } from '../../../domain/dice/state.ts';
import type { ClientMessage } from '../lib/protocol.ts';
import type { Connection } from '../net/connection.ts';
import { request } from '../net/request.ts';
import { joinGame } from '../state/join.ts';
import { TURN_RULES, type TableSize } from '../state/lobby.ts';
import { saveSeat, type KeyValueStore } from '../state/seats.ts';

export const rematchCreateId = (gameId: string): string => `rematch-${gameId}`;

/** The rematch's game id, as the server makes it from the createId (null where the browser cannot hash). */
export async function rematchGameId(gameId: string): Promise<string | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`game:${rematchCreateId(gameId)}`)));
  let s = '';
  for (const b of digest) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, 16);
}

/** The createGame message of the rematch of this game. */
export function rematchMessage(s: Table, gameId: string): Extract<ClientMessage, { type: 'createGame' }> {
  const bots: (BotLevel | null)[] = s.levels.map((level) => level ?? null);
  const turnRule = s.modules.find((m): m is TurnRule => (TURN_RULES as readonly string[]).includes(m));
  const modules = s.modules.filter((m): m is Expansion => (EXPANSIONS as readonly string[]).includes(m));
  return {
    type: 'createGame', players: s.players as TableSize, board: s.boardKind, createId: rematchCreateId(gameId),
    ...(bots.some((b) => b !== null) ? { bots } : {}), ...(turnRule ? { turnRule } : {}), ...(modules.length ? { modules } : {}),
    ...(s.timer > 0 ? { timer: s.timer } : {}), ...(s.firstPlayer === 'roll' ? { firstPlayer: 'roll' as const } : {}),
    // A rated table's rematch is rated too (it has no bots).
    ...(s.rated ? { rated: true } : {}),
  };
}

/** The createGame message of the rematch of a dice game: the same sheet, seats, bots and timer. */
export function diceRematchMessage(s: Extract<DiceState, { phase: 'finished' }>, gameId: string): Extract<ClientMessage, { type: 'createGame' }> {
  const bots = s.levels.map((level) => level ?? null);
  return {
    type: 'createGame', game: 'dice', side: s.side, players: s.players, createId: rematchCreateId(gameId),
    ...(bots.some((b) => b !== null) ? { bots } : {}), ...(s.timer > 0 ? { timer: s.timer } : {}), ...(s.rated ? { rated: true } : {}),
  };
}

/** Does the rematch exist (someone asked for it)? False when it cannot be told. */
export async function rematchExists(connection: Connection, gameId: string): Promise<boolean> {
  const id = await rematchGameId(gameId);
  if (!id) return false;
  const pong = await request(connection, { type: 'ping', gameId: id }, 'pong', 5_000);
  return (pong.head ?? 0) > 0;
}

/**
 * Creates the rematch (or finds it) and takes a seat in it: the player's own seat of this game if
 * they had one, else the first free one. Resolves with the new game's id.
 */
export async function startRematch(
  connection: Connection, session: KeyValueStore, store: KeyValueStore, message: Extract<ClientMessage, { type: 'createGame' }>, seat: Seat | null, name: string,
): Promise<string> {
  // The same createId may be sent again safely: a lost answer is asked for again on a new socket.
  const created = await request(connection, message, 'created', { resendOnReopen: true });
  const joined = await joinGame(connection, session, { gameId: created.gameId, name, ...(seat !== null ? { seat } : {}) });
  saveSeat(store, created.gameId, { seat: joined.seat, seatToken: joined.seatToken, name });
  return created.gameId;
}
