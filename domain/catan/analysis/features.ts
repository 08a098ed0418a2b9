// What the evaluator reads of each seat in a position, from the full state (the review room sees
// everything): points against the game's target, production weighted by the dice, cards in hand,
// development cards, harbors, the knights' and the roads' standing, how soon the seat moves, and
// the expansions' own (city improvements, knights, commodities, progress cards, ships).
// The same numbers, in the same order, are what the fit script fits the coefficients on.
import { devTotal, handTotal } from '../base/cards.ts';
import { maritimeRatio } from '../base/decide/trade.ts';
import { visiblePoints } from '../base/rules/points.ts';
import { rulesOf } from '../base/registry.ts';
import { indexOf, type InPhase } from '../base/state.ts';
import { RESOURCES, type Seat } from '../base/types.ts';
import { boardFacts } from '../bots/board.ts';
import { productionOf } from '../bots/outlook.ts';
import { expansionFeatures } from './expansion-features.ts';

export type Live = InPhase<'setup' | 'playing'>;

/** The features' names, in the order of a seat's row (and of the fitted coefficients). */
export const FEATURES = [
  'points', 'nearWin', 'production', 'kinds', 'hand', 'overSeven', 'devCards', 'knights',
  'harbors', 'roads', 'army', 'longest', 'nextToMove', 'settlementsLeft',
  // The expansions' (0 in a game without them): Cities & Knights' and Seafarers'.
  'improvements', 'knightStrength', 'activeKnights', 'commodities', 'progressCards', 'ships',
] as const;

/**
 * Each seat's row of features (FEATURES order). `after`: read the position as if that seat's
 * turn were over (a move's value is judged so, that ending the turn is not counted against it).
 */
export function seatFeatures(s: Live, seat: Seat, after: Seat | null = null): number[] {
  const target = rulesOf(s).victoryPoints(s);
  const points = visiblePoints(s, seat) + s.devCards[seat].victoryPoint;
  const share = Math.min(1, points / target);
  const production = productionOf(s, seat, boardFacts(s));
  const pips = production.reduce((a, b) => a + b, 0) / 36;
  const kinds = production.filter((p) => p > 0).length / 5;
  const hand = handTotal(s.hands[seat]);
  const dev = devTotal(s.devCards[seat]) - s.devCards[seat].victoryPoint;
  const harbors = RESOURCES.reduce((n, r) => n + (maritimeRatio(s, seat, r) < 4 ? 1 : 0), 0) / 5;
  const { pieces } = indexOf(s).spec;
  const roads = (pieces.roads - s.pieces[seat].roads) / pieces.roads;
  const active = after !== null ? (after + 1) % s.players : s.phase === 'playing' ? s.turn.seat : 0;
  const wait = (seat - active + s.players) % s.players;
  return [
    share,
    share ** 6,
    pips,
    kinds,
    Math.min(hand, 12) / 10,
    hand > 7 ? 1 : 0,
    dev / 3,
    Math.min(s.knights[seat], 6) / 3,
    harbors,
    roads,
    s.largestArmy === seat ? 1 : 0,
    s.longestRoad === seat ? 1 : 0,
    1 - wait / s.players,
    s.pieces[seat].settlements > 0 ? 1 : 0,
    ...expansionFeatures(s, seat),
  ];
}

/** Every seat's row. */
export const positionFeatures = (s: Live, after: Seat | null = null): number[][] => s.hands.map((_, seat) => seatFeatures(s, seat, after));
