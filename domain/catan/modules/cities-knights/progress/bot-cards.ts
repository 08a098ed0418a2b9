// Cities & Knights: the bot hints for the progress cards that work on knights, roads, the robber
// and trades, and the Alchemist. Every level answers a Deserter (the victim gives up its weakest
// knight, the player places the strongest it may where the pips are most) and a Commercial
// Harbor (the commodity held most). A good bot plays the Smith on the knights it can promote, the
// Deserter on the opponent with the most knight strength, Intrigue on any knight it touches, the
// Crane when an improvement is then affordable, the Bishop on the hex that robs the most players
// (none of its own), the Diplomat on an opponent's open road or ship (the Longest Road holder's first),
// the Commercial Harbor when an opponent holds a commodity, offering its biggest pile; before the
// roll, the Alchemist for the total that pays it most (at least 2 cards), the red die low.
import type { Command } from '../../../base/commands.ts';
import { handTotal } from '../../../base/cards.ts';
import { indexOf, type InPhase } from '../../../base/state.ts';
import { RESOURCES, type BotLevel, type Seat } from '../../../base/types.ts';
import type { Random } from '../../../../shared/random.ts';
import { COMMODITIES, commodityTotal } from '../commodities.ts';
import { best } from '../knights/bot.ts';
import { knightVertices } from '../knights/part.ts';
import { recruitSpots } from '../knights/routes.ts';
import { ckPart } from '../part.ts';
import type { ProgressCard } from './deck.ts';
import { wayAt } from './board.ts';
import { harborOf, harborPartners } from './harbor.ts';
import { deserterStrengths } from './knightly.ts';
import { playsOf } from './legal.ts';
import { holds } from './part.ts';

type Playing = InPhase<'playing'>;

/** The answer a Deserter or a Commercial Harbor awaits of the seat, or null. */
export function cardAnswer(s: Playing, seat: Seat, level: BotLevel, random: Random): Command | null {
  const part = ckPart(s);
  const { vertices } = indexOf(s).topology;
  const d = part.progress.deserting;
  if (d !== null && d.knight === null && d.victim === seat) {
    const mine = knightVertices(part.knights, seat);
    const weakest = mine.reduce((a, b) => {
      const [ka, kb] = [part.knights.at[a]!, part.knights.at[b]!];
      return kb.strength < ka.strength || (kb.strength === ka.strength && !kb.active && ka.active) ? b : a;
    }, mine[0]);
    return weakest === undefined ? null : { type: 'DesertKnight', seat, vertex: vertices[weakest] };
  }
  if (d !== null && d.knight !== null && d.seat === seat) {
    const strength = deserterStrengths(s, seat, d.knight.strength).at(-1);
    const spots = recruitSpots(s, part.knights.at, seat);
    if (strength === undefined || spots.length === 0) return { type: 'PlaceDeserter', seat };
    const v = level === 'easy' ? spots[Math.floor(random() * spots.length)] : best(s, spots);
    return { type: 'PlaceDeserter', seat, vertex: vertices[v], strength };
  }
  const offer = part.progress.harbor?.offer;
  if (offer && offer.to === seat) {
    const mine = part.commodities[seat];
    const commodity = COMMODITIES.reduce((a, b) => (mine[b] > mine[a] ? b : a));
    return mine[commodity] > 0 ? { type: 'GiveCommodity', seat, commodity } : null;
  }
  return null;
}

/** The cards the seat's buildings take on a roll of `total` (the robber's hex aside). */
function production(s: Playing, seat: Seat, total: number): number {
  const { topology } = indexOf(s);
  let n = 0;
  s.board.tiles.forEach((t, h) => {
    if (t.token !== total || topology.hexes[h] === s.robber) return;
    for (const v of topology.hexVertices[h]) {
      const b = s.buildings[v];
      if (b?.seat === seat) n += b.kind === 'city' ? 2 : 1;
    }
  });
  return n;
}

/** The fewest cards a chosen roll must bring a good bot for the Alchemist to be worth playing. */
const ALCHEMIST_WORTH = 2;

