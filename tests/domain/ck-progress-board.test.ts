// Cities & Knights' progress cards that work on the board and on trades (RULES.md §7.2.7): the
// Bishop moves the robber and robs each player there, the Diplomat removes an open road, the
// Crane lowers an improvement's price by one, the Commercial Harbor trades a resource for a
// commodity of each opponent's choice.
import { describe, expect, it } from 'vitest';
import { awaitedSeats, legalCommands, redact, redactState, supplyInputs, type Event } from '../../domain/catan/index.ts';
import { seededRandom } from '../../domain/shared/random.ts';
import { cityOf, commoditiesFor, holding, level } from './ck-given.ts';
import { A, B, C, firstAttack, G, H, knight, roads, S1 } from './ck-knights-given.ts';
import { draws, playing } from './ck-progress-given.ts';
import { BLUE, edgeJoining, gives, ORANGE, RED, stateOf, WHITE } from './given.ts';

/** A mountains hex with blue's and orange's buildings on it, none of red's. */
const BLUE_AND_ORANGE = '-1,1';
const NO_DRAWS = [0, 0, 0, 0, 0, 0];

describe('the Bishop', () => {
  const awake = () => playing(['bishop']).and(firstAttack);

  it('moves the robber and takes one random card from each player with a building on its new hex', () => {
    const events = awake().when({ type: 'PlayProgressCard', seat: RED, card: 'bishop', hex: BLUE_AND_ORANGE, draws: NO_DRAWS }).events;
    expect(events.slice(0, 2)).toEqual([{ type: 'ProgressCardPlayed', seat: RED, card: 'bishop' }, { type: 'RobberMoved', seat: RED, hex: BLUE_AND_ORANGE }]);
    expect(events.slice(2).map((e) => (e as { victim: number }).victim).sort()).toEqual([BLUE, ORANGE]);
    expect(events.slice(2).every((e) => (e.type === 'ResourceStolen' || e.type === 'CommodityStolen') && e.thief === RED)).toBe(true);
  });

  it('waits for the robber: before the first attack it is not on the board', () => {
    playing(['bishop']).when({ type: 'PlayProgressCard', seat: RED, card: 'bishop', hex: BLUE_AND_ORANGE, draws: NO_DRAWS }).thenRejects('cities-knights/robber-asleep');
  });

  it('moves it to another hex, its draws the server’s inputs', () => {
    const g = awake();
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'bishop', hex: g.playing.robber, draws: NO_DRAWS }).thenRejects('rule/robber-same-hex');
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'bishop', hex: '9,9', draws: NO_DRAWS }).thenRejects('rule/unknown-hex');
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'bishop', hex: BLUE_AND_ORANGE }).thenRejects('command/missing-input');
    const supplied = supplyInputs({ type: 'PlayProgressCard', seat: RED, card: 'bishop', hex: BLUE_AND_ORANGE }, seededRandom(2), g.state);
    expect(g.when(supplied).decision.ok).toBe(true);
    expect(legalCommands(g.state, RED)).toContainEqual({ type: 'PlayProgressCard', seat: RED, card: 'bishop', hex: BLUE_AND_ORANGE });
  });
});

