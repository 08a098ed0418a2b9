// What a log line needs to name things: the players (or their colours for free seats), the board.
import type { Board } from '../lib/domain.ts';

export interface Names {
  readonly names: readonly (string | null)[];
  readonly colours: readonly string[];
  readonly board: Board | null;
  /** Mark resource counts for icons (see RES_MARK) instead of writing them out. */
  readonly rich?: boolean;
}
