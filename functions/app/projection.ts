// The table a games item records, read from the event that created the stream (the lobby's item
// when a game is created, and the item re-created by a repair): players, board or sheet side,
// timer, rule modules, kind and whether it is rated.
import type { AnyEvent } from '../../domain/platform/index.ts';
import type { GameRecord } from '../store/types.ts';

export type TableRecord = Pick<GameRecord, 'players' | 'board' | 'timer' | 'modules' | 'kind' | 'rated'>;

/** The table of a stream's creation event; null for any other event. */
export function tableOf(created: AnyEvent | undefined): TableRecord | null {
  if (created?.type === 'GameCreated') {
    return {
      players: created.players, board: created.boardKind, timer: created.timer ?? 0,
      ...(created.modules !== undefined && created.modules.length > 0 ? { modules: created.modules } : {}),
      ...(created.rated ? { rated: true as const } : {}),
    };
  }
  if (created?.type === 'DiceGameCreated') return { players: created.players, board: created.side, timer: created.timer ?? 0, kind: 'dice', ...(created.rated ? { rated: true as const } : {}) };
  return null;
}