describe('the Diplomat', () => {
  const startRoad = edgeJoining(S1, A);

  it('removes an open road: one of the player’s own goes back to his supply', () => {
    const g = playing(['diplomat']);
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'diplomat', edge: startRoad }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'diplomat' },
      { type: 'RoadRemoved', seat: RED, owner: RED, edge: startRoad, piece: 'road' },
    ]);
    const after = g.after({ type: 'PlayProgressCard', seat: RED, card: 'diplomat', edge: startRoad });
    expect(after.playing.pieces[RED].roads).toBe(g.playing.pieces[RED].roads + 1);
  });

  it('lets the player place his own road again at once, free, by the rules of placement', () => {
    const to = edgeJoining(S1, '1.1/2.1/2.2');
    const g = playing(['diplomat']);
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'diplomat', edge: startRoad, to }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'diplomat' },
      { type: 'RoadRemoved', seat: RED, owner: RED, edge: startRoad, piece: 'road' },
      { type: 'RoadsGranted', seat: RED, roads: 1 },
      { type: 'RoadPlaced', seat: RED, edge: to },
    ]);
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'diplomat', edge: startRoad, to: edgeJoining(B, '2.3/3.3/3.4') }).thenRejects('rule/not-connected');
  });

  it('sends an opponent’s road back to his supply, never to the player', () => {
    const blue = '1,1,W';
    const g = playing(['diplomat']);
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'diplomat', edge: blue })
      .then([{ type: 'ProgressCardPlayed', seat: RED, card: 'diplomat' }, { type: 'RoadRemoved', seat: RED, owner: BLUE, edge: blue, piece: 'road' }]);
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'diplomat', edge: blue, to: edgeJoining(S1, '1.1/2.1/2.2') }).thenRejects('cities-knights/not-own-road');
  });

  it('rejudges Longest Road', () => {
    const g = playing(['diplomat']).and(roads(RED, A, B, C, G), gives(RED, { brick: 1, lumber: 1 }))
      .after({ type: 'BuildRoad', seat: RED, edge: edgeJoining(G, H) });
    expect(g.playing.longestRoad).toBe(RED);
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'diplomat', edge: edgeJoining(G, H) }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'diplomat' },
      { type: 'RoadRemoved', seat: RED, owner: RED, edge: edgeJoining(G, H), piece: 'road' },
      { type: 'LongestRoadChanged', holder: null, length: 0 },
    ]);
  });

  it('leaves a road closed at both ends alone (its owner’s road, building or knight at each end)', () => {
    const g = playing(['diplomat']).and(roads(RED, A, B));
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'diplomat', edge: startRoad }).thenRejects('cities-knights/not-open-road');
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'diplomat', edge: edgeJoining(A, B) }).thenStartsWith([{ type: 'ProgressCardPlayed', seat: RED, card: 'diplomat' }]);
    g.and(knight(RED, B)).when({ type: 'PlayProgressCard', seat: RED, card: 'diplomat', edge: edgeJoining(A, B) }).thenRejects('cities-knights/not-open-road');
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'diplomat', edge: edgeJoining(B, '2.3/3.3/3.4') }).thenRejects('cities-knights/not-open-road');
  });
});

describe('the Crane', () => {
  it('buys a track’s next level for one commodity less: level 1 for nothing', () => {
    const g = holding({}).and(draws(RED, 'crane'));
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'crane', track: 'science' }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'crane' },
      { type: 'ImprovementBought', seat: RED, track: 'science', level: 1, paid: 0 },
    ]);
  });

  it('pays the rest, and takes the metropolis a level takes', () => {
    const g = holding({}, { coin: 3 }).and(level(RED, 'politics', 3), draws(RED, 'crane'));
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'crane', track: 'politics' }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'crane' },
      { type: 'ImprovementBought', seat: RED, track: 'politics', level: 4, paid: 3 },
      { type: 'MetropolisTaken', seat: RED, track: 'politics', vertex: cityOf(RED) },
    ]);
    const after = g.after({ type: 'PlayProgressCard', seat: RED, card: 'crane', track: 'politics' });
    expect(after.part.commodities[RED].coin).toBe(0);
  });

  it('is refused as the improvement would be', () => {
    holding({}).and(level(RED, 'trade', 1), draws(RED, 'crane')).when({ type: 'PlayProgressCard', seat: RED, card: 'crane', track: 'trade' })
      .thenRejects('cities-knights/insufficient-commodities');
    holding({}).and(level(RED, 'trade', 5), draws(RED, 'crane')).when({ type: 'PlayProgressCard', seat: RED, card: 'crane', track: 'trade' })
      .thenRejects('cities-knights/top-level');
  });
});

