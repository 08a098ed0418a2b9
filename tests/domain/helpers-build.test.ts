// The helpers that build or buy (RULES.md §4.2): the Mendicant, the Explorer, the Architect and
// the Priest. The base game judges the building itself (where, pieces left, the price).
import { describe, expect, it } from 'vitest';
import { COSTS, devTotal, indexOf, legalOf, longestRoad, type Command, type InPhase } from '../../domain/catan/index.ts';
import { makeDevHand } from '../../domain/catan/base/cards.ts';
import { roadSpotEdges } from '../../domain/catan/base/rules/placement.ts';
import { redactHelpers, redactHelpersPart, type HelperUse, type HelpersEvent } from '../../domain/catan/modules/helpers/index.ts';
import { accepted, handOf, holding, partOf, play, rejects, table } from './helpers-given.ts';
import { edgeJoining } from './given.ts';
import { beforeTheBreak, WHITE3, WHITE_LINE } from './situations.ts';

type Playing = InPhase<'playing'>;
const use = (seat: number, u: HelperUse) => ({ type: 'UseHelper', seat, use: u, then: 'flip' } as const);
const edges = (s: Playing) => indexOf(s).topology.edges;

describe('A2 the Mendicant: pay a road\'s brick or lumber with 1 other resource', () => {
  const spot = (s: Playing) => edges(s)[roadSpotEdges(s, 0)[0]];

  it('builds the road for the lumber and the substitute', () => {
    const s = table({ 0: { lumber: 1, wool: 1 } }, ['mendicant']);
    const edge = spot(s);
    const { events, state } = accepted(s, use(0, { helper: 'mendicant', edge, instead: 'brick', pay: 'wool' }));
    expect(events).toEqual([
      { type: 'HelperUsed', seat: 0, helper: 'mendicant', side: 'A' },
      { type: 'HelperPaid', seat: 0, paid: { wool: 1 }, instead: { brick: 1 } },
      { type: 'RoadBuilt', seat: 0, edge },
      { type: 'HelperFlipped', seat: 0, helper: 'mendicant' },
    ]);
    expect(handOf(state, 0)).toEqual({});
    expect(state.bank).toEqual({ ...s.bank, wool: s.bank.wool + 1, lumber: s.bank.lumber + 1 });
    expect(state.roads[indexOf(s).topology.edgeIndex.get(edge)!]).toBe(0);
  });

  it('may pay the lumber with a second brick', () => {
    const s = table({ 0: { brick: 2 } }, ['mendicant']);
    expect(handOf(accepted(s, use(0, { helper: 'mendicant', edge: spot(s), instead: 'lumber', pay: 'brick' })).state, 0)).toEqual({});
  });

  it('refuses paying a card with itself, a substitute not held, the rest of the price missing, and a bad spot', () => {
    const s = table({ 0: { lumber: 1, wool: 1 } }, ['mendicant']);
    rejects(s, use(0, { helper: 'mendicant', edge: spot(s), instead: 'brick', pay: 'brick' }), 'helpers/invalid-substitute');
    rejects(s, use(0, { helper: 'mendicant', edge: spot(s), instead: 'brick', pay: 'ore' }), 'rule/insufficient-resources');
    rejects(s, use(0, { helper: 'mendicant', edge: spot(s), instead: 'lumber', pay: 'wool' }), 'rule/insufficient-resources');
    rejects(s, use(0, { helper: 'mendicant', edge: 'nowhere', instead: 'brick', pay: 'wool' }), 'rule/unknown-edge');
    const far = edges(s).find((_, e) => s.roads[e] === -1 && !roadSpotEdges(s, 0).includes(e))!;
    rejects(s, use(0, { helper: 'mendicant', edge: far, instead: 'brick', pay: 'wool' }), 'rule/not-connected');
  });
});

