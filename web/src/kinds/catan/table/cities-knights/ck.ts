// Cities & Knights at the table, read from the folded state and the legal commands: whether the
// game has it, the barbarians' ship against the knights, each track's level and its next level's
// cost and Buy (and the track whose metropolis's city is picked on the board), the event die of the turn's roll, and what the table waits for. Pure: testable
// without a DOM.
import { signal } from '@preact/signals';
import { citiesKnights, type Command, type Event, type Seat, type State, type Table } from '../../../../lib/domain.ts';
import { activeStrength } from '../../../../../../domain/catan/modules/cities-knights/knights/part.ts';
import type { Translate } from '../../../../i18n/index.ts';
import { retreatPrompt } from './knights.ts';
import { progressPrompt } from './progress.ts';

export type CkPart = ReturnType<typeof citiesKnights.ckPart>;
export type Track = (typeof citiesKnights.TRACKS)[number];
export type EventFace = ReturnType<typeof citiesKnights.faceOf>;
type Playing = Extract<State, { phase: 'playing' }>;

const MAX_LEVEL = 5;

/** The track whose metropolis's city is being picked on the board (the 'metropolis' board mode). */
export const metropolisTrack = signal<Track | null>(null);

/** The strength of the Deserter's knight to place, as chosen (null: the strongest the player may). */
export const deserterStrength = signal<number | null>(null);

type PlaceDeserter = Extract<Command, { type: 'PlaceDeserter' }>;

/** The strengths the legal PlaceDeserter commands offer, weakest first. */
export const deserterStrengths = (legal: readonly Command[]): number[] =>
  [...new Set(legal.flatMap((c) => (c.type === 'PlaceDeserter' && c.strength !== undefined ? [c.strength] : [])))].sort((a, b) => a - b);

/** The strength the Deserter's knight goes on the board with: the one chosen if offered, else the strongest. */
export function deserterStrengthOf(legal: readonly Command[]): number | null {
  const may = deserterStrengths(legal);
  const chosen = deserterStrength.value;
  return chosen !== null && may.includes(chosen) ? chosen : may.at(-1) ?? null;
}

/**
 * The legal commands the board's spots come from: in the 'metropolis' mode, that track's Buy only;
 * the Deserter's places for the strength chosen only.
 */
export function forBoard(legal: readonly Command[], mode: string | null): readonly Command[] {
  const strength = deserterStrengthOf(legal);
  return legal.filter((c) => (c.type !== 'BuyImprovement' || mode !== 'metropolis' || c.track === metropolisTrack.value)
    && (c.type !== 'PlaceDeserter' || (c as PlaceDeserter).strength === strength));
}

/** The part of a game with Cities & Knights (set up or on), else null. */
export function ckOf(s: State | Table): CkPart | null {
  if (!('parts' in s) || s.parts === undefined || !citiesKnights.hasCitiesKnights(s)) return null;
  return citiesKnights.ckPart(s);
}

export interface BarbariansView {
  /** Steps taken, 0–6 (they attack on the 7th). */
  readonly position: number;
  readonly steps: number;
  /** Cities on the board (a metropolis's counted once). */
  readonly strength: number;
  /** The active knights' strength, all seats together. */
  readonly defence: number;
  readonly attacks: number;
}

export function barbariansOf(s: State): BarbariansView | null {
  const part = ckOf(s);
  if (part === null || s.phase === 'none' || s.phase === 'lobby') return null;
  let defence = 0;
  for (let seat = 0; seat < s.players; seat++) defence += activeStrength(part.knights, seat);
  const strength = citiesKnights.barbarianStrength(s as Playing);
  return { position: part.barbarians, steps: citiesKnights.BARBARIAN_STEPS, strength, defence, attacks: part.attacks };
}

export interface TrackRow {
  readonly track: Track;
  readonly level: number;
  /** The next level's cost in the track's commodity, or null at the top. */
  readonly cost: number | null;
  readonly commodity: (typeof citiesKnights.COMMODITIES)[number];
  /** The legal BuyImprovement commands for the next level (several: one per city that may carry its metropolis). */
  readonly buy: readonly Extract<Command, { type: 'BuyImprovement' }>[];
  /** Does the seat hold this track's metropolis? */
  readonly metropolis: boolean;
}

export function trackRows(s: State, seat: Seat, legal: readonly Command[]): TrackRow[] {
  const part = ckOf(s);
  if (part === null) return [];
  return citiesKnights.TRACKS.map((track, i) => {
    const level = part.levels[seat][i];
    const buy = legal.filter((c): c is Extract<Command, { type: 'BuyImprovement' }> => c.type === 'BuyImprovement' && c.seat === seat && c.track === track);
    return {
      track, level, cost: level >= MAX_LEVEL ? null : level + 1, commodity: citiesKnights.TRACK_COMMODITY[track], buy,
      metropolis: part.metropolis[i]?.seat === seat,
    };
  });
}

/** The event die of the turn's roll (read from its DiceRolled), or null before the roll or without one. */
export function eventDieOf(s: State, events: readonly Event[]): number | null {
  if (ckOf(s) === null || (s.phase !== 'playing' && s.phase !== 'finished') || s.turn?.dice === null) return null;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === 'DiceRolled') return typeof e.extra?.event === 'number' ? e.extra.event : null;
  }
  return null;
}

/** The seat's commodities as this viewer knows them: named, or counted only (`unknown`). */
export const commoditiesOf = (s: State, seat: Seat) => ckOf(s)?.commodities[seat] ?? null;

/** What Cities & Knights holds the table up for, in one line from this viewer's seat; null if nothing. */
export function ckPrompt(s: State, me: Seat | null, t: Translate, name: (seat: Seat) => string, list: (items: string[]) => string): string | null {
  const part = ckOf(s);
  if (part === null || s.phase !== 'playing') return null;
  if (part.losing.length > 0) {
    if (me !== null && part.losing.includes(me)) return t('ck.loseCity');
    return t('ck.waitLoseCity', { names: list(part.losing.map(name)) });
  }
  const picking = part.aqueduct.findIndex((n) => n > 0);
  if (picking >= 0) return picking === me ? t('ck.aqueductIntro') : t('ck.waitAqueduct', { name: name(picking) });
  return retreatPrompt(s, me, t, name) ?? progressPrompt(s, me, t, name);
}

/** A seat's Cities & Knights points by source (metropolises 2 each, Defenders, the merchant and VP cards), or null without it. */
export function ckPointsOf(s: State | Table, seat: Seat): { metropolises: number; defenders: number; progress: number } | null {
  const part = ckOf(s);
  if (part === null) return null;
  const metropolises = 2 * part.metropolis.filter((m) => m?.seat === seat).length;
  const defenders = part.defenders[seat];
  const progress = citiesKnights.knightsPoints(s as Table, seat) - metropolises - defenders;
  return { metropolises, defenders, progress };
}