describe('the Commercial Harbor', () => {
  const open = () => holding({ ore: 1, wool: 1 }).and(commoditiesFor(BLUE, { coin: 1 }), draws(RED, 'commercialHarbor'))
    .after({ type: 'PlayProgressCard', seat: RED, card: 'commercialHarbor' });

  it('opens for the rest of the turn: each opponent offered a resource gives a commodity of his choice for it', () => {
    holding({}).and(draws(RED, 'commercialHarbor')).when({ type: 'PlayProgressCard', seat: RED, card: 'commercialHarbor' })
      .then([{ type: 'ProgressCardPlayed', seat: RED, card: 'commercialHarbor' }, { type: 'HarborOpened', seat: RED }]);
    const g = open();
    const offered = g.when({ type: 'OfferHarborTrade', seat: RED, to: BLUE, resource: 'ore' }).then([{ type: 'HarborOffered', seat: RED, to: BLUE, resource: 'ore' }]);
    expect(awaitedSeats(offered)).toEqual([BLUE]);
    expect(legalCommands(offered, BLUE)).toEqual([{ type: 'GiveCommodity', seat: BLUE, commodity: 'coin' }]);
    const waiting = g.after({ type: 'OfferHarborTrade', seat: RED, to: BLUE, resource: 'ore' });
    waiting.when({ type: 'EndTurn', seat: RED }).thenRejects('cities-knights/harbor-pending');
    waiting.when({ type: 'GiveCommodity', seat: ORANGE, commodity: 'coin' }).thenRejects('cities-knights/no-harbor-offer');
    waiting.when({ type: 'GiveCommodity', seat: BLUE, commodity: 'paper' }).thenRejects('cities-knights/insufficient-commodities');
    waiting.when({ type: 'GiveCommodity', seat: BLUE, commodity: 'coin' }).then([{ type: 'HarborTraded', seat: BLUE, to: RED, resource: 'ore', commodity: 'coin' }]);
    const traded = waiting.after({ type: 'GiveCommodity', seat: BLUE, commodity: 'coin' });
    expect(traded.part.commodities[RED].coin).toBe(1);
    expect(traded.part.commodities[BLUE].coin).toBe(0);
    expect(traded.playing.hands[BLUE].ore).toBe(waiting.playing.hands[BLUE].ore + 1);
    expect(traded.playing.hands[RED].ore).toBe(0);
    traded.when({ type: 'OfferHarborTrade', seat: RED, to: BLUE, resource: 'wool' }).thenRejects('cities-knights/harbor-partner');
  });

  it('offers once to each other player holding a commodity, a resource the player holds, in the turn the card is played', () => {
    const g = open();
    g.when({ type: 'OfferHarborTrade', seat: RED, to: ORANGE, resource: 'ore' }).thenRejects('cities-knights/harbor-partner');
    g.when({ type: 'OfferHarborTrade', seat: RED, to: BLUE, resource: 'brick' }).thenRejects('rule/insufficient-resources');
    holding({ ore: 1 }).when({ type: 'OfferHarborTrade', seat: RED, to: BLUE, resource: 'ore' }).thenRejects('cities-knights/harbor-closed');
    g.after({ type: 'EndTurn', seat: RED }).turnOfSeat(RED).roll([1, 1]).when({ type: 'OfferHarborTrade', seat: RED, to: BLUE, resource: 'ore' })
      .thenRejects('cities-knights/harbor-closed');
  });

  it('names the commodity given to the two players alone', () => {
    const g = open().after({ type: 'OfferHarborTrade', seat: RED, to: BLUE, resource: 'ore' }, { type: 'GiveCommodity', seat: BLUE, commodity: 'coin' });
    const events: readonly Event[] = g.events;
    const traded = events.at(-1)!;
    expect(redact(traded, WHITE)).toEqual({ ...traded, commodity: null });
    expect(redact(traded, RED)).toEqual(traded);
    for (const viewer of [RED, BLUE, ORANGE, WHITE, 'spectator'] as const) {
      expect(redactState(g.state, viewer)).toEqual(stateOf(events.map((e) => redact(e, viewer)), viewer));
    }
  });
});
