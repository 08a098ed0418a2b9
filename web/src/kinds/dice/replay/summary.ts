// The dice game's end in figures, for the replay's summary: each seat's total, what it built
// (the pre-built start road left out) and the jokers it crossed out.
import { structureOf } from '../../../../../domain/dice/sheets.ts';
import type { DiceInPhase } from '../../../../../domain/dice/state.ts';
import type { Seat, StructureKind } from '../../../../../domain/dice/types.ts';

export const KINDS: readonly StructureKind[] = ['road', 'settlement', 'city', 'knight'];

export interface SeatSummary {
  readonly seat: Seat;
  readonly total: number;
  readonly winner: boolean;
  readonly built: Readonly<Record<StructureKind, number>>;
  /** Knights' jokers and desert pairs used. */
  readonly jokers: number;
}

export function summaryOf(s: DiceInPhase<'finished'>): SeatSummary[] {
  return s.sheets.map((sheet, seat) => {
    const built: Record<StructureKind, number> = { road: 0, settlement: 0, city: 0, knight: 0 };
    for (const id of sheet.built) {
      const st = structureOf(s.sheet, id);
      if (st && id !== s.sheet.start) built[st.kind]++;
    }
    return { seat, total: s.totals[seat], winner: s.winners.includes(seat), built, jokers: sheet.jokers.length };
  });
}
