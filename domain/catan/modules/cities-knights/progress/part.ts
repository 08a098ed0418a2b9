// The progress cards' part of Cities & Knights' state (RULES.md §7.2.7): the victory point cards
// laid out, and the merchant. The decks and hands come with the progress cards' own rules.
import type { HexKey, Seat } from '../../../base/types.ts';

export interface ProgressPart {
  /** By seat: victory point cards laid out (Printer, Constitution). */
  readonly shown: readonly number[];
  /** The merchant's hex and the seat controlling it (1 VP, 2:1 on its hex's resource), once played. */
  readonly merchant: { readonly hex: HexKey; readonly seat: Seat } | null;
}

export const initialProgress = (players: number): ProgressPart => ({ shown: Array.from({ length: players }, () => 0), merchant: null });

/** The seat's points from progress cards: its victory point cards and the merchant. */
export const progressPoints = (p: ProgressPart, seat: Seat): number => p.shown[seat] + (p.merchant?.seat === seat ? 1 : 0);
