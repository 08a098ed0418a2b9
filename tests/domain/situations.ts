// Situations shared by several rule areas, each built from real commands (see given.ts).
//
// The Longest Road table: three players on a variable board (the terrain does not matter here).
//   red    (seat 0): settlements at 3.4/3.5/4.4 and 4.2/4.3/5.2, roads to 3.4/4.3/4.4 and 3.3/4.2/4.3
//   orange (seat 1): settlements at 2.1/3.1/3.2 and 3.5 N, roads to 2.1/2.2/3.2 and 2.4/3.4/3.5
//   white  (seat 2): settlements at 5.1 S and 1.2 N, roads to 5.1 SE and 1.2 NE
import type { Command, CommandType, Seat } from '../../domain/catan/index.ts';
import { largeGame, pays, rollsQuietly } from './large-table.ts';
import {
  beginnerGame, buys, edge, edgeJoining, given, gives, hex, RED, setUpGame, vertex, WHITE, type Given, type Placement,
} from './given.ts';

export const RED3 = 0;
export const ORANGE3 = 1;
export const WHITE3 = 2;

const LONGEST_ROAD_TABLE: readonly Placement[] = [
  { settlement: '3.4/3.5/4.4', roadTo: '3.4/4.3/4.4' }, // red
  { settlement: '2.1/3.1/3.2', roadTo: '2.1/2.2/3.2' }, // orange
  { settlement: '5.1 S', roadTo: '5.1 SE' }, // white
  { settlement: '1.2 N', roadTo: '1.2 NE' }, // white
  { settlement: '3.5 N', roadTo: '2.4/3.4/3.5' }, // orange
  { settlement: '4.2/4.3/5.2', roadTo: '3.3/4.2/4.3' }, // red
];

/** Orange's line of 7 roads, from its settlement 2.1/3.1/3.2 to its settlement at 3.5 N. */
export const ORANGE_LINE = ['2.1/3.1/3.2', '2.1/2.2/3.2', '2.2/3.2/3.3', '2.2/2.3/3.3', '2.3/3.3/3.4', '2.3/2.4/3.4', '2.4/3.4/3.5', '3.5 N'];
/** White's line along the south coast, from its settlement at 5.1 S (up to 8 roads). */
export const WHITE_LINE = ['5.1 S', '5.1 SE', '5.2 S', '5.2 SE', '5.3 S', '5.3 SE', '5.3 NE', '4.4 SE', '3.5 S'];
/** Red's line from its settlement 3.4/3.5/4.4 to 2.2/3.2/3.3, in the middle of orange's line. */
export const RED_LINE = ['3.4/3.5/4.4', '3.4/4.3/4.4', '3.3/3.4/4.3', '3.3/4.2/4.3', '3.2/3.3/4.2', '2.2/3.2/3.3'];

/** Roads along consecutive intersections of a line, from the i-th to the j-th intersection. */
export function roadsAlong(seat: Seat, line: readonly string[], from: number, to: number): Command[] {
  const out: Command[] = [];
  for (let i = from; i < to; i++) out.push({ type: 'BuildRoad', seat, edge: edgeJoining(line[i], line[i + 1]) });
  return out;
}

export const longestRoadTable = (): Given => given(setUpGame(3, LONGEST_ROAD_TABLE));

/** The active seat rolls (a 2) and ends its turn. */
export const passes = (g: Given): Given => {
  const seat = g.playing.turn.seat;
  return g.rolled([1, 1]).after({ type: 'EndTurn', seat });
};

/**
 * Orange holds Longest Road with its line of 7 roads (built in its first turn). It is white's
 * first turn, before the roll.
 */
export function orangeHoldsWithSeven(): Given {
  return passes(longestRoadTable())
    .and(gives(ORANGE3, { brick: 5, lumber: 5 }, 3)).rolled([1, 1])
    .after(...roadsAlong(ORANGE3, ORANGE_LINE, 1, 6), { type: 'EndTurn', seat: ORANGE3 });
}

