// The pieces drawn on the board that are not (yet) in the game: the spot picked on a touch screen,
// waiting for its confirming tap, and the placements waiting in the command queue (offline, or not
// yet answered). Pure: testable without a DOM.
import type { Command } from '../../../lib/domain.ts';
import type { SeatCommand } from '../../../lib/protocol.ts';
import type { PendingCommand } from '../../../state/stream.ts';

export type GhostKind = 'settlement' | 'city' | 'road' | 'ship';

export interface Ghost {
  readonly kind: GhostKind;
  /** A vertex key (settlement, city) or an edge key (road, ship). */
  readonly at: string;
}

/** The piece a placement command puts on the board, or null for any other command. */
export function ghostOf(command: SeatCommand | Command): Ghost | null {
  switch (command.type) {
    case 'PlaceSettlement':
    case 'BuildSettlement':
      return { kind: 'settlement', at: command.vertex };
    case 'BuildCity':
      return { kind: 'city', at: command.vertex };
    case 'PlaceRoad':
    case 'BuildRoad':
      return { kind: 'road', at: command.edge };
    case 'BuildShip':
    case 'PlaceShip':
      return { kind: 'ship', at: command.edge };
    case 'MoveShip':
      return { kind: 'ship', at: command.to };
    case 'UseFavor':
      return command.guild === 'pavers' ? { kind: 'road', at: command.edge } : null;
    default:
      return null;
  }
}

/** The placements queued and not yet accepted (nor refused: a refused command leaves the queue). */
export const queuedGhosts = (pending: readonly PendingCommand[]): Ghost[] =>
  pending.flatMap((p) => {
    const g = p.acceptedAt === undefined ? ghostOf(p.command) : null;
    return g ? [g] : [];
  });
