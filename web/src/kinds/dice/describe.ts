// The dice game's log lines in the reader's language: one describer per event type, so an event
// type without a line does not compile.
import type { DiceEvent, DiceEventOf, DiceEventType } from '../../../../domain/dice/events.ts';
import { structureOf, type Sheet } from '../../../../domain/dice/sheets.ts';
import type { DiceState } from '../../../../domain/dice/state.ts';
import type { Seat } from '../../../../domain/dice/types.ts';
import type { Translate } from '../../i18n/index.ts';
import { faceWord, seatName, sideName, symbolName } from './words.ts';

/** What a describer may use: the words, the seats' names and the sheet's symbols. */
export interface DiceLogWords {
  readonly t: Translate;
  name(seat: Seat): string;
  /** A symbol's name ("Settlement 7"), or its id when the sheet is not known. */
  symbol(id: string): string;
}

type Describer<E> = (e: E, w: DiceLogWords) => string[];
type DiceLines = { readonly [T in DiceEventType]: Describer<DiceEventOf<T>> };

const LINES: DiceLines = {
  DiceGameCreated: (e, w) => [w.t(e.players === 1 ? 'dg.log.newSolo' : 'dg.log.new', { n: e.players, side: sideName(e.side, w.t) })],
  SeatClaimed: (e, w) => [w.t('log.SeatClaimed', { name: e.name })],
  GameStarted: (e, w) => [w.t('dg.log.started', { name: w.name(e.first), n: e.dice })],
  SeatTakenOver: (e, w) => [w.t('log.SeatTakenOver', { name: w.name(e.seat) })],
  SeatReturned: (e, w) => [w.t('log.SeatReturned', { name: w.name(e.seat) })],
  Rolled: (e, w) => [w.t(e.kept.some((k) => k) ? 'dg.log.again' : 'dg.log.rolled', {
    name: w.name(e.seat), dice: e.dice.map((f) => faceWord(f, w.t)).join(', '),
  })],
  GoldTraded: (e, w) => [w.t('dg.log.gold', { name: w.name(e.seat), res: w.t(`res.${e.resource}`) })],
  KnightUsed: (e, w) => [w.t('dg.log.knight', { name: w.name(e.seat), knight: w.symbol(e.knight), res: w.t(`res.${e.resource}`) })],
  DesertPairUsed: (e, w) => [w.t('dg.log.desert', { name: w.name(e.seat), res: w.t(`res.${e.resource}`) })],
  StructureBuilt: (e, w) => [w.t('dg.log.built', { name: w.name(e.seat), what: w.symbol(e.structure) })],
  LargestArmyChanged: (e, w) => [w.t('log.LargestArmyChanged', { name: w.name(e.holder) })],
  LongestRoadChanged: (e, w) => [w.t('log.LongestRoadChanged', { name: w.name(e.holder), n: e.length })],
  TurnScored: (e, w) => [w.t(e.points < 0 ? 'dg.log.idle' : 'dg.log.scored', { name: w.name(e.seat), n: e.points })],
  TurnEnded: (e, w) => [w.t('log.TurnEnded', { name: w.name(e.seat) })],
  SeedsRevealed: () => [], // the server's, after the end: the review room's dice panel reads it
  GameEnded: (e, w) => [e.totals.length === 1 ? w.t('dg.log.solo', { name: w.name(0), n: e.totals[0] }) : w.t(e.winners.length > 1 ? 'dg.log.shared' : 'dg.log.won', {
    names: e.winners.map((s) => w.name(s)).join(', '),
    totals: e.totals.map((n, s) => `${w.name(s)} ${n}`).join(', '),
  })],
};

export function describeDiceEvent(e: DiceEvent, w: DiceLogWords): string[] {
  return (LINES[e.type] as Describer<DiceEvent>)(e, w);
}

/** The words of a table: names from the state (folded from the same stream), symbols from its sheet. */
export function logWords(state: DiceState, t: Translate): DiceLogWords {
  const sheet: Sheet | null = state.phase === 'none' ? null : state.sheet;
  return {
    t,
    name: (seat) => seatName(state, seat, t),
    symbol: (id) => {
      const st = sheet && structureOf(sheet, id);
      return st ? symbolName(st, t) : id;
    },
  };
}

/** The seat a line is about (its swatch in the log), or null. */
export function seatOf(e: DiceEvent): Seat | null {
  if ('seat' in e) return e.seat;
  if ('holder' in e) return e.holder;
  if (e.type === 'GameStarted') return e.first;
  return null;
}
