// Cities & Knights: the progress area's legal commands for a seat: a deck to choose after a
// defenders' tie, the picks and answers the cards await (a Spy's, a Master Merchant's, cards owed,
// a Deserter's knights, a Commercial Harbor's commodity), a discard over the hand limit, the cards
// it may play now and its Commercial Harbor's offers.
import type { Command } from '../../../base/commands.ts';
import type { Event } from '../../../base/events.ts';
import { fold } from '../../../base/evolve.ts';
import { roadSpotEdges } from '../../../base/rules/placement.ts';
import { indexOf, type InPhase } from '../../../base/state.ts';
import { RESOURCES, type Seat } from '../../../base/types.ts';
import { CARDS } from '../cards.ts';
import { COMMODITIES } from '../commodities.ts';
import { ckPart } from '../part.ts';
import { TRACKS } from '../tracks.ts';
import { engineerSpots, freeRoads, medicineSpots } from './builds.ts';
import type { ProgressCard } from './deck.ts';
import { biggestPiles, masterMerchant, pickShown } from './owed.ts';
import { overLimit } from './part.ts';
import { merchantMay, PLAYABLE, playProgressCard, swappable } from './play.ts';
import { discarding } from './table.ts';
import { bishopMay, openWays, wayAt } from './board.ts';
import { harborPartners } from './harbor.ts';
import { deserterStrengths, intrigueTargets } from './knightly.ts';
import { knightVertices } from '../knights/part.ts';
import { recruitSpots } from '../knights/routes.ts';
import { shipOwner } from '../knights/sea.ts';

type Playing = InPhase<'playing'>;

const DIE = [1, 2, 3, 4, 5, 6];

/** The ways to play one card now (none for the Alchemist after the roll, nor for a card whose play does nothing the rules allow). */
export function playsOf(s: Playing, seat: Seat, card: ProgressCard): Command[] {
  const { turn } = s;
  if (!PLAYABLE.has(card) || turn.seat !== seat || turn.pending.kind !== 'none') return [];
  if (card === 'alchemist') return turn.dice !== null ? [] : DIE.flatMap((red) => DIE.map((yellow) => ({ type: 'PlayProgressCard', seat, card, dice: [red, yellow] } as const)));
  if (turn.dice === null) return [];
  switch (card) {
    case 'merchant': return indexOf(s).topology.hexes.filter((hex) => merchantMay(s, seat, hex)).map((hex) => ({ type: 'PlayProgressCard', seat, card, hex }));
    case 'merchantFleet': return CARDS.map((give) => ({ type: 'PlayProgressCard', seat, card, give }));
    case 'resourceMonopoly': return RESOURCES.map((resource) => ({ type: 'PlayProgressCard', seat, card, resource }));
    case 'tradeMonopoly': return COMMODITIES.map((commodity) => ({ type: 'PlayProgressCard', seat, card, commodity }));
    case 'irrigation': case 'mining': case 'warlord': case 'saboteur': case 'wedding': return [{ type: 'PlayProgressCard', seat, card }];
    case 'inventor': {
      const hexes = indexOf(s).topology.hexes.filter((h) => swappable(s, h));
      return hexes.flatMap((a, i) => hexes.slice(i + 1).map((b) => ({ type: 'PlayProgressCard', seat, card, hexes: [a, b] } as const)));
    }
    case 'spy': return Array.from({ length: s.players }, (_, victim) => victim).filter((v) => v !== seat).map((victim) => ({ type: 'PlayProgressCard', seat, card, victim }));
    case 'masterMerchant': return Array.from({ length: s.players }, (_, victim) => victim)
      .filter((v) => masterMerchant(s, seat, v) !== null).map((victim) => ({ type: 'PlayProgressCard', seat, card, victim }));
    case 'roadBuilding': return freeRoads(s, seat) > 0 ? [{ type: 'PlayProgressCard', seat, card }] : [];
    case 'engineer': return engineerSpots(s, seat).map((vertex) => ({ type: 'PlayProgressCard', seat, card, vertex }));
    case 'medicine': return medicineSpots(s, seat).map((vertex) => ({ type: 'PlayProgressCard', seat, card, vertex }));
    case 'commercialHarbor': return [{ type: 'PlayProgressCard', seat, card }];
    default: return laterPlays(s, seat, card);
  }
}

/** The free edges beside one of the seat's buildings or ships: where a ship might go (Seafarers judges it). */
function shipNear(s: Playing, seat: Seat): number[] {
  const t = indexOf(s).topology;
  const mine = (v: number) => s.buildings[v]?.seat === seat || t.vertexEdges[v].some((f) => shipOwner(s, f) === seat);
  return t.edges.flatMap((_, f) => (wayAt(s, f) === null && t.edgeVertices[f].some(mine) ? [f] : []));
}

/** Those of the candidates the rules accept now. */
const accepted = (s: Playing, plays: Command[]): Command[] => plays.filter((c) => c.type === 'PlayProgressCard' && playProgressCard(c, s).ok);

