// Cities & Knights' legal commands for a seat: the barbarians' and the aqueduct's choices, a
// discard with commodities, improvements, walls, exchanges with the bank and one-for-one offers
// of a commodity to the other players; then the knights' and the progress cards'.
import type { Command } from '../../base/commands.ts';
import { covers } from '../../base/cards.ts';
import { indexOf, type InPhase } from '../../base/state.ts';
import { RESOURCES, type Resource, type Seat } from '../../base/types.ts';
import { CARDS, isResource, type Card } from './cards.ts';
import { COMMODITIES, commodityTotal, type Commodity } from './commodities.ts';
import { exchangeRate } from './hand.ts';
import { citiesOf, plainCities, takesMetropolis, WALL_COST } from './improvements.ts';
import { knightsAwaited, knightsLegal } from './knights/legal.ts';
import { ckPart, WALLS_PER_SEAT, wallsOf } from './part.ts';
import { progressLegal } from './progress/legal.ts';
import { MAX_LEVEL, METROPOLIS_LEVEL, TRACK_COMMODITY, TRACKS } from './tracks.ts';

type Playing = InPhase<'playing'>;

/** The most discards listed (a big hand has thousands; a bot's own choice is made in bot.ts). */
const MOST_DISCARDS = 64;

/** A seat's discard owed, when it holds commodities (else the base game's DiscardResources serves). */
export function owesMixedDiscard(s: Playing, seat: Seat): boolean {
  const pending = s.turn.pending;
  return pending.kind === 'discard' && (pending.counts[seat] ?? 0) > 0 && commodityTotal(ckPart(s).commodities[seat]) > 0;
}

/** Ways to discard `count` of the seat's resources and commodities, the first MOST_DISCARDS of them. */
export function discardOptions(s: Playing, seat: Seat, count: number): Command[] {
  const held = [...RESOURCES.map((r) => s.hands[seat][r]), ...COMMODITIES.map((c) => ckPart(s).commodities[seat][c])];
  const out: Command[] = [];
  const take = new Array<number>(held.length).fill(0);
  const walk = (i: number, left: number): void => {
    if (out.length >= MOST_DISCARDS) return;
    if (left === 0) {
      const resources: Partial<Record<Resource, number>> = {};
      const commodities: Partial<Record<Commodity, number>> = {};
      CARDS.forEach((card, k) => {
        if (take[k] === 0) return;
        if (isResource(card)) resources[card] = take[k];
        else commodities[card as Commodity] = take[k];
      });
      out.push({ type: 'DiscardCards', seat, resources, commodities });
      return;
    }
    if (i === held.length) return;
    for (let n = Math.min(held[i], left); n >= 0; n--) {
      take[i] = n;
      walk(i + 1, left - n);
    }
    take[i] = 0;
  };
  walk(0, count);
  return out;
}

export function improvementOptions(s: Playing, seat: Seat): Command[] {
  const part = ckPart(s);
  if (citiesOf(s, seat).length === 0) return [];
  const free = plainCities(s, seat);
  const { vertices } = indexOf(s).topology;
  const out: Command[] = [];
  TRACKS.forEach((track, t) => {
    const level = part.levels[seat][t] + 1;
    if (level > MAX_LEVEL || part.commodities[seat][TRACK_COMMODITY[track]] < level) return;
    if (level >= METROPOLIS_LEVEL && free.length === 0) return;
    if (takesMetropolis(part, seat, t, level)) for (const v of free) out.push({ type: 'BuyImprovement', seat, track, vertex: vertices[v] });
    else out.push({ type: 'BuyImprovement', seat, track });
  });
  return out;
}

export function wallOptions(s: Playing, seat: Seat): Command[] {
  const part = ckPart(s);
  if (wallsOf(part, seat) >= WALLS_PER_SEAT || !covers(s.hands[seat], WALL_COST)) return [];
  const { vertices } = indexOf(s).topology;
  return citiesOf(s, seat).filter((v) => part.walls[v] === -1).map((v) => ({ type: 'BuildWall', seat, vertex: vertices[v] }));
}

export function exchangeOptions(s: Playing, seat: Seat): Command[] {
  const part = ckPart(s);
  const out: Command[] = [];
  const held = (c: Card) => (isResource(c) ? s.hands[seat][c] : part.commodities[seat][c as Commodity]);
  const left = (c: Card) => (isResource(c) ? s.bank[c] : part.supply[c as Commodity]);
  for (const give of CARDS) {
    if (held(give) < exchangeRate(s, seat, give)) continue;
    for (const receive of CARDS) {
      if (receive === give || (isResource(give) && isResource(receive)) || left(receive) === 0) continue;
      out.push({ type: 'ExchangeCards', seat, give, receive });
    }
  }
  return out;
}

/** One-for-one offers of a commodity held for a resource (the base game lists resource for resource). */
export function commodityOffers(s: Playing, seat: Seat): Command[] {
  const hand = ckPart(s).commodities[seat];
  return COMMODITIES.filter((c) => hand[c] > 0).flatMap((c) => RESOURCES.map((r): Command => (
    { type: 'OfferTrade', seat, give: {}, want: { [r]: 1 }, goods: { give: { [c]: 1 }, want: {} } })));
}

export function citiesKnightsLegal(s: Playing, seat: Seat): Command[] {
  const part = ckPart(s);
  const { vertices } = indexOf(s).topology;
  if (part.losing.length > 0) return part.losing.includes(seat) ? plainCities(s, seat).map((v) => ({ type: 'LoseCity', seat, vertex: vertices[v] })) : [];
  if (part.aqueduct[seat] > 0) return RESOURCES.filter((r) => s.bank[r] > 0).map((resource) => ({ type: 'PickAqueduct', seat, resource }));
  if (part.aqueduct.some((n) => n > 0)) return [];
  if (owesMixedDiscard(s, seat)) return discardOptions(s, seat, (s.turn.pending as { counts: readonly number[] }).counts[seat]);
  const { turn } = s;
  const own = turn.seat === seat && turn.dice !== null && turn.pending.kind === 'none'
    ? [...improvementOptions(s, seat), ...wallOptions(s, seat), ...exchangeOptions(s, seat), ...commodityOffers(s, seat)] : [];
  return [...own, ...knightsLegal(s, seat), ...progressLegal(s, seat)];
}

/** The seat the table waits for: a city to lose, a displaced knight's retreat, an aqueduct pick, a discard with commodities. */
export function citiesKnightsAwaited(s: Playing): Seat | null {
  const part = ckPart(s);
  if (part.losing.length > 0) return part.losing[0];
  const retreating = knightsAwaited(s);
  if (retreating !== null) return retreating;
  const picking = part.aqueduct.findIndex((n) => n > 0);
  if (picking >= 0) return picking;
  for (let seat = 0; seat < s.players; seat++) if (owesMixedDiscard(s, seat)) return seat;
  return null;
}