describe('A4 the Explorer: move one of your end roads (an end touching none of your pieces) elsewhere', () => {
  const mine = (s: Playing, seat = 0) => edges(s).filter((_, e) => s.roads[e] === seat);

  it('moves a set-up road to another legal spot', () => {
    const s = table({}, ['explorer']);
    const from = mine(s)[0];
    const e = indexOf(s).topology.edgeIndex.get(from)!;
    const without = { ...s, roads: s.roads.map((r, i) => (i === e ? -1 : r)) };
    const to = edges(s)[roadSpotEdges(without, 0).find((f) => f !== e)!];
    const { events, state } = accepted(s, use(0, { helper: 'explorer', from, to }));
    expect(events.slice(1, -1)).toEqual([{ type: 'RoadMoved', seat: 0, from, to }]);
    expect(mine(state)).toHaveLength(mine(s).length);
    expect(mine(state)).toContain(to);
    expect(mine(state)).not.toContain(from);
    expect(state.pieces[0]).toEqual(s.pieces[0]);
  });

  it('Longest Road follows the move: the holder keeps it while tied, and a longer line keeps its length', () => {
    let white: Playing | null = null;
    beforeTheBreak({ redRoads: 3, whiteRoads: 8, whiteTurn: (g) => { white = g.playing; return g; } });
    const s = holding(white!, [null, null, 'explorer']);
    expect([s.longestRoad, s.longestRoadLength, s.turn.seat]).toEqual([WHITE3, 8, WHITE3]);
    const from = edgeJoining(WHITE_LINE[7], WHITE_LINE[8]);
    const e = indexOf(s).topology.edgeIndex.get(from)!;
    const without = { ...s, roads: s.roads.map((r, i) => (i === e ? -1 : r)) };
    const spots = roadSpotEdges(without, WHITE3).filter((f) => f !== e);
    const lengthWith = (f: number) => longestRoad({ ...without, roads: without.roads.map((r, i) => (i === f ? WHITE3 : r)) }, WHITE3);
    const shorter = spots.find((f) => lengthWith(f) === 7)!;
    const events = accepted(s, use(WHITE3, { helper: 'explorer', from, to: edges(s)[shorter] })).events;
    expect(events).toContainEqual({ type: 'LongestRoadChanged', holder: WHITE3, length: 7 });
    const same = spots.find((f) => lengthWith(f) === 8)!;
    expect(accepted(s, use(WHITE3, { helper: 'explorer', from, to: edges(s)[same] })).events.some((x) => x.type === 'LongestRoadChanged')).toBe(false);
  });

  it('refuses a road with no free end, a road of another player, the same spot and an unconnected one', () => {
    const s = table({ 0: { brick: 1, lumber: 1 } }, ['explorer', 'explorer']);
    const first = mine(s)[0];
    const fe = indexOf(s).topology.edgeIndex.get(first)!;
    // A road built on the free end of the first: the first now touches the player's pieces at both ends.
    const ends = indexOf(s).topology.edgeVertices[fe];
    const next = legalOf(s, 0, 'BuildRoad').find((c) => {
      const f = indexOf(s).topology.edgeIndex.get((c as Extract<Command, { type: 'BuildRoad' }>).edge)!;
      return indexOf(s).topology.edgeVertices[f].some((v) => ends.includes(v) && s.buildings[v] === null);
    })!;
    const built = play(s, next);
    rejects(built, use(0, { helper: 'explorer', from: first, to: edges(s)[roadSpotEdges(built, 0)[0]] }), 'helpers/not-an-end-road');
    rejects(s, use(0, { helper: 'explorer', from: mine(s, 1)[0], to: edges(s)[roadSpotEdges(s, 0)[0]] }), 'helpers/not-an-end-road');
    rejects(s, use(0, { helper: 'explorer', from: first, to: first }), 'rule/occupied');
    const far = edges(s).find((_, e) => s.roads[e] === -1 && !roadSpotEdges(s, 0).includes(e))!;
    rejects(s, use(0, { helper: 'explorer', from: first, to: far }), 'rule/not-connected');
  });
});

