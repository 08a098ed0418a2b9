// Cities & Knights' bot hints: the choices the table awaits (a city to lose, the aqueduct's pick, a
// discard with commodities) and, in the main phase, improvements and walls; the knights' and the
// progress cards' own hints come from their folders.
import type { Command } from '../../base/commands.ts';
import { indexOf, type InPhase } from '../../base/state.ts';
import { RESOURCES, type BotLevel, type Resource, type Seat } from '../../base/types.ts';
import type { Random } from '../../../shared/random.ts';
import { CARDS, isResource } from './cards.ts';
import type { Commodity } from './commodities.ts';
import { cardCount, handLimit } from './hand.ts';
import { plainCities } from './improvements.ts';
import { citiesKnightsAwaited, improvementOptions, owesMixedDiscard, wallOptions } from './legal.ts';
import { knightsDuty, knightsMove } from './knights/bot.ts';
import { ckPart } from './part.ts';
import { progressDuty, progressMove } from './progress/bot.ts';

type Playing = InPhase<'playing'>;

/** The worth of a city to its owner: the pips of its hexes (the one to lose is the poorest). */
function cityWorth(s: Playing, v: number): number {
  const { topology } = indexOf(s);
  return topology.vertexHexes[v].reduce((n, h) => {
    const token = s.board.tiles[h].token;
    return n + (token === null ? 0 : 6 - Math.abs(7 - token));
  }, 0);
}

/** A discard from the biggest piles (resources and commodities alike), one card at a time. */
function discardBiggest(s: Playing, seat: Seat, count: number): Command {
  const part = ckPart(s);
  const held = new Map(CARDS.map((c) => [c, isResource(c) ? s.hands[seat][c] : part.commodities[seat][c as Commodity]]));
  const resources: Partial<Record<Resource, number>> = {};
  const commodities: Partial<Record<Commodity, number>> = {};
  for (let i = 0; i < count; i++) {
    const [card] = [...held.entries()].reduce((a, b) => (b[1] > a[1] ? b : a));
    held.set(card, held.get(card)! - 1);
    if (isResource(card)) resources[card] = (resources[card] ?? 0) + 1;
    else commodities[card as Commodity] = (commodities[card as Commodity] ?? 0) + 1;
  }
  return { type: 'DiscardCards', seat, resources, commodities };
}

export function citiesKnightsDuty(s: Playing, seat: Seat, level: BotLevel, random: Random): Command | null {
  const part = ckPart(s);
  if (citiesKnightsAwaited(s) === seat) {
    if (part.losing.includes(seat)) {
      const v = plainCities(s, seat).reduce((a, b) => (cityWorth(s, b) < cityWorth(s, a) ? b : a));
      return { type: 'LoseCity', seat, vertex: indexOf(s).topology.vertices[v] };
    }
    if (part.aqueduct[seat] > 0) {
      const open = RESOURCES.filter((r) => s.bank[r] > 0);
      const resource = open.reduce((a, b) => (s.hands[seat][b] < s.hands[seat][a] ? b : a), open[0]);
      return resource === undefined ? null : { type: 'PickAqueduct', seat, resource };
    }
    if (owesMixedDiscard(s, seat)) return discardBiggest(s, seat, (s.turn.pending as { counts: readonly number[] }).counts[seat]);
  }
  return knightsDuty(s, seat, level, random) ?? progressDuty(s, seat, level, random);
}

/** Improvements first (the commodities' one use), then a wall when the hand is near its limit. */
export function citiesKnightsMove(s: Playing, seat: Seat, level: BotLevel | 'random', random: Random): Command | null {
  if (level === 'random') return null;
  const own = s.turn.seat === seat && s.turn.dice !== null && s.turn.pending.kind === 'none';
  if (own) {
    const improvements = improvementOptions(s, seat);
    if (improvements.length > 0) return improvements[level === 'easy' ? Math.floor(random() * improvements.length) : 0];
    const walls = level === 'easy' ? [] : wallOptions(s, seat);
    // A wall when a 7 would soon cost cards: the hand (after paying for it) at its limit or one under.
    if (walls.length > 0 && cardCount(s, seat) - 2 >= handLimit(s, seat) - 1) return walls[0];
  }
  return knightsMove(s, seat, level, random) ?? progressMove(s, seat, level, random);
}

