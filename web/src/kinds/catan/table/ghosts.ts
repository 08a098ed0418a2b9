// The pieces drawn on the board that are not (yet) in the game: the spot picked on a touch screen,
// waiting for its confirming tap, and the placements waiting in the command queue (offline, or not
// yet answered). Pure: testable without a DOM.
import type { Command } from '../../../lib/domain.ts';
import type { SeatCommand } from '../../../lib/protocol.ts';
import type { PendingCommand } from '../../../state/stream.ts';

export type GhostKind = 'settlement' | 'city' | 'road' | 'ship' | 'knight';

export interface Ghost {
  readonly kind: GhostKind;
  /** A vertex key (settlement, city, knight) or an edge key (road, ship). */
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
    // Cities & Knights: a knight hired, promoted, stood up, moved, put back or placed as a deserter.
    case 'RecruitKnight':
    case 'PromoteKnight':
    case 'ActivateKnight':
    case 'RetreatKnight':
      return { kind: 'knight', at: command.vertex };
    case 'MoveKnight':
    case 'DisplaceKnight':
      return { kind: 'knight', at: command.to };
    case 'PlaceDeserter':
      return command.vertex === undefined ? null : { kind: 'knight', at: command.vertex };
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