describe('A6 the Architect: look at the top 3 cards, keep 1; one of its 3 resources may be paid with another', () => {
  const draws = [0, 0.5, 0.99];

  it('shows the cards to its player, who keeps one and pays the usual price', () => {
    const s = table({ 0: COSTS.developmentCard }, ['architect']);
    const looked = accepted(s, use(0, { helper: 'architect', draws }));
    const shown = looked.events[1] as Extract<HelpersEvent, { type: 'DeckShown' }>;
    expect(shown).toMatchObject({ type: 'DeckShown', seat: 0, paid: {}, instead: {} });
    expect(shown.cards).toHaveLength(3);
    const card = shown.cards[2]!;
    const kept = accepted(looked.state, { type: 'ChooseHelperCard', seat: 0, card });
    expect(kept.events).toEqual([{ type: 'HelperChoiceMade', seat: 0 }, { type: 'DevelopmentCardBought', seat: 0, card }]);
    expect(handOf(kept.state, 0)).toEqual({});
    expect(kept.state.devCards[0][card]).toBe(1);
    expect(devTotal(kept.state.deck)).toBe(devTotal(s.deck) - 1);
    // Bought this turn: not playable before the next.
    expect(kept.state.turn.bought[card]).toBe(1);
  });

  it('may pay one of the price\'s cards with another resource, when the card is kept', () => {
    const s = table({ 0: { wool: 1, grain: 1, brick: 1 } }, ['architect']);
    const looked = accepted(s, use(0, { helper: 'architect', instead: 'ore', pay: 'brick', draws }));
    const card = (looked.events[1] as Extract<HelpersEvent, { type: 'DeckShown' }>).cards[0]!;
    const kept = accepted(looked.state, { type: 'ChooseHelperCard', seat: 0, card });
    expect(kept.events[1]).toEqual({ type: 'HelperPaid', seat: 0, paid: { brick: 1 }, instead: { ore: 1 } });
    expect(handOf(kept.state, 0)).toEqual({});
    expect(kept.state.bank).toEqual({ ...s.bank, wool: s.bank.wool + 1, grain: s.bank.grain + 1, brick: s.bank.brick + 1 });
  });

  it('looks at what is left when the deck holds fewer than 3', () => {
    const s = table({ 0: COSTS.developmentCard }, ['architect']);
    const { events } = accepted({ ...s, deck: makeDevHand(1, 0, 0, 0, 1, 0) }, use(0, { helper: 'architect', draws }));
    expect(events[1]).toMatchObject({ cards: ['knight', 'victoryPoint'] });
  });

  it('refuses without the server\'s draws, without the price, with an empty deck, and a card not looked at', () => {
    const s = table({ 0: COSTS.developmentCard }, ['architect']);
    rejects(s, use(0, { helper: 'architect' }), 'command/missing-input');
    rejects(table({ 0: { wool: 1, grain: 1 } }, ['architect']), use(0, { helper: 'architect', draws }), 'rule/insufficient-resources');
    rejects(s, use(0, { helper: 'architect', instead: 'ore', pay: 'ore', draws }), 'helpers/invalid-substitute');
    rejects({ ...s, deck: makeDevHand(0, 0, 0, 0, 0, 0) }, use(0, { helper: 'architect', draws }), 'rule/no-development-cards');
    const looked = accepted({ ...s, deck: makeDevHand(3, 0, 0, 0, 0, 0) }, use(0, { helper: 'architect', draws })).state;
    rejects(looked, { type: 'ChooseHelperCard', seat: 0, card: 'monopoly' }, 'helpers/not-offered');
    rejects(looked, use(0, { helper: 'architect', draws }), 'helpers/choose-first');
  });

  it('the cards looked at are seen by its player only', () => {
    const s = table({ 0: COSTS.developmentCard }, ['architect']);
    const looked = accepted(s, use(0, { helper: 'architect', draws }));
    const shown = looked.events[1] as Extract<HelpersEvent, { type: 'DeckShown' }>;
    expect(redactHelpers(shown, 0)).toEqual(shown);
    expect(redactHelpers(shown, 1)).toEqual({ ...shown, cards: [null, null, null] });
    expect(redactHelpersPart(partOf(looked.state), 'spectator')?.choice).toMatchObject({ cards: [null, null, null] });
  });
});