/** The Smith's, the Deserter's, Intrigue's, the Crane's, the Bishop's and the Diplomat's plays. */
function laterPlays(s: Playing, seat: Seat, card: ProgressCard): Command[] {
  const { vertices, hexes, edges } = indexOf(s).topology;
  const others = Array.from({ length: s.players }, (_, v) => v).filter((v) => v !== seat);
  const knights = ckPart(s).knights;
  switch (card) {
    case 'smith': {
      const mine = knightVertices(knights, seat).map((v) => vertices[v]);
      const sets = [...mine.map((v) => [v]), ...mine.flatMap((a, i) => mine.slice(i + 1).map((b) => [a, b]))];
      const plays = accepted(s, sets.map((set) => ({ type: 'PlayProgressCard', seat, card, vertices: set })));
      return plays.length > 0 ? plays : [{ type: 'PlayProgressCard', seat, card, vertices: [] }];
    }
    case 'deserter': return others.filter((v) => knightVertices(knights, v).length > 0).map((victim) => ({ type: 'PlayProgressCard', seat, card, victim }));
    case 'intrigue': return intrigueTargets(s, seat).map((v) => ({ type: 'PlayProgressCard', seat, card, vertex: vertices[v] }));
    case 'crane': {
      const cities = vertices.filter((_, v) => s.buildings[v]?.seat === seat && s.buildings[v]?.kind === 'city');
      return TRACKS.flatMap((track) => {
        const plain = accepted(s, [{ type: 'PlayProgressCard', seat, card, track }]);
        return plain.length > 0 ? plain : accepted(s, cities.map((vertex) => ({ type: 'PlayProgressCard', seat, card, track, vertex })));
      });
    }
    case 'bishop': {
      const { hexIndex } = indexOf(s).topology;
      return hexes.filter((hex) => bishopMay(s, hexIndex.get(hex))).map((hex) => ({ type: 'PlayProgressCard', seat, card, hex }));
    }
    case 'diplomat': return openWays(s).flatMap((e) => {
      const removal: Command = { type: 'PlayProgressCard', seat, card, edge: edges[e] };
      const { owner, piece } = wayAt(s, e)!;
      if (owner !== seat) return [removal];
      const after = fold([{ type: 'RoadRemoved', seat, owner: seat, edge: edges[e], piece } satisfies Event], s) as Playing;
      const again = (f: number): Command => ({ type: 'PlayProgressCard', seat, card, edge: edges[e], to: edges[f] });
      return [removal, ...(piece === 'road' ? roadSpotEdges(after, seat).map(again) : accepted(s, shipNear(after, seat).map(again)))];
    });
    default: return [];
  }
}

/** The answers a Deserter or a Commercial Harbor awaits of the seat, or null when it awaits none. */
function answers(s: Playing, seat: Seat): Command[] | null {
  const p = ckPart(s).progress;
  const { vertices } = indexOf(s).topology;
  const d = p.deserting;
  if (d !== null && d.knight === null) return d.victim === seat ? knightVertices(ckPart(s).knights, seat).map((v) => ({ type: 'DesertKnight', seat, vertex: vertices[v] })) : [];
  if (d !== null && d.knight !== null) {
    if (d.seat !== seat) return [];
    const spots = recruitSpots(s, ckPart(s).knights.at, seat);
    const places = deserterStrengths(s, seat, d.knight.strength).flatMap((strength) => spots.map((v): Command => ({ type: 'PlaceDeserter', seat, vertex: vertices[v], strength })));
    return [...places, { type: 'PlaceDeserter', seat }];
  }
  const offer = p.harbor?.offer;
  if (offer) return offer.to === seat ? COMMODITIES.filter((c) => ckPart(s).commodities[seat][c] > 0).map((commodity) => ({ type: 'GiveCommodity', seat, commodity })) : [];
  return null;
}

/** The seat's offers under its Commercial Harbor. */
const harborOffers = (s: Playing, seat: Seat): Command[] =>
  harborPartners(s, seat).flatMap((to) => RESOURCES.filter((r) => s.hands[seat][r] > 0).map((resource): Command => ({ type: 'OfferHarborTrade', seat, to, resource })));

export function progressLegal(s: Playing, seat: Seat): Command[] {
  const p = ckPart(s).progress;
  if (p.choosing.length > 0) {
    return p.choosing[0] === seat ? TRACKS.filter((_, t) => p.left[t] > 0).map((track) => ({ type: 'ChooseProgressDeck', seat, track })) : [];
  }
  if (p.spying !== null) return p.spying.seat === seat ? [...new Set(p.spying.cards ?? [])].map((card) => ({ type: 'TakeProgressCard', seat, card })) : [];
  if (p.looking !== null) return p.looking.seat === seat ? [pickShown(seat, p.looking)] : [];
  if (p.owing.length > 0) return p.owing[0].seat === seat ? [biggestPiles(s, seat, p.owing[0].count)] : [];
  const awaited = answers(s, seat);
  if (awaited !== null) return awaited;
  const held = [...new Set(p.hands[seat].cards)];
  const discards: Command[] = overLimit(p, seat) ? held.map((card) => ({ type: 'DiscardProgressCard', seat, card })) : [];
  if (seat !== s.turn.seat || discarding(s) !== null) return discards;
  const offers = s.turn.dice !== null && s.turn.pending.kind === 'none' ? harborOffers(s, seat) : [];
  return [...discards, ...held.flatMap((card) => playsOf(s, seat, card)), ...offers];
}