/**
 * Orange holds Longest Road with 7 roads; in red's second turn (after the roll) red's line has
 * `redRoads` roads from 3.4/3.5/4.4 (4 builds give 5: up to 2.2/3.2/3.3, in the middle of
 * orange's line), and the cards for a settlement. White's line has `whiteRoads` roads.
 */
export function beforeTheBreak(options: { redRoads: 3 | 5 | 6; whiteRoads?: number; whiteTurn?: (g: Given) => Given }): Given {
  const whiteRoads = options.whiteRoads ?? 1;
  let g = orangeHoldsWithSeven().and(gives(WHITE3, { brick: whiteRoads, lumber: whiteRoads }, 3)).rolled([1, 1])
    .after(...roadsAlong(WHITE3, WHITE_LINE, 1, whiteRoads));
  if (options.whiteTurn) g = options.whiteTurn(g);
  g = g.after({ type: 'EndTurn', seat: WHITE3 })
    .and(gives(RED3, { brick: 6, lumber: 6, wool: 1, grain: 1 }, 3)).rolled([1, 1]);
  if (options.redRoads === 3) {
    // The short way from red's other settlement: 4.2/4.3/5.2 → 3.3/4.2/4.3 → 3.2/3.3/4.2 → 2.2/3.2/3.3.
    return g.after(
      { type: 'BuildRoad', seat: RED3, edge: edgeJoining('3.3/4.2/4.3', '3.2/3.3/4.2') },
      { type: 'BuildRoad', seat: RED3, edge: edgeJoining('3.2/3.3/4.2', '2.2/3.2/3.3') },
    );
  }
  g = g.after(...roadsAlong(RED3, RED_LINE, 1, 5));
  // The 6th road lengthens red's line at its other end, toward 3.5 S.
  if (options.redRoads === 6) g = g.after({ type: 'BuildRoad', seat: RED3, edge: edgeJoining('3.4/3.5/4.4', '3.5 S') });
  return g;
}

/**
 * Orange cut below 5: orange holds Longest Road with 7; red reaches 2.3/3.3/3.4, in the middle of
 * orange's line, the short way (2 roads from 3.4/4.3/4.4), with the cards for a settlement there,
 * which would leave orange 4 and 3, red 3 and white 1. Red's turn, after the roll.
 */
export function beforeABreakBelowFive(): Given {
  return orangeHoldsWithSeven().rolled([1, 1]).after({ type: 'EndTurn', seat: WHITE3 })
    .and(gives(RED3, { brick: 3, lumber: 3, wool: 1, grain: 1 }, 3)).rolled([1, 1])
    .after(
      { type: 'BuildRoad', seat: RED3, edge: edgeJoining('3.4/4.3/4.4', '3.3/3.4/4.3') },
      { type: 'BuildRoad', seat: RED3, edge: edgeJoining('3.3/3.4/4.3', '2.3/3.3/3.4') },
    );
}

/**
 * A road that ends at an opponent's settlement: three players; red settles at 3.5 S (road to
 * 3.4/3.5/4.4) and 1.1 N; orange settles at 3.2/3.3/4.2 in its first turn; in its second turn
 * red has built 4 roads in a row from 3.5 S to 3.3/4.2/4.3, one path short of orange's settlement.
 * Red's turn, after the roll, with the cards for one more road.
 */
