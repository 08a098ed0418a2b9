// Cities & Knights: the progress area's events folded into the state. A viewer who may not name a
// card (another seat's draw or discard) only counts it; the decks are known to the server alone.
import { moveCards, pay, setPart, turnDraft, type Draft } from '../../../base/draft.ts';
import { indexOf, sees } from '../../../base/state.ts';
import type { Seat } from '../../../base/types.ts';
import { isResource } from '../cards.ts';
import { addCommodities, COMMODITIES, type CommodityBundle } from '../commodities.ts';
import { makeHand } from '../../../base/cards.ts';
import type { Hand } from '../../../base/types.ts';
import { ckPart, CITIES_KNIGHTS } from '../part.ts';
import { TRACKS, type Track } from '../tracks.ts';
import { DECK_OF, isVictoryCard, type ProgressCard } from './deck.ts';
import { PROGRESS_EVENTS, type ProgressEvent } from './events.ts';
import type { ProgressHand, ProgressPart } from './part.ts';
import { evolveCard } from './evolve-cards.ts';

const TYPES: ReadonlySet<string> = new Set(PROGRESS_EVENTS);
export const isProgressEvent = (e: { readonly type: string }): e is ProgressEvent => TYPES.has(e.type);

const progressOf = (d: Draft): ProgressPart => ckPart(d).progress;
const update = (d: Draft, change: Partial<ProgressPart>): void => {
  const part = ckPart(d);
  setPart(d, CITIES_KNIGHTS, { ...part, progress: { ...part.progress, ...change } });
};
const replaced = <T>(list: readonly T[], i: number, value: T): T[] => list.map((x, j) => (j === i ? value : x));

function addCard(h: ProgressHand, card: ProgressCard | null, open: boolean): ProgressHand {
  return open && card !== null ? { cards: [...h.cards, card], unknown: h.unknown } : { cards: h.cards, unknown: h.unknown + 1 };
}

function removeCard(h: ProgressHand, card: ProgressCard | null, open: boolean): ProgressHand {
  const i = open && card !== null ? h.cards.indexOf(card) : -1;
  if (i < 0) return { cards: h.cards, unknown: h.unknown - 1 };
  return { cards: [...h.cards.slice(0, i), ...h.cards.slice(i + 1)], unknown: h.unknown };
}

/** A card from the seat's hand under its deck (played or discarded). */
function underDeck(d: Draft, seat: Seat, track: Track, card: ProgressCard | null): void {
  const p = progressOf(d);
  const t = TRACKS.indexOf(track);
  const decks = p.decks === null || card === null ? p.decks : replaced(p.decks, t, [...p.decks[t], card]);
  update(d, {
    hands: replaced(p.hands, seat, removeCard(p.hands[seat], card, sees(d.viewer, seat))),
    decks,
    left: replaced(p.left, t, p.left[t] + 1),
  });
}

function drawn(d: Draft, e: Extract<ProgressEvent, { type: 'ProgressCardDrawn' }>): void {
  const p = progressOf(d);
  const t = TRACKS.indexOf(e.track);
  const change: Partial<ProgressPart> = {
    decks: p.decks === null ? null : replaced(p.decks, t, p.decks[t].slice(1)),
    left: replaced(p.left, t, p.left[t] - 1),
    choosing: e.reason === 'defenders' ? p.choosing.filter((s) => s !== e.seat) : p.choosing,
  };
  if (isVictoryCard(e.card)) {
    update(d, { ...change, shown: replaced(p.shown, e.seat, p.shown[e.seat] + 1), laid: [...p.laid, e.card!] });
  } else {
    update(d, { ...change, hands: replaced(p.hands, e.seat, addCard(p.hands[e.seat], e.card, sees(d.viewer, e.seat))) });
  }
}

/** A defenders' tie (the core's DefendersTied): each tied seat chooses a deck, in turn order from the active player. */
export function defendersTied(d: Draft, seats: readonly Seat[]): void {
  const from = d.turn?.seat ?? 0;
  const order = [...seats].sort((a, b) => ((a - from + d.players) % d.players) - ((b - from + d.players) % d.players));
  update(d, { choosing: [...progressOf(d).choosing, ...order] });
}

function moveCommodities(d: Draft, from: Seat, to: Seat, b: CommodityBundle): void {
  const part = ckPart(d);
  const hands = part.commodities.slice();
  hands[from] = addCommodities(hands[from], b, -1, sees(d.viewer, from));
  hands[to] = addCommodities(hands[to], b, 1, sees(d.viewer, to));
  setPart(d, CITIES_KNIGHTS, { ...part, commodities: hands });
}

/** Commodities from a seat back to the supply. */
function discardCommodities(d: Draft, seat: Seat, b: CommodityBundle): void {
  const part = ckPart(d);
  const supply = { ...part.supply };
  for (const c of COMMODITIES) supply[c] += b[c] ?? 0;
  const commodities = part.commodities.slice();
  commodities[seat] = addCommodities(commodities[seat], b, -1, sees(d.viewer, seat));
  setPart(d, CITIES_KNIGHTS, { ...part, commodities, supply });
}

