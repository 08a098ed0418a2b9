// Typed rejections: every code the domain uses, each in a situation that produces it; and bad
// input (wrong types, unknown keys, nonsense) always gives a rejection, never a throw.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decide, initialState, REJECTIONS, type Command, type CommandType, type RejectionCode, type State,
} from '../../domain/catan/index.ts';
import {
  BLUE, beginnerGame, buys, edge, edgeJoining, emptyHandedGame, given, gives, hex, ORANGE, pathThrough, played, RED,
  setUpGame, stateOf, variableGame, vertex, WHITE, type Given,
} from './given.ts';
import { oneOfEach, pairedPartTwo, specialBuildingPhase } from './situations.ts';
import { friendsGame, holds, redToGive, redWithTokens } from './friends-situations.ts';
import { blueAheadWithOre, helpersGame, redLooksAtBlue, redWith } from './helpers-situations.ts';
import { corner, ON, OUT, seafarersGame, seaOnGold, seaRich, seaSeven, shipsPlaced, side } from './seafarers-given.ts';
import { cityOf, commoditiesFor, holding, level, losing, settlementOf, twoCities, walls } from './ck-given.ts';
import * as K from './ck-knights-given.ts';
import { draws, playing, tied } from './ck-progress-given.ts';

/** Red's strong knight has displaced blue's basic one at B; blue may retreat it along its roads to D or E. */
const blueDisplaced = () => K.redsNextTurn(K.redWith({}, K.roads(RED, K.A, K.B, K.C), K.roads(BLUE, K.B, K.D, K.E), K.activeKnight(RED, K.A, 2), K.knight(BLUE, K.B)))
  .after({ type: 'DisplaceKnight', seat: RED, from: vertex(K.A), to: vertex(K.B) });
const use = (u: Extract<Command, { type: 'UseHelper' }>['use'], then: Extract<Command, { type: 'UseHelper' }>['then'] = 'flip'): Command =>
  ({ type: 'UseHelper', seat: RED, use: u, then });
const captain = use({ helper: 'captain', resource: 'ore' });
/** Five players with Helpers in the special building phase (seat 1 builds). */
const helpersBuilding = () => given(specialBuildingPhase().events.map((e) => (e.type === 'GameCreated' ? { ...e, modules: [...e.modules ?? [], 'helpers'] } : e)));

const lobby = () => given(played([], { type: 'CreateGame', players: 4, board: 'variable', seed: 5 }));
const setup = () => given(variableGame());
const red = () => given(beginnerGame());
const redRolled = () => red().rolled([1, 1]);
const redHolds = (...cards: Parameters<typeof buys>[1]) => buys(redRolled(), cards).after({ type: 'EndTurn', seat: RED }).turnOf(RED);
const offerOpen = () => redRolled().after({ type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { ore: 1 } });
/** Seat 0 wins in its first turn: 5 hidden victory point cards, 2 cities and a third settlement. */
const won = () => buys(emptyHandedGame().rolled([1, 1]), ['victoryPoint', 'victoryPoint', 'victoryPoint', 'victoryPoint', 'victoryPoint'])
  .and(gives(0, { ore: 6, grain: 5, brick: 2, lumber: 2, wool: 1 }))
  .after(
    { type: 'BuildCity', seat: 0, vertex: vertex('1.1/1.2/2.2') },
    { type: 'BuildCity', seat: 0, vertex: vertex('1.1 N') },
    { type: 'BuildRoad', seat: 0, edge: edgeJoining('1.2/2.2/2.3', '2.2/2.3/3.3') },
    { type: 'BuildSettlement', seat: 0, vertex: vertex('2.2/2.3/3.3') },
  );
/** Seat 1 settles at 2.2/2.3/3.3, one path past the end of seat 0's set-up road. */
const opponentAhead = () => given(setUpGame(4, [
  { settlement: '1.1/1.2/2.2', roadTo: '1.2/2.2/2.3' },
  { settlement: '2.2/2.3/3.3', roadTo: '2.2/3.2/3.3' },
  { settlement: '4.3/4.4/5.3', roadTo: '3.4/4.3/4.4' },
  { settlement: '4.1/4.2/5.1', roadTo: '4.2/5.1/5.2' },
  { settlement: '3.4/3.5/4.4', roadTo: '2.4/3.4/3.5' },
  { settlement: '5.2 S', roadTo: '5.2 SE' },
  { settlement: '3.1/3.2/4.1', roadTo: '3.1 S' },
  { settlement: '1.3/2.3/2.4', roadTo: '1.3 SE' },
])).and(gives(0, { brick: 2, lumber: 2 })).rolled([1, 1])
  .after({ type: 'BuildRoad', seat: 0, edge: edgeJoining('1.2/2.2/2.3', '2.2/2.3/3.3') });
/** Red has built all 15 roads. */
const fifteenRoads = () => redRolled().and(gives(RED, { brick: 13, lumber: 11 })).after(...[
  ...pathThrough('1.1/1.2/2.2', '1.1 NE', '1.1 N', '1.1 NW', '1.1 SW', '1.1/2.1/2.2', '1.1/1.2/2.2'),
  ...pathThrough('1.2/2.2/2.3', '1.2/1.3/2.3', '1.2 NE', '1.2 N', '1.1 NE'),
  ...pathThrough('3.1/3.2/4.1', '3.1 S', '3.1 SW', '3.1 NW'),
].map((e): Command => ({ type: 'BuildRoad', seat: RED, edge: e })));
const emptyDeck = () => {
  let g = redRolled();
  for (let i = 0; i < 25; i++) g = g.and(gives(RED, { wool: 1, grain: 1, ore: 1 })).after({ type: 'BuyDevelopmentCard', seat: RED, draw: 0 });
  return g.and(gives(RED, { wool: 1, grain: 1, ore: 1 }));
};