export const RED_TO_ORANGE = ['3.5 S', '3.4/3.5/4.4', '3.4/4.3/4.4', '3.3/3.4/4.3', '3.3/4.2/4.3', '3.2/3.3/4.2'];
export function roadUpToAnOpponent(): Given {
  const table: Placement[] = [
    { settlement: '3.5 S', roadTo: '3.4/3.5/4.4' },
    { settlement: '2.1/3.1/3.2', roadTo: '2.1/2.2/3.2' },
    { settlement: '1.3 N', roadTo: '1.3 NE' },
    { settlement: '5.3 SE', roadTo: '5.3 S' },
    { settlement: '5.1 S', roadTo: '5.1 SE' },
    { settlement: '1.1 N', roadTo: '1.1 NW' },
  ];
  return passes(given(setUpGame(3, table)))
    .and(gives(ORANGE3, { brick: 3, lumber: 3, wool: 1, grain: 1 }, 3)).rolled([1, 1])
    .after(
      { type: 'BuildRoad', seat: ORANGE3, edge: edgeJoining('2.1/2.2/3.2', '2.2/3.2/3.3') },
      { type: 'BuildRoad', seat: ORANGE3, edge: edgeJoining('2.2/3.2/3.3', '3.2/3.3/4.2') },
      { type: 'BuildSettlement', seat: ORANGE3, vertex: vertex('3.2/3.3/4.2') },
      { type: 'EndTurn', seat: ORANGE3 },
    )
    .turnOf(RED3).and(gives(RED3, { brick: 5, lumber: 5 }, 3)).rolled([1, 1])
    .after(...roadsAlong(RED3, RED_TO_ORANGE, 1, 4));
}

// Deck order: 14 knights, then 2 road building cards: a draw of 0.58 takes a road building card.
const buyRoadBuilding: Command = { type: 'BuyDevelopmentCard', seat: RED, draw: 0.58 };

/**
 * On the beginner board, red (road 1.1/1.2/2.2 → 1.2/2.2/2.3) buys a Road Building card in its
 * first turn; then white builds roads from 2.1/2.2/3.2 and settles at 2.2/2.3/3.3, one path beyond
 * the end of red's road. It is red's turn again, before the roll.
 */
export function whiteSettlesAheadOfRed(): Given {
  return given(beginnerGame(), gives(RED, { wool: 1, grain: 1, ore: 1 }), gives(WHITE, { brick: 3, lumber: 2, grain: 1, ore: 3, wool: 1 }))
    .rolled([1, 1]).after(buyRoadBuilding, { type: 'EndTurn', seat: RED })
    .turnOf(WHITE).rolled([1, 1])
    .after(
      { type: 'BuildRoad', seat: WHITE, edge: edgeJoining('2.1/2.2/3.2', '2.2/3.2/3.3') },
      { type: 'BuildRoad', seat: WHITE, edge: edgeJoining('2.2/3.2/3.3', '2.2/2.3/3.3') },
      { type: 'BuildSettlement', seat: WHITE, vertex: vertex('2.2/2.3/3.3') },
      { type: 'EndTurn', seat: WHITE },
    );
}

/**
 * The Longest Road table: orange holds Longest Road with 7 roads; white has a line of 6, a city
 * and 5 hidden victory point cards (8 points); red's line of 5 reaches 2.2/3.2/3.3, in the middle
 * of orange's, with the cards for a settlement there. Red's turn, after the roll.
 */
export function whiteAtEightBeforeTheBreak(): Given {
  return beforeTheBreak({
    redRoads: 5,
    whiteRoads: 6,
    whiteTurn: (g: Given) => buys(g, ['victoryPoint', 'victoryPoint', 'victoryPoint', 'victoryPoint', 'victoryPoint'])
      .and(gives(WHITE3, { ore: 3, grain: 2 }, 3))
      .after({ type: 'BuildCity', seat: WHITE3, vertex: vertex('5.1 S') }),
  });
}

/**
 * On the beginner board, white has made its settlement by the forest 3 a city (owed 2 lumber on
 * a 3; blue and orange are owed an ore each), and the bank has `lumberLeft` lumber. Red's turn,
 * before the roll.
 */
