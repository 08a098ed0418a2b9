// Joining a game so that no answer can be lost for good: the join carries a joinId (see
// repeatable.ts), and a repeated joinId is answered with the seat it claimed and a fresh token.
import type { Connection } from '../net/connection.ts';
import type { ServerMessage } from '../lib/protocol.ts';
import { repeatable, type RepeatOptions } from './repeatable.ts';
import type { KeyValueStore } from './seats.ts';

export interface JoinRequest {
  readonly gameId: string;
  readonly name: string;
  readonly seat?: number;
  /** Ready to start at once (the protocol's default); false: the player says so later (MarkReady). */
  readonly ready?: boolean;
}

export function joinGame(
  connection: Connection, session: KeyValueStore, join: JoinRequest, options: RepeatOptions = {},
): Promise<Extract<ServerMessage, { type: 'joined' }>> {
  const seat = join.seat === undefined ? {} : { seat: join.seat };
  const ready = join.ready === undefined ? {} : { ready: join.ready };
  return repeatable(connection, session, `hexfold.join.${join.gameId}`,
    (joinId) => ({ type: 'joinGame', gameId: join.gameId, name: join.name, joinId, ...seat, ...ready }), 'joined', options);
}