/** One situation per rejection code the domain uses. */
const CASES: readonly [RejectionCode, () => Given, Command][] = [
  ['command/invalid', () => lobby(), { type: 'ClaimSeat', seat: 0, name: '' }],
  ['command/missing-input', () => red(), { type: 'RollDice', seat: RED }],
  ['game/not-created', () => given(), { type: 'RollDice', seat: RED, dice: [1, 1] }],
  ['game/already-created', () => lobby(), { type: 'CreateGame', players: 4, board: 'beginner', seed: 1 }],
  ['game/unsupported-options', () => given(), { type: 'CreateGame', players: 7, board: 'beginner', seed: 1 }],
  ['game/over', () => won(), { type: 'EndTurn', seat: 0 }],
  ['game/not-started', () => lobby().after({ type: 'ClaimSeat', seat: 0, name: 'Ana' }), { type: 'RollDice', seat: 0, dice: [1, 1] }],
  ['seat/unknown', () => lobby(), { type: 'ClaimSeat', seat: 4, name: 'Ana' }],
  ['seat/taken', () => lobby().after({ type: 'ClaimSeat', seat: 0, name: 'Ana' }), { type: 'ClaimSeat', seat: 0, name: 'Rui' }],
  ['seat/bot', () => lobby().after({ type: 'ClaimSeat', seat: 0, name: 'Bot', bot: true }, { type: 'ClaimSeat', seat: 1, name: 'Ana' },
    { type: 'ClaimSeat', seat: 2, name: 'Rui' }, { type: 'ClaimSeat', seat: 3, name: 'Eva' }), { type: 'TakeOverSeat', seat: 0 }],
  ['seat/away', () => red().after({ type: 'TakeOverSeat', seat: BLUE }), { type: 'TakeOverSeat', seat: BLUE }],
  ['seat/present', red, { type: 'ReturnToSeat', seat: BLUE }],
  ['seat/empty', () => lobby(), { type: 'MarkReady', seat: 1 }],
  ['seat/already-ready', () => lobby().after({ type: 'ClaimSeat', seat: 0, name: 'Ana' }), { type: 'MarkReady', seat: 0 }],
  ['rule/wrong-phase', () => setup(), { type: 'RollDice', seat: 0, dice: [1, 1] }],
  ['rule/not-your-turn', () => red(), { type: 'RollDice', seat: BLUE, dice: [1, 1] }],
  ['rule/must-roll-first', () => red(), { type: 'EndTurn', seat: RED }],
  ['rule/already-rolled', () => redRolled(), { type: 'RollDice', seat: RED, dice: [1, 1] }],
  ['rule/discard-pending', () => red().and(gives(BLUE, { ore: 5 })).after({ type: 'RollDice', seat: RED, dice: [3, 4] }), { type: 'EndTurn', seat: RED }],
  ['rule/robber-pending', () => red().after({ type: 'RollDice', seat: RED, dice: [3, 4] }), { type: 'EndTurn', seat: RED }],
  ['rule/road-building-pending', () => redHolds('roadBuilding').after({ type: 'PlayRoadBuilding', seat: RED }), { type: 'RollDice', seat: RED, dice: [1, 1] }],
  ['rule/no-discard-needed', () => redRolled(), { type: 'DiscardResources', seat: BLUE, resources: { ore: 1 } }],
  ['rule/wrong-discard-count', () => red().and(gives(BLUE, { ore: 5 })).after({ type: 'RollDice', seat: RED, dice: [3, 4] }), { type: 'DiscardResources', seat: BLUE, resources: { ore: 1 } }],
  ['rule/robber-same-hex', () => red().after({ type: 'RollDice', seat: RED, dice: [3, 4] }), { type: 'MoveRobber', seat: RED, hex: hex('3.3'), victim: null }],
  ['rule/unknown-hex', () => red().after({ type: 'RollDice', seat: RED, dice: [3, 4] }), { type: 'MoveRobber', seat: RED, hex: '9,9', victim: null }],
  ['rule/invalid-victim', () => red().after({ type: 'RollDice', seat: RED, dice: [3, 4] }), { type: 'MoveRobber', seat: RED, hex: hex('4.2'), victim: WHITE, draw: 0 }],
  ['rule/unknown-vertex', () => redRolled(), { type: 'BuildSettlement', seat: RED, vertex: '9,9,N' }],
  ['rule/unknown-edge', () => redRolled(), { type: 'BuildRoad', seat: RED, edge: '9,9,W' }],
  ['rule/occupied', () => redRolled(), { type: 'BuildRoad', seat: RED, edge: edge('1.2|2.2') }],
  ['rule/distance', () => setup().after({ type: 'PlaceSettlement', seat: 0, vertex: vertex('3.3/3.4/4.3') }, { type: 'PlaceRoad', seat: 0, edge: edgeJoining('3.3/3.4/4.3', '3.3/4.2/4.3') }), { type: 'PlaceSettlement', seat: 1, vertex: vertex('3.3/4.2/4.3') }],
  ['rule/not-connected', () => redRolled(), { type: 'BuildRoad', seat: RED, edge: edgeJoining('3.3/3.4/4.3', '3.3/4.2/4.3') }],
  ['rule/blocked-by-opponent', () => opponentAhead(), { type: 'BuildRoad', seat: 0, edge: edgeJoining('2.2/2.3/3.3', '2.3/3.3/3.4') }],
  ['rule/road-must-touch-settlement', () => setup().after({ type: 'PlaceSettlement', seat: 0, vertex: vertex('1.1 N') }), { type: 'PlaceRoad', seat: 0, edge: edge('1.2|2.2') }],
  ['rule/place-settlement-first', () => setup(), { type: 'PlaceRoad', seat: 0, edge: edge('1.2|2.2') }],
  ['rule/place-road-first', () => setup().after({ type: 'PlaceSettlement', seat: 0, vertex: vertex('1.1 N') }), { type: 'PlaceSettlement', seat: 0, vertex: vertex('5.3 S') }],
  ['rule/not-your-settlement', () => redRolled().and(gives(RED, { ore: 3, grain: 1 })), { type: 'BuildCity', seat: RED, vertex: vertex('2.1/2.2/3.2') }],
  ['rule/no-pieces-left', () => fifteenRoads().and(gives(RED, { brick: 1, lumber: 1 })), { type: 'BuildRoad', seat: RED, edge: edgeJoining('3.1 NW', '3.1 N') }],
  ['rule/insufficient-resources', () => redRolled(), { type: 'BuildCity', seat: RED, vertex: vertex('1.1/1.2/2.2') }],
  ['rule/bank-empty', () => redRolled().and(gives(BLUE, { ore: 16 })).and(gives(RED, { lumber: 2 })), { type: 'TradeWithBank', seat: RED, give: 'lumber', receive: 'ore' }],
  ['rule/no-development-cards', () => emptyDeck(), { type: 'BuyDevelopmentCard', seat: RED, draw: 0 }],
  ['rule/no-such-card', () => redRolled(), { type: 'PlayKnight', seat: RED }],
  ['rule/card-bought-this-turn', () => buys(redRolled(), ['knight']), { type: 'PlayKnight', seat: RED }],
  ['rule/one-card-per-turn', () => redHolds('monopoly', 'monopoly').after({ type: 'PlayMonopoly', seat: RED, resource: 'ore' }), { type: 'PlayMonopoly', seat: RED, resource: 'wool' }],
  ['rule/invalid-trade', () => redRolled(), { type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { lumber: 1 } }],
  ['rule/no-open-trade', () => redRolled(), { type: 'AcceptTrade', seat: BLUE }],
  ['rule/cannot-trade-with-self', () => offerOpen(), { type: 'AcceptTrade', seat: RED }],
  ['rule/partner-not-agreed', () => offerOpen(), { type: 'ConfirmTrade', seat: RED, partner: ORANGE }],
  ['rule/invalid-ratio', () => redRolled(), { type: 'TradeWithBank', seat: RED, give: 'lumber', receive: 'lumber' }],
  ['trade/not-for-you', () => redRolled().after({ type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { ore: 1 }, to: WHITE }), { type: 'AcceptTrade', seat: BLUE }],
  ['trade/no-goods', () => redRolled(), { type: 'OfferTrade', seat: RED, give: {}, want: { ore: 1 }, goods: { give: { cloth: 1 }, want: {} } }],
  // the rule modules': the special building phase, and Player 2's part of paired players
  ['special-building/no-cards', specialBuildingPhase, { type: 'PlayYearOfPlenty', seat: 1, resources: { ore: 2 } }],
  ['special-building/no-trade', specialBuildingPhase, { type: 'TradeWithBank', seat: 1, give: 'ore', receive: 'grain' }],
  ['special-building/build-only', specialBuildingPhase, { type: 'MoveRobber', seat: 1, hex: '0,0', victim: null }],
  ['paired/no-roll', pairedPartTwo, { type: 'RollDice', seat: 3, dice: [1, 1] }],
  ['paired/no-knight', pairedPartTwo, { type: 'PlayKnight', seat: 3 }],
  ['paired/no-domestic-trade', pairedPartTwo, { type: 'OfferTrade', seat: 3, give: { ore: 1 }, want: { brick: 1 } }],
  // Friends' (a mini-expansion)
  ['friends/gift-pending', () => redToGive().after({ type: 'OfferGift', seat: RED, to: BLUE, resource: 'ore' }), { type: 'EndTurn', seat: RED }],
  ['friends/no-gift', () => redToGive(), { type: 'AcceptGift', seat: BLUE }],
  ['friends/one-gift-per-turn', () => redToGive().after({ type: 'OfferGift', seat: RED, to: BLUE, resource: 'ore' }, { type: 'AcceptGift', seat: BLUE }), { type: 'OfferGift', seat: RED, to: ORANGE, resource: 'ore' }],
  ['friends/too-many-points', () => redToGive().and({ type: 'CatanChipTaken', seat: BLUE }), { type: 'OfferGift', seat: RED, to: BLUE, resource: 'ore' }],
  ['friends/already-refused', () => redToGive().after({ type: 'OfferGift', seat: RED, to: BLUE, resource: 'ore' }, { type: 'RefuseGift', seat: BLUE }), { type: 'OfferGift', seat: RED, to: BLUE, resource: 'ore' }],
  ['friends/one-favor-per-turn', () => redWithTokens('trader', 'trader').after({ type: 'UseFavor', seat: RED, guild: 'trader', resource: 'ore' }), { type: 'UseFavor', seat: RED, guild: 'trader', resource: 'ore' }],
  ['friends/not-enough-tokens', () => redWithTokens('architects'), { type: 'UseFavor', seat: RED, guild: 'architects' }],
  ['friends/supply-empty', () => friendsGame(['scholars']).and(holds(RED, 'scholars')).rolled([1, 1]), { type: 'ExchangeFavor', seat: RED }],
  ['friends/no-chips', () => redWithTokens('architects', 'architects').and(Array.from({ length: 12 }, () => ({ type: 'CatanChipTaken', seat: BLUE }) as const)), { type: 'UseFavor', seat: RED, guild: 'architects' }],
  ['friends/return-pending', () => redWithTokens('trader').after({ type: 'ExchangeFavor', seat: RED }), { type: 'EndTurn', seat: RED }],
  ['friends/no-such-token', () => friendsGame().rolled([1, 1]), { type: 'ExchangeFavor', seat: RED }],
  ['helpers/no-helper', () => helpersGame({ [RED]: null }).rolled([1, 1]), captain],
  ['helpers/not-held', () => redWith('explorer'), captain],
  ['helpers/received-this-turn', () => redWith('explorer').and({ type: 'HelperExchanged', seat: RED, returned: 'explorer', taken: 'captain' }), captain],
  ['helpers/once-per-turn', () => redWith('captain').after(captain), use({ helper: 'captain', resource: 'wool' }, 'robberBride')],
  ['helpers/special-building', () => helpersBuilding(), { type: 'UseHelper', seat: 1, use: { helper: 'captain', resource: 'ore' }, then: 'flip' }],
  ['helpers/must-return', () => redWith('captain').and({ type: 'HelperFlipped', seat: RED, helper: 'captain' }), captain],
  ['helpers/not-in-display', () => redWith('captain'), use({ helper: 'captain', resource: 'ore' }, 'merchant')],
  ['helpers/not-called', () => redWith('general'), use({ helper: 'general', resource: 'ore' })],
  ['helpers/invalid-substitute', () => redWith('mendicant'), use({ helper: 'mendicant', edge: edge('1.1 NW'), instead: 'brick', pay: 'brick' })],
  ['helpers/not-an-end-road', () => redWith('explorer'), use({ helper: 'explorer', from: edge('1.1 NW'), to: edge('1.1 NE') })],
  ['helpers/robber-in-desert', () => redWith('robberBride'), use({ helper: 'robberBride', hex: hex('3.3') })],
  ['helpers/not-a-desert', () => redWith('robberBride').and({ type: 'RobberMoved', seat: BLUE, hex: hex('5.1') }), use({ helper: 'robberBride', hex: hex('1.1') })],
  ['helpers/no-knight', () => redWith('priest'), use({ helper: 'priest', build: 'settlement', vertex: vertex('1.1 N'), knight: 'hand' })],
  ['helpers/not-ahead', () => redWith('noblewoman'), use({ helper: 'noblewoman', target: BLUE })],
  ['helpers/empty-hand', () => blueAheadWithOre().and({ type: 'ResourcesDiscarded', seat: BLUE, resources: { ore: 1 } }), use({ helper: 'noblewoman', target: BLUE })],
  ['helpers/bad-demand', () => redWith('merchant'), use({ helper: 'merchant', resource: 'ore', from: [] })],
  ['helpers/no-choice', () => redWith('explorer'), { type: 'ChooseHelperCard', seat: RED, card: 'ore' }],
  ['helpers/not-offered', () => redLooksAtBlue(), { type: 'ChooseHelperCard', seat: RED, card: 'wool' }],
  ['helpers/choose-first', () => redLooksAtBlue(), { type: 'EndTurn', seat: RED }],
  // Seafarers'
  ['rule/robber-not-here', () => seaSeven(), { type: 'MoveRobber', seat: BLUE, hex: '3,4', victim: null }],
  ['rule/no-building-here', () => given(seafarersGame('new-shores')), { type: 'PlaceSettlement', seat: RED, vertex: corner('3,3', 'N') }],
  ['rule/no-road-here', () => seaRich(), { type: 'BuildRoad', seat: RED, edge: OUT }],
  ['seafarers/not-a-ship-edge', () => seaRich(), { type: 'BuildShip', seat: RED, edge: side('1,4', 'E') }],
  ['seafarers/pirate-edge', () => seaRich().and({ type: 'PirateMoved', seat: RED, hex: '3,4' }), { type: 'BuildShip', seat: RED, edge: ON }],
  ['seafarers/ship-not-connected', () => seaRich(), { type: 'BuildShip', seat: RED, edge: side('1,2', 'SW') }],
  ['seafarers/no-ships-left', () => seaRich().and(shipsPlaced(seaRich(), 14)), { type: 'BuildShip', seat: RED, edge: OUT }],
  ['seafarers/one-move-per-turn', () => seaRich().after({ type: 'MoveShip', seat: RED, from: side('2,4', 'E'), to: OUT }), { type: 'MoveShip', seat: RED, from: OUT, to: side('2,4', 'E') }],
  ['seafarers/not-your-ship', () => seaRich(), { type: 'MoveShip', seat: RED, from: OUT, to: ON }],
  ['seafarers/ship-not-movable', () => seaRich().after({ type: 'BuildShip', seat: RED, edge: OUT }), { type: 'MoveShip', seat: RED, from: OUT, to: side('2,4', 'NE') }],
  ['seafarers/pirate-not-here', () => seaSeven(), { type: 'MovePirate', seat: BLUE, hex: '1,4', victim: null }],
  ['seafarers/invalid-victim', () => seaSeven(), { type: 'MovePirate', seat: BLUE, hex: '3,4', victim: ORANGE, draw: 0 }],
  ['seafarers/no-gold-owed', () => seaRich(), { type: 'PickGold', seat: RED, resources: { ore: 1 } }],
  ['seafarers/wrong-gold-count', () => seaOnGold().rolled([1, 3]), { type: 'PickGold', seat: RED, resources: { ore: 2 } }],
  ['seafarers/gold-pending', () => seaOnGold().rolled([1, 3]), { type: 'EndTurn', seat: RED }],
  ['seafarers/no-free-ship', () => seaRich(), { type: 'PlaceShip', seat: RED, edge: OUT }],
  // Cities & Knights'
  ['cities-knights/no-development-cards', () => holding({ ore: 1, wool: 1, grain: 1 }), { type: 'BuyDevelopmentCard', seat: RED, draw: 0 }],
  ['cities-knights/unknown-track', () => holding({}, { paper: 1 }), { type: 'BuyImprovement', seat: RED, track: 'magic' as never }],
  ['cities-knights/top-level', () => holding({}, { paper: 6 }).and(level(RED, 'science', 5)), { type: 'BuyImprovement', seat: RED, track: 'science' }],
  ['cities-knights/needs-city', () => holding({}, { paper: 1 }).and({ type: 'CityPillaged', seat: RED, vertex: cityOf(RED) }), { type: 'BuyImprovement', seat: RED, track: 'science' }],
  ['cities-knights/insufficient-commodities', () => holding({}, { cloth: 1 }), { type: 'BuyImprovement', seat: RED, track: 'science' }],
  ['cities-knights/metropolis-city', () => twoCities().and(level(RED, 'science', 3)), { type: 'BuyImprovement', seat: RED, track: 'science' }],
  ['cities-knights/no-city-for-metropolis', () => holding({}, { paper: 4 }).and(level(RED, 'science', 3), { type: 'MetropolisTaken', seat: RED, track: 'trade', vertex: cityOf(RED) }), { type: 'BuyImprovement', seat: RED, track: 'science' }],
  ['cities-knights/no-wall-here', () => holding({ brick: 2 }), { type: 'BuildWall', seat: RED, vertex: settlementOf(RED) }],
  ['cities-knights/no-walls-left', () => twoCities().and(gives(RED, { brick: 8 }), walls(cityOf(RED), vertex('1.1 N'), vertex('1.1 S'))), { type: 'BuildWall', seat: RED, vertex: settlementOf(RED) }],
  ['cities-knights/not-losing', () => holding({}), { type: 'LoseCity', seat: RED, vertex: cityOf(RED) }],
  ['cities-knights/not-this-city', () => twoCities().and(losing(RED)), { type: 'LoseCity', seat: RED, vertex: cityOf(BLUE) }],
  ['cities-knights/choices-pending', () => twoCities().and(losing(RED)), { type: 'EndTurn', seat: RED }],
  ['cities-knights/no-aqueduct-pick', () => holding({}), { type: 'PickAqueduct', seat: RED, resource: 'ore' }],
  ['cities-knights/aqueduct-pending', () => holding({}).and({ type: 'AqueductOwed', seats: [BLUE] }), { type: 'EndTurn', seat: RED }],
  ['cities-knights/bad-exchange', () => holding({ brick: 4 }), { type: 'ExchangeCards', seat: RED, give: 'brick', receive: 'ore' }],
  // Cities & Knights' knights (positions of ck-knights-given.ts)
  ['cities-knights/no-knight-here', () => holding({ wool: 1, ore: 1 }), { type: 'PromoteKnight', seat: RED, vertex: vertex(K.A) }],
  ['cities-knights/no-knights-left', () => K.redWith({ wool: 1, ore: 1 }, K.roads(RED, K.A, K.B), K.knight(RED, K.A), K.knight(RED, '3.2/4.1/4.2')), { type: 'RecruitKnight', seat: RED, vertex: vertex(K.B) }],
  ['cities-knights/top-strength', () => K.redWith({ wool: 1, ore: 1 }, K.knight(RED, K.A, 3)), { type: 'PromoteKnight', seat: RED, vertex: vertex(K.A) }],
  ['cities-knights/promoted-this-turn', () => K.redWith({ wool: 1, ore: 1 }, level(RED, 'politics', 3), K.knight(RED, K.A, 2)), { type: 'PromoteKnight', seat: RED, vertex: vertex(K.A) }],
  ['cities-knights/needs-fortress', () => K.redWith({ wool: 1, ore: 1 }, K.knight(RED, K.A, 2)), { type: 'PromoteKnight', seat: RED, vertex: vertex(K.A) }],
  ['cities-knights/knight-active', () => K.redWith({ grain: 1 }, K.activeKnight(RED, K.A)), { type: 'ActivateKnight', seat: RED, vertex: vertex(K.A) }],
  ['cities-knights/knight-inactive', () => K.redWith({}, K.roads(RED, K.A, K.B), K.knight(RED, K.A)), { type: 'MoveKnight', seat: RED, from: vertex(K.A), to: vertex(K.B) }],
  ['cities-knights/activated-this-turn', () => K.redWith({}, K.roads(RED, K.A, K.B), K.activeKnight(RED, K.A)), { type: 'MoveKnight', seat: RED, from: vertex(K.A), to: vertex(K.B) }],
  ['cities-knights/no-route', () => K.redsNextTurn(K.redWith({}, K.activeKnight(RED, K.A))), { type: 'MoveKnight', seat: RED, from: vertex(K.A), to: vertex(K.D) }],
  ['cities-knights/no-knight-to-displace', () => K.redsNextTurn(K.redWith({}, K.roads(RED, K.A, K.B), K.activeKnight(RED, K.A))), { type: 'DisplaceKnight', seat: RED, from: vertex(K.A), to: vertex(K.B) }],
  ['cities-knights/not-weaker', () => K.redsNextTurn(K.redWith({}, K.roads(RED, K.A, K.B), K.activeKnight(RED, K.A), K.knight(BLUE, K.B))), { type: 'DisplaceKnight', seat: RED, from: vertex(K.A), to: vertex(K.B) }],
  ['cities-knights/robber-asleep', () => K.redsNextTurn(K.redWith({}, K.roads(RED, K.A, K.B, K.C), K.activeKnight(RED, K.C))), { type: 'ChaseRobber', seat: RED, vertex: vertex(K.C) }],
  ['cities-knights/not-by-robber', () => K.redsNextTurn(K.redWith({}, K.firstAttack, K.activeKnight(RED, K.A))), { type: 'ChaseRobber', seat: RED, vertex: vertex(K.A) }],
  ['cities-knights/no-retreat', () => holding({}), { type: 'RetreatKnight', seat: BLUE, vertex: vertex(K.D) }],
  ['cities-knights/retreat-spot', () => blueDisplaced(), { type: 'RetreatKnight', seat: BLUE, vertex: vertex(K.C) }],
  ['cities-knights/retreat-pending', () => blueDisplaced(), { type: 'EndTurn', seat: RED }],
  ['cities-knights/no-such-progress-card', () => holding({}), { type: 'PlayProgressCard', seat: RED, card: 'irrigation' }],
  ['cities-knights/alchemist-before-roll', () => playing(['alchemist']), { type: 'PlayProgressCard', seat: RED, card: 'alchemist', dice: [3, 4], extra: { event: 1 } }],
  ['cities-knights/merchant-not-here', () => playing(['merchant']), { type: 'PlayProgressCard', seat: RED, card: 'merchant', hex: '2,0' }],
  ['cities-knights/name-a-card', () => playing(['merchantFleet']), { type: 'PlayProgressCard', seat: RED, card: 'merchantFleet', give: 'gold' as never }],
  ['cities-knights/no-deck-choice', () => holding({}).and(tied(BLUE)), { type: 'ChooseProgressDeck', seat: RED, track: 'science' }],
  ['cities-knights/deck-empty', () => holding({}).and(Array.from({ length: 18 }, () => draws(BLUE, 'spy')).flat(), tied(RED)), { type: 'ChooseProgressDeck', seat: RED, track: 'politics' }],
  ['cities-knights/no-progress-discard', () => playing(['spy']), { type: 'DiscardProgressCard', seat: RED, card: 'spy' }],
  ['cities-knights/progress-choice-pending', () => holding({}).and(tied(BLUE)), { type: 'EndTurn', seat: RED }],
  ['cities-knights/progress-discard-pending', () => holding({}).and(draws(BLUE, 'spy', 'spy', 'bishop', 'wedding', 'crane')), { type: 'EndTurn', seat: RED }],
  ['cities-knights/inventor-tokens', () => playing(['inventor']), { type: 'PlayProgressCard', seat: RED, card: 'inventor', hexes: ['0,-1', '0,-2'] }],
  ['cities-knights/spy-victim', () => playing(['spy']), { type: 'PlayProgressCard', seat: RED, card: 'spy', victim: RED }],
  ['cities-knights/not-spying', () => playing(['spy']), { type: 'TakeProgressCard', seat: RED, card: 'spy' }],
  ['cities-knights/spy-pending', () => playing(['spy']).and(draws(BLUE, 'bishop')).after({ type: 'PlayProgressCard', seat: RED, card: 'spy', victim: BLUE }), { type: 'EndTurn', seat: RED }],
  ['cities-knights/not-richer', () => playing(['masterMerchant']), { type: 'PlayProgressCard', seat: RED, card: 'masterMerchant', victim: BLUE }],
  ['cities-knights/nothing-to-take', () => playing([]), { type: 'TakeCards', seat: RED, resources: { ore: 1 }, commodities: {} }],
  ['cities-knights/nothing-owed', () => holding({}), { type: 'HandOverCards', seat: BLUE, resources: { ore: 1 }, commodities: {} }],
  ['cities-knights/cards-owed-pending', () => holding({}).and({ type: 'CardsOwed', owing: [{ seat: BLUE, count: 1, to: null }] }), { type: 'EndTurn', seat: RED }],
  ['cities-knights/smith-knights', () => K.redWith({}, K.knight(RED, K.A), draws(RED, 'smith')), { type: 'PlayProgressCard', seat: RED, card: 'smith', vertices: [vertex(K.A), vertex(K.A)] }],
  ['cities-knights/deserter-victim', () => playing(['deserter']), { type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: RED }],
  ['cities-knights/not-deserting', () => K.redWith({}, K.knight(BLUE, K.B), K.knight(BLUE, K.C), draws(RED, 'deserter')).after({ type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: BLUE }), { type: 'DesertKnight', seat: ORANGE, vertex: vertex(K.B) }],
  ['cities-knights/no-deserter', () => holding({}), { type: 'PlaceDeserter', seat: RED, vertex: vertex(K.A) }],
  ['cities-knights/deserter-strength', () => K.redWith({}, K.knight(BLUE, K.B), draws(RED, 'deserter')).after({ type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: BLUE }), { type: 'PlaceDeserter', seat: RED, vertex: vertex(K.A), strength: 2 }],
  ['cities-knights/deserter-pending', () => K.redWith({}, K.knight(BLUE, K.B), draws(RED, 'deserter')).after({ type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: BLUE }), { type: 'EndTurn', seat: RED }],
  ['cities-knights/no-intrigue-here', () => K.redWith({}, K.knight(BLUE, K.C), draws(RED, 'intrigue')), { type: 'PlayProgressCard', seat: RED, card: 'intrigue', vertex: vertex(K.C) }],
  ['cities-knights/not-open-road', () => playing(['diplomat']).and(K.roads(RED, K.A, K.B)), { type: 'PlayProgressCard', seat: RED, card: 'diplomat', edge: edgeJoining(K.S1, K.A) }],
  ['cities-knights/not-own-road', () => playing(['diplomat']), { type: 'PlayProgressCard', seat: RED, card: 'diplomat', edge: '1,1,W', to: edgeJoining(K.S1, '1.1/2.1/2.2') }],
  ['cities-knights/harbor-closed', () => holding({ ore: 1 }), { type: 'OfferHarborTrade', seat: RED, to: BLUE, resource: 'ore' }],
  ['cities-knights/harbor-partner', () => playing(['commercialHarbor'], { ore: 1 }).after({ type: 'PlayProgressCard', seat: RED, card: 'commercialHarbor' }), { type: 'OfferHarborTrade', seat: RED, to: BLUE, resource: 'ore' }],
  ['cities-knights/no-harbor-offer', () => holding({}), { type: 'GiveCommodity', seat: BLUE, commodity: 'coin' }],
  ['cities-knights/harbor-pending', () => playing(['commercialHarbor'], { ore: 1 }).and(commoditiesFor(BLUE, { coin: 1 })).after({ type: 'PlayProgressCard', seat: RED, card: 'commercialHarbor' }, { type: 'OfferHarborTrade', seat: RED, to: BLUE, resource: 'ore' }), { type: 'EndTurn', seat: RED }],
  ['cities-knights/progress-hand-full', () => playing(['spy', 'spy', 'bishop', 'wedding', 'crane']), { type: 'EndTurn', seat: RED }],
];