export function whiteCityByTheForest3(lumberLeft: number): Given {
  const g = given(beginnerGame()).and(gives(WHITE, { ore: 2, grain: 2 })).turnOf(WHITE).rolled([1, 1])
    .after({ type: 'BuildCity', seat: WHITE, vertex: vertex('3.4/3.5/4.4') }, { type: 'EndTurn', seat: WHITE });
  return g.and(gives(RED, { lumber: g.playing.bank.lumber - lumberLeft }));
}

/**
 * Five players, the special building phase: seat 0 has ended its turn; seat 1 holds 4 ore and
 * 2 wool, which buy nothing, so the phase skips it: seat 3, holding a road's price, builds.
 */
export const specialBuildingPhase = (): Given =>
  pays(rollsQuietly(largeGame(5)), { 1: { ore: 4, wool: 2 }, 3: { brick: 1, lumber: 1 } }).after({ type: 'EndTurn', seat: 0 });

/** Five players, paired: seat 0 (Player 1) has ended its part; seat 3 (Player 2), holding 4 ore and a wool, plays its part. */
export const pairedPartTwo = (): Given =>
  pays(rollsQuietly(largeGame(5, 'paired')), { 3: { ore: 4, wool: 1 } }).after({ type: 'EndTurn', seat: 0 });

