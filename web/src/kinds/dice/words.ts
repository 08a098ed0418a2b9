// Words of the dice table: seat names and colours, faces, and each symbol's name and value.
import type { Sheet, Structure } from '../../../../domain/dice/sheets.ts';
import type { DiceState } from '../../../../domain/dice/state.ts';
import type { Face, Seat, Side } from '../../../../domain/dice/types.ts';
import type { Translate } from '../../i18n/index.ts';

/** Seat colours, in seat order: the board game's four. */
export const SEAT_COLOURS = ['red', 'blue', 'orange', 'white'] as const;
export const colourOf = (seat: Seat): string => SEAT_COLOURS[seat % SEAT_COLOURS.length];

/** A seat's name, or its colour while the seat is free. */
export function seatName(s: DiceState, seat: Seat, t: Translate): string {
  const name = s.phase === 'none' ? null : s.names[seat] ?? null;
  return name ?? t(`colour.${colourOf(seat)}` as 'colour.red');
}

export const faceWord = (f: Face, t: Translate): string => (f === 'gold' ? t('dg.gold') : t(`res.${f}`));

export const sideName = (side: Side, t: Translate): string => t(side === 'standard' ? 'dg.standard' : 'dg.plus');

/** What the sheet prints in a symbol: its number (standard side) or letter (Plus side). */
export const symbolId = (st: Structure): string => st.id.slice(1).toUpperCase();

/** "Settlement 7", "City B", "Knight 3", "Road 5", "Desert knight 1A". */
export function symbolName(st: Structure, t: Translate): string {
  if (st.kind === 'knight' && st.joker === null) return t('dg.desertKnight', { id: symbolId(st) });
  const kind = st.kind === 'road' ? t('piece.road') : st.kind === 'settlement' ? t('piece.settlement') : st.kind === 'city' ? t('piece.city') : t('dev.knight');
  return t('dg.sym', { kind, id: symbolId(st) });
}

/** A symbol's worth in words: points (standard side) or victory points (Plus side); '' for none. */
export function valueWords(sheet: Sheet, st: Structure, t: Translate): string {
  if (st.points === 0) return '';
  return sheet.awards ? t('panel.points', { n: st.points }) : t('dg.pts', { n: st.points });
}

/** A seat's total in words: points (standard side) or victory points (Plus side). */
export const totalWords = (sheet: Sheet, n: number, t: Translate): string => (sheet.awards ? t('panel.points', { n }) : t('dg.pts', { n }));