/** Codes declared in REJECTIONS that no rule of the domain produces (see the report). */
const NEVER_USED: readonly RejectionCode[] = [];

describe('typed rejections', () => {
  describe('every code the domain uses', () => {
    it.each(CASES)('%s', (code, situation, command) => {
      situation().when(command).thenRejects(code);
    });

    it('has a situation above; the only codes without one are never produced by the domain', () => {
      const covered = new Set(CASES.map(([code]) => code));
      expect(Object.keys(REJECTIONS).filter((c) => !covered.has(c as RejectionCode)).sort()).toEqual([...NEVER_USED].sort());
    });

    it('comes with the message of its code', () => {
      for (const [code, situation, command] of CASES.slice(0, 5)) {
        const d = situation().when(command).decision;
        expect(!d.ok && d.rejection.message.startsWith(REJECTIONS[code])).toBe(true);
      }
    });
  });

  describe('before the game is created', () => {
    it('refuses every command but CreateGame with game/not-created', () => {
      const { CreateGame: _, ...commands } = oneOfEach();
      const codes = Object.fromEntries(Object.entries(commands).map(([type, command]) => {
        const d = decide(command, initialState());
        return [type, d.ok ? 'accepted' : d.rejection.code];
      }));
      expect(codes).toEqual(Object.fromEntries(Object.keys(commands).map((type) => [type, 'game/not-created'])));
    });
  });

  describe('bad input', () => {
    it.each([
      ['nothing', null],
      ['a number', 42],
      ['a string', 'EndTurn'],
      ['an object without a type', {}],
      ['a type that is not text', { type: 7 }],
      ['an unknown command', { type: 'FlyToTheMoon', seat: 0 }],
      ['an inherited name', { type: 'toString', seat: 0 }],
      ['a prototype name', { type: '__proto__', seat: 0 }],
    ])('rejects %s as command/invalid, before the game exists as in play', (_, command) => {
      const code = (state: State) => {
        const d = decide(command as never, state);
        return d.ok ? 'accepted' : d.rejection.code;
      };
      expect({ beforeTheGame: code(initialState()), inPlay: code(stateOf(beginnerGame())) })
        .toEqual({ beforeTheGame: 'command/invalid', inPlay: 'command/invalid' });
    });

    it('refuses a rule module\'s command in a game without that module as command/invalid', () => {
      for (const c of [{ type: 'UseFavor', seat: RED, guild: 'trader', resource: 'ore' }, captain] as const) {
        const d = decide(c, redRolled().state);
        expect(d.ok ? 'accepted' : d.rejection.code).toBe('command/invalid');
      }
    });

    // Situations of every phase and every pending step.
    const situations: State[] = [
      initialState(),
      lobby().state,
      setup().state,
      setup().after({ type: 'PlaceSettlement', seat: 0, vertex: vertex('1.1 N') }).state,
      red().state,
      redRolled().state,
      red().and(gives(BLUE, { ore: 5 })).after({ type: 'RollDice', seat: RED, dice: [3, 4] }).state,
      red().after({ type: 'RollDice', seat: RED, dice: [3, 4] }).state,
      redHolds('roadBuilding').after({ type: 'PlayRoadBuilding', seat: RED }).state,
      offerOpen().after({ type: 'CounterTrade', seat: ORANGE, give: { grain: 1 }, want: { lumber: 1 } }).state,
      redRolled().after({ type: 'OfferTrade', seat: RED, give: { lumber: 1 }, want: { ore: 1 }, to: WHITE }).state,
      won().state,
      specialBuildingPhase().state,
      pairedPartTwo().state,
      redWithTokens('merchant', 'trader', 'pavers', 'scholars', 'scholars', 'architects', 'architects').state,
      redToGive().after({ type: 'OfferGift', seat: RED, to: BLUE, resource: 'ore' }).state,
      redWithTokens('trader').after({ type: 'ExchangeFavor', seat: RED }).state,
      redWith('captain').state,
      redLooksAtBlue().state,
      helpersBuilding().state,
    ];
    const TYPES: CommandType[] = [
      'CreateGame', 'ClaimSeat', 'MarkReady', 'PlaceSettlement', 'PlaceRoad', 'RollDice', 'DiscardResources', 'MoveRobber', 'BuildRoad',
      'BuildSettlement', 'BuildCity', 'BuyDevelopmentCard', 'PlayKnight', 'PlayRoadBuilding', 'PlayYearOfPlenty', 'PlayMonopoly',
      'OfferTrade', 'AcceptTrade', 'DeclineTrade', 'CounterTrade', 'CancelTrade', 'ConfirmTrade', 'TradeWithBank', 'EndTurn',
      'OfferGift', 'AcceptGift', 'RefuseGift', 'UseFavor', 'ExchangeFavor', 'ReturnFavor', 'UseHelper', 'ChooseHelperCard',
    ];
    const FIELDS = ['seat', 'players', 'board', 'seed', 'name', 'bot', 'vertex', 'edge', 'hex', 'victim', 'draw', 'dice',
      'resources', 'resource', 'give', 'want', 'receive', 'partner', 'to', 'ready', 'firstPlayer', 'unknownKey', 'guild', 'swaps',
      'modules', 'secret', 'use', 'then', 'card'];
    const tricky = fc.constantFrom<unknown>(
      undefined, null, NaN, Infinity, -1, 0, 1, 2, 3, 0.5, 1.5, 1e12, -0, '', '0', '1', 'ore', 'gold', '__proto__', 'constructor',
      'toString', 'beginner', 'variable', '0,0', '0,0,N', '0,0,W', '9,9,N', [], [1], [3, 4], [1, 2, 3], ['1', '2'], {},
      { ore: 1 }, { ore: -1 }, { ore: 1.5 }, { gold: 1 }, { ore: '1' }, { unknown: 1 }, { brick: 4, ore: 4 }, 'x'.repeat(100), true,
      'merchant', 'trader', 'pavers', 'scholars', 'architects', ['friends'], ['helpers'], ['friends', 'friends'], [null],
      [{ give: 'ore', receive: 'wool' }], [{ give: 'ore' }, null], 'flip', 'captain', 'knight',
      { helper: 'captain', resource: 'ore' }, { helper: 'merchant', resource: 'ore', from: [{ seat: 1, give: 'wool' }] }, { helper: 'general' },
      { helper: 'priest', build: 'city', vertex: '0,0,N', knight: 'table' }, { helper: 'architect', draws: [0.5] }, { helper: 'noblewoman', target: 1 },
    );
    const command = fc.record({
      type: fc.constantFrom(...TYPES),
      fields: fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(tricky, fc.anything()), { maxKeys: 6 }),
      seat: fc.oneof(fc.integer({ min: -1, max: 4 }), tricky),
    }).map(({ type, fields, seat }) => ({ ...fields, type, seat }));

    it('never throws, whatever the fields hold, in any phase; a rejection has a known code', () => {
      fc.assert(fc.property(fc.constantFrom(...situations.keys()), command, (i, c) => {
        const d = decide(c as never, situations[i]);
        if (!d.ok) expect(Object.keys(REJECTIONS)).toContain(d.rejection.code);
        else expect(Array.isArray(d.events)).toBe(true);
      }), { numRuns: 3000 });
    });
  });
});
