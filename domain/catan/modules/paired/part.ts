// Paired players' part of the state: Player 2's part of the turn, while it lasts.
import type { Table } from '../../base/state.ts';
import type { Seat } from '../../base/types.ts';

export const PAIRED = 'paired';

/** Player 2's part under way (null in Player 1's). */
export interface PairedPart {
  readonly player1: Seat;
  readonly player2: Seat;
}

export const pairedPart = (s: Pick<Table, 'parts'>): PairedPart | null => (s.parts[PAIRED] as PairedPart | null | undefined) ?? null;

/** Player 2 of the turn whose Player 1 is `seat`: 3 seats to the left. */
export const partnerOf = (players: number, seat: Seat): Seat => (seat + 3) % players;