/** Owed cards given up: to the bank, or to a seat (counted only, by a viewer who may not name them). */
function handedOver(d: Draft, e: Extract<ProgressEvent, { type: 'CardsHandedOver' }>): void {
  update(d, e.taken ? { looking: null } : { owing: progressOf(d).owing.slice(1) });
  if (e.resources !== null && e.commodities !== null) {
    if (e.to === null) {
      pay(d, e.seat, e.resources, -1);
      return discardCommodities(d, e.seat, e.commodities);
    }
    moveCards(d, e.seat, e.to, e.resources);
    return moveCommodities(d, e.seat, e.to, e.commodities);
  }
  // Hidden: both hands are closed to this viewer; only the counts move.
  const to = e.to!;
  const hands = d.hands.slice();
  const closed = (h: Hand, n: number) => makeHand(h.brick, h.lumber, h.wool, h.grain, h.ore, h.unknown + n);
  hands[e.seat] = closed(hands[e.seat], -e.counts[0]);
  hands[to] = closed(hands[to], e.counts[0]);
  d.hands = hands;
  const part = ckPart(d);
  const commodities = part.commodities.slice();
  commodities[e.seat] = { ...commodities[e.seat], unknown: commodities[e.seat].unknown - e.counts[1] };
  commodities[to] = { ...commodities[to], unknown: commodities[to].unknown + e.counts[1] };
  setPart(d, CITIES_KNIGHTS, { ...part, commodities });
}

function encouraged(d: Draft, seat: Seat): void {
  const part = ckPart(d);
  const turn = d.turn?.number ?? 0;
  const at = part.knights.at.map((k) => (k !== null && k.seat === seat && !k.active ? { ...k, active: true, activatedTurn: turn } : k));
  setPart(d, CITIES_KNIGHTS, { ...part, knights: { ...part.knights, at } });
}

export function evolveProgress(d: Draft, e: ProgressEvent): void {
  const p = progressOf(d);
  switch (e.type) {
    case 'ProgressDecksShuffled':
      return update(d, { decks: e.decks, left: e.decks === null ? p.left : e.decks.map((deck) => deck.length) });
    case 'ProgressCardDrawn':
      return drawn(d, e);
    case 'ProgressCardPlayed':
      return underDeck(d, e.seat, DECK_OF[e.card], e.card);
    case 'ProgressCardDiscarded':
      return underDeck(d, e.seat, e.track, e.card);
    case 'MerchantPlaced':
      return update(d, { merchant: { hex: e.hex, seat: e.seat } });
    case 'FleetNamed': {
      const turn = d.turn.number;
      const cards = p.fleet !== null && p.fleet.turn === turn && p.fleet.seat === e.seat ? [...p.fleet.cards, e.card] : [e.card];
      return update(d, { fleet: { turn, seat: e.seat, cards } });
    }
    case 'CardsTaken':
      moveCards(d, e.from, e.seat, e.resources);
      return moveCommodities(d, e.from, e.seat, e.commodities);
    case 'KnightsEncouraged':
      return encouraged(d, e.seat);
    case 'HarvestTaken':
      if (isResource(e.resource)) pay(d, e.seat, { [e.resource]: e.count }, 1);
      return;
    case 'ProgressPaid':
      return pay(d, e.seat, e.resources, 1);
    case 'HandLookedAt':
      return update(d, { looking: { seat: e.seat, victim: e.victim, count: e.count, resources: e.resources, commodities: e.commodities } });
    case 'ProgressHandShown':
      return update(d, { spying: { seat: e.seat, victim: e.victim, cards: e.cards } });
    case 'ProgressCardTaken': {
      const hands = p.hands.slice();
      hands[e.victim] = removeCard(hands[e.victim], e.card, sees(d.viewer, e.victim));
      hands[e.seat] = addCard(hands[e.seat], e.card, sees(d.viewer, e.seat));
      return update(d, { hands, spying: null });
    }
    case 'TokensSwapped': {
      const { hexIndex } = indexOf(d).topology;
      const [a, b] = e.hexes.map((h) => hexIndex.get(h)!);
      const tiles = d.board.tiles.slice();
      tiles[a] = { ...tiles[a], token: d.board.tiles[b].token };
      tiles[b] = { ...tiles[b], token: d.board.tiles[a].token };
      d.board = { ...d.board, tiles };
      return;
    }
    case 'CardsOwed':
      return update(d, { owing: [...p.owing, ...e.owing] });
    case 'CardsHandedOver':
      return handedOver(d, e);
    case 'RoadsGranted':
      d.turn = { ...turnDraft(d.turn), pending: { kind: 'roadBuilding', remaining: e.roads } };
      return;
    case 'DesertionAsked': case 'KnightDeserted': case 'DeserterPlaced': case 'KnightIntrigued': case 'RoadRemoved':
    case 'HarborOpened': case 'HarborOffered': case 'HarborTraded':
      return evolveCard(d, e);
    default: {
      const unknown: never = e;
      void unknown;
    }
  }
}