/** A good bot's Alchemist before its roll: the best total (never 7), the red die as low as it goes (the gates draw on a low red). */
export function alchemist(s: Playing, seat: Seat, level: BotLevel): Command | null {
  const { turn } = s;
  if (level === 'easy' || turn.seat !== seat || turn.dice !== null || turn.pending.kind !== 'none' || !holds(ckPart(s).progress, seat, 'alchemist')) return null;
  const totals = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12];
  const total = totals.reduce((a, b) => (production(s, seat, b) > production(s, seat, a) ? b : a));
  if (production(s, seat, total) < ALCHEMIST_WORTH) return null;
  const red = Math.max(1, total - 6);
  return { type: 'PlayProgressCard', seat, card: 'alchemist', dice: [red, total - red] };
}

/** The seats' knights' total strength. */
const strengthOf = (s: Playing, seat: Seat): number => knightVertices(ckPart(s).knights, seat).reduce((n, v) => n + ckPart(s).knights.at[v]!.strength, 0);

/** How many players the Bishop robs on a hex, or −1 for a hex by one of the seat's own buildings. */
function bishopWorth(s: Playing, seat: Seat, hex: string): number {
  const { topology } = indexOf(s);
  const corners = topology.hexVertices[topology.hexIndex.get(hex)!];
  if (corners.some((v) => s.buildings[v]?.seat === seat)) return -1;
  const robbed = new Set(corners.map((v) => s.buildings[v]?.seat).filter((o): o is Seat => o !== undefined && handTotal(s.hands[o]) + commodityTotal(ckPart(s).commodities[o]) > 0));
  return robbed.size;
}

/** A good bot's play of one of these cards, or null when not worth it now. */
export function cardWorthPlaying(s: Playing, seat: Seat, card: ProgressCard): Command | null {
  const plays = playsOf(s, seat, card);
  const field = <T>(c: Command, name: string): T => (c as unknown as Record<string, T>)[name];
  switch (card) {
    case 'smith': return plays.filter((c) => field<readonly string[]>(c, 'vertices').length > 0).reduce<Command | null>((a, c) => (a === null || field<readonly string[]>(c, 'vertices').length > field<readonly string[]>(a, 'vertices').length ? c : a), null);
    case 'deserter': return plays.reduce<Command | null>((a, c) => (a === null || strengthOf(s, field<Seat>(c, 'victim')) > strengthOf(s, field<Seat>(a, 'victim')) ? c : a), null);
    case 'intrigue': case 'crane': return plays[0] ?? null;
    case 'bishop': {
      const top = plays.reduce<Command | null>((a, c) => (a === null || bishopWorth(s, seat, field(c, 'hex')) > bishopWorth(s, seat, field(a, 'hex')) ? c : a), null);
      return top !== null && bishopWorth(s, seat, field(top, 'hex')) > 0 ? top : null;
    }
    case 'diplomat': {
      const { edgeIndex } = indexOf(s).topology;
      const owner = (c: Command) => wayAt(s, edgeIndex.get(field(c, 'edge'))!)?.owner;
      const theirs = plays.filter((c) => field(c, 'to') === undefined && owner(c) !== seat);
      return theirs.find((c) => owner(c) === s.longestRoad) ?? theirs[0] ?? null;
    }
    case 'commercialHarbor': {
      const others = Array.from({ length: s.players }, (_, o) => o).filter((o) => o !== seat && commodityTotal(ckPart(s).commodities[o]) > 0);
      return others.length > 0 && handTotal(s.hands[seat]) > 0 && harborOf(s, seat) === null ? plays[0] ?? null : null;
    }
    default: return null;
  }
}

/** A good bot's next offer under its Commercial Harbor: its biggest pile, to the first partner. */
export function harborOffer(s: Playing, seat: Seat): Command | null {
  const to = harborPartners(s, seat)[0];
  const hand = s.hands[seat];
  const resource = RESOURCES.reduce((a, b) => (hand[b] > hand[a] ? b : a));
  return to === undefined || hand[resource] === 0 ? null : { type: 'OfferHarborTrade', seat, to, resource };
}