/** One command of every type (seat 0 acting, seat 1 answering trades), for "every command is refused" checks. */
export function oneOfEach(overrides: Partial<Record<CommandType, Command>> = {}): Record<CommandType, Command> {
  return {
    CreateGame: { type: 'CreateGame', players: 4, board: 'beginner', seed: 1 },
    ClaimSeat: { type: 'ClaimSeat', seat: 0, name: 'Ana' },
    MarkReady: { type: 'MarkReady', seat: 0 },
    TakeOverSeat: { type: 'TakeOverSeat', seat: 1 },
    ReturnToSeat: { type: 'ReturnToSeat', seat: 1 },
    PlaceSettlement: { type: 'PlaceSettlement', seat: 0, vertex: vertex('1.1 N') },
    PlaceRoad: { type: 'PlaceRoad', seat: 0, edge: edge('1.1 NW') },
    RollDice: { type: 'RollDice', seat: 0, dice: [1, 1] },
    DiscardResources: { type: 'DiscardResources', seat: 0, resources: { ore: 1 } },
    MoveRobber: { type: 'MoveRobber', seat: 0, hex: hex('1.1'), victim: null },
    BuildRoad: { type: 'BuildRoad', seat: 0, edge: edge('1.1 NW') },
    BuildSettlement: { type: 'BuildSettlement', seat: 0, vertex: vertex('1.1 N') },
    BuildCity: { type: 'BuildCity', seat: 0, vertex: vertex('1.1 N') },
    BuyDevelopmentCard: { type: 'BuyDevelopmentCard', seat: 0, draw: 0 },
    PlayKnight: { type: 'PlayKnight', seat: 0 },
    PlayRoadBuilding: { type: 'PlayRoadBuilding', seat: 0 },
    PlayYearOfPlenty: { type: 'PlayYearOfPlenty', seat: 0, resources: { ore: 2 } },
    PlayMonopoly: { type: 'PlayMonopoly', seat: 0, resource: 'ore' },
    OfferTrade: { type: 'OfferTrade', seat: 0, give: { ore: 1 }, want: { wool: 1 } },
    AcceptTrade: { type: 'AcceptTrade', seat: 1 },
    DeclineTrade: { type: 'DeclineTrade', seat: 1 },
    CounterTrade: { type: 'CounterTrade', seat: 1, give: { brick: 1 }, want: { ore: 1 } },
    CancelTrade: { type: 'CancelTrade', seat: 0 },
    ConfirmTrade: { type: 'ConfirmTrade', seat: 0, partner: 1 },
    TradeWithBank: { type: 'TradeWithBank', seat: 0, give: 'ore', receive: 'wool' },
    EndTurn: { type: 'EndTurn', seat: 0 },
    // Friends' (a rule module's)
    OfferGift: { type: 'OfferGift', seat: 0, to: 1, resource: 'ore' },
    AcceptGift: { type: 'AcceptGift', seat: 1 },
    RefuseGift: { type: 'RefuseGift', seat: 1 },
    UseFavor: { type: 'UseFavor', seat: 0, guild: 'architects' },
    ExchangeFavor: { type: 'ExchangeFavor', seat: 0 },
    ReturnFavor: { type: 'ReturnFavor', seat: 0, guild: 'trader', draw: 0 },
    // Helpers'
    UseHelper: { type: 'UseHelper', seat: 0, use: { helper: 'captain', resource: 'ore' }, then: 'flip' },
    ChooseHelperCard: { type: 'ChooseHelperCard', seat: 0, card: 'ore' },
    // Seafarers'
    BuildShip: { type: 'BuildShip', seat: 0, edge: edge('1.1 NW') },
    PlaceShip: { type: 'PlaceShip', seat: 0, edge: edge('1.1 NW') },
    MoveShip: { type: 'MoveShip', seat: 0, from: edge('1.1 NW'), to: edge('1.1 NE') },
    MovePirate: { type: 'MovePirate', seat: 0, hex: hex('1.1'), victim: null },
    PickGold: { type: 'PickGold', seat: 0, resources: { ore: 1 } },
    // Cities & Knights'
    BuyImprovement: { type: 'BuyImprovement', seat: 0, track: 'science' },
    BuildWall: { type: 'BuildWall', seat: 0, vertex: vertex('1.1 N') },
    DiscardCards: { type: 'DiscardCards', seat: 0, resources: { ore: 1 }, commodities: { paper: 1 } },
    LoseCity: { type: 'LoseCity', seat: 0, vertex: vertex('1.1 N') },
    PickAqueduct: { type: 'PickAqueduct', seat: 0, resource: 'ore' },
    ExchangeCards: { type: 'ExchangeCards', seat: 0, give: 'paper', receive: 'ore' },
    RecruitKnight: { type: 'RecruitKnight', seat: 0, vertex: vertex('1.1 N') },
    PromoteKnight: { type: 'PromoteKnight', seat: 0, vertex: vertex('1.1 N') },
    ActivateKnight: { type: 'ActivateKnight', seat: 0, vertex: vertex('1.1 N') },
    MoveKnight: { type: 'MoveKnight', seat: 0, from: vertex('1.1 N'), to: vertex('1.1 NE') },
    DisplaceKnight: { type: 'DisplaceKnight', seat: 0, from: vertex('1.1 N'), to: vertex('1.1 NE') },
    ChaseRobber: { type: 'ChaseRobber', seat: 0, vertex: vertex('1.1 N') },
    RetreatKnight: { type: 'RetreatKnight', seat: 1, vertex: vertex('1.1 N') },
    PlayProgressCard: { type: 'PlayProgressCard', seat: 0, card: 'irrigation' },
    ChooseProgressDeck: { type: 'ChooseProgressDeck', seat: 0, track: 'science' },
    DiscardProgressCard: { type: 'DiscardProgressCard', seat: 0, card: 'spy' },
    TakeCards: { type: 'TakeCards', seat: 0, resources: { ore: 1 }, commodities: {} },
    TakeProgressCard: { type: 'TakeProgressCard', seat: 0, card: 'spy' },
    HandOverCards: { type: 'HandOverCards', seat: 0, resources: { ore: 1 }, commodities: {} },
    DesertKnight: { type: 'DesertKnight', seat: 1, vertex: vertex('1.1 N') },
    PlaceDeserter: { type: 'PlaceDeserter', seat: 0, vertex: vertex('1.1 N') },
    OfferHarborTrade: { type: 'OfferHarborTrade', seat: 0, to: 1, resource: 'ore' },
    GiveCommodity: { type: 'GiveCommodity', seat: 1, commodity: 'coin' },
    ...overrides,
  };
}
