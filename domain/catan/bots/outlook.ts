// A seat's outlook on the table, from its own view only: what it produces, at which maritime
// rates, how far each seat is from winning, and what an intersection would be worth to it.
import { devTotal, handTotal } from '../base/cards.ts';
import { maritimeRatio } from '../base/decide/trade.ts';
import { visiblePoints } from '../base/rules/points.ts';
import { indexOf, type InPhase, type Table } from '../base/state.ts';
import { RESOURCES, type Seat } from '../base/types.ts';
import { boardFacts, GENERIC, type BoardFacts } from './board.ts';

export type Live = InPhase<'setup' | 'playing'>;
export type Playing = InPhase<'playing'>;

export interface Outlook {
  readonly s: Live;
  readonly seat: Seat;
  readonly facts: BoardFacts;
  /** By resource index: the pips the seat collects (a city counts twice), the robber's hex left out. */
  readonly production: number[];
  readonly totalProduction: number;
  /** By resource index: the seat's maritime ratio. */
  readonly ratios: number[];
  /** By seat: points as this seat can count them (its own hidden cards included; others' guessed). */
  readonly points: number[];
  /** By seat: how much harm to that seat is worth (the leaders most). */
  readonly threat: number[];
  /** By resource index: what one more pip of it is worth to this seat. */
  readonly need: number[];
  /** Rolls the game may still last, as a rough horizon for production. */
  readonly horizon: number;
}

/** The hand of a seat that sees itself, as five counts in RESOURCES order. */
export function handOf(s: Table, seat: Seat): number[] {
  const h = s.hands[seat];
  return [h.brick, h.lumber, h.wool, h.grain, h.ore];
}

export function productionOf(s: Table, seat: Seat, facts: BoardFacts): number[] {
  const out = [0, 0, 0, 0, 0];
  const { topology } = indexOf(s);
  const robber = topology.hexIndex.get(s.robber) ?? -1;
  s.buildings.forEach((b, v) => {
    if (b === null || b.seat !== seat) return;
    const times = b.kind === 'city' ? 2 : 1;
    for (const h of topology.vertexHexes[v]) {
      const r = facts.hexResource[h];
      if (r >= 0 && h !== robber) out[r] += facts.hexPips[h] * times;
    }
  });
  return out;
}

/** Points of a seat as `seat` may count them: a hidden development card is a victory point one time in five. */
function pointsSeenBy(s: Table, seat: Seat, other: Seat): number {
  const shown = visiblePoints(s, other);
  if (other === seat) return shown + s.devCards[seat].victoryPoint;
  return shown + devTotal(s.devCards[other]) * 0.2;
}

export function outlook(s: Live, seat: Seat): Outlook {
  const facts = boardFacts(s);
  const production = productionOf(s, seat, facts);
  const totalProduction = production.reduce((a, b) => a + b, 0);
  const ratios = RESOURCES.map((r) => maritimeRatio(s, seat, r));
  const points = s.hands.map((_, other) => pointsSeenBy(s, seat, other));
  const leader = Math.max(...points);
  const threat = points.map((p, other) => (other === seat ? 0 : 1 + (p * p) / 12 + (p >= leader ? 1 : 0) + handTotal(s.hands[other]) * 0.03));
  const need = production.map((p, r) => facts.scarcity[r] * (p === 0 ? 1.35 : p < 4 ? 1.15 : p < 9 ? 1 : 0.85));
  const horizon = s.players * Math.max(2, 2 * (10 - leader));
  return { s, seat, facts, production, totalProduction, ratios, points, threat, need, horizon };
}

/**
 * What a settlement on intersection v would add for the seat, in pips weighted by need, with its
 * harbor: a 2:1 harbor is worth as much as the seat (with v) makes of its resource.
 */
export function spotValue(o: Outlook, v: number): number {
  const { facts, need, production } = o;
  let value = 0;
  for (let r = 0; r < 5; r++) value += facts.vertexPips[v * 5 + r] * need[r];
  const harbor = facts.harbor[v];
  if (harbor === GENERIC && Math.min(...o.ratios) > 3) value += 1 + o.totalProduction * 0.06;
  else if (harbor >= 0 && harbor !== GENERIC && o.ratios[harbor] > 2) value += (production[harbor] + facts.vertexPips[v * 5 + harbor]) * 0.3;
  return value;
}

/** A city's gain at intersection v: the production it doubles. */
export function cityValue(o: Outlook, v: number): number {
  const { facts, need } = o;
  const robber = indexOf(o.s).topology.hexIndex.get(o.s.robber) ?? -1;
  let value = 0;
  for (const h of indexOf(o.s).topology.vertexHexes[v]) {
    const r = facts.hexResource[h];
    if (r >= 0) value += facts.hexPips[h] * need[r] * (h === robber ? 0.5 : 1);
  }
  return value;
}

/** Pips to points: what a steady income of `pips` is worth over the rest of the game (`rate`: points a card, the style's income). */
export const pipsWorth = (o: Outlook, pips: number, rate: number) => (pips / 36) * o.horizon * rate;