describe('the Priest: discard a knight to build a settlement for 1 brick + 1 lumber or a city for 1 grain + 2 ore', () => {
  const settlementOf = (s: Playing) => indexOf(s).topology.vertices[s.buildings.findIndex((b) => b?.seat === 0 && b.kind === 'settlement')];

  it('builds a city for 1 grain and 2 ore with a knight from the table', () => {
    const s = { ...table({ 0: { grain: 1, ore: 2 } }, ['priest']), knights: [1, 0, 0, 0] };
    const vertex = settlementOf(s);
    const { events, state } = accepted(s, use(0, { helper: 'priest', build: 'city', vertex, knight: 'table' }));
    expect(events.slice(1, -1)).toEqual([
      { type: 'KnightDiscarded', seat: 0, from: 'table' },
      { type: 'HelperPaid', seat: 0, paid: {}, instead: { grain: 1, ore: 1 } },
      { type: 'CityBuilt', seat: 0, vertex },
    ]);
    expect(handOf(state, 0)).toEqual({});
    expect(state.knights[0]).toBe(0);
  });

  it('builds a settlement for 1 brick and 1 lumber with a knight from the hand', () => {
    const s0 = table({ 0: { brick: 3, lumber: 3 } }, ['priest']);
    let s = s0;
    while (legalOf(s, 0, 'BuildSettlement').length === 0) s = play(s, legalOf(s, 0, 'BuildRoad')[0]);
    s = { ...s, devCards: s.devCards.map((d, i) => (i === 0 ? makeDevHand(1, 0, 0, 0, 0, 0) : d)) };
    const vertex = (legalOf(s, 0, 'BuildSettlement')[0] as Extract<Command, { type: 'BuildSettlement' }>).vertex;
    const { events, state } = accepted(s, use(0, { helper: 'priest', build: 'settlement', vertex, knight: 'hand' }));
    expect(events.at(-2)).toEqual({ type: 'SettlementBuilt', seat: 0, vertex });
    expect(state.devCards[0].knight).toBe(0);
    expect(state.hands[0]).toEqual({ ...s.hands[0], brick: s.hands[0].brick - 1, lumber: s.hands[0].lumber - 1 });
  });

  it('a knight discarded from the table no longer counts for Largest Army', () => {
    const s = { ...table({ 0: { grain: 1, ore: 2 } }, ['priest']), knights: [3, 3, 0, 0], largestArmy: 0 };
    const c = use(0, { helper: 'priest', build: 'city', vertex: settlementOf(s), knight: 'table' });
    expect(accepted(s, c).events).toContainEqual({ type: 'LargestArmyChanged', holder: 1 });
    expect(accepted({ ...s, knights: [3, 2, 0, 0] }, c).events).toContainEqual({ type: 'LargestArmyChanged', holder: null });
    expect(accepted({ ...s, knights: [4, 3, 0, 0] }, c).events.some((e) => e.type === 'LargestArmyChanged')).toBe(false);
  });

  it('refuses without a knight where named, without the price, and on a building not one\'s settlement', () => {
    const s = { ...table({ 0: { grain: 1, ore: 2 } }, ['priest']), knights: [1, 0, 0, 0] };
    rejects(s, use(0, { helper: 'priest', build: 'city', vertex: settlementOf(s), knight: 'hand' }), 'helpers/no-knight');
    rejects({ ...s, hands: table({ 0: { grain: 1, ore: 1 } }, []).hands }, use(0, { helper: 'priest', build: 'city', vertex: settlementOf(s), knight: 'table' }), 'rule/insufficient-resources');
    const other = indexOf(s).topology.vertices[s.buildings.findIndex((b) => b?.seat === 1)];
    rejects(s, use(0, { helper: 'priest', build: 'city', vertex: other, knight: 'table' }), 'rule/not-your-settlement');
  });
});
