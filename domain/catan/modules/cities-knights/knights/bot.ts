// Cities & Knights: the knights' bot hints. Every level answers a displaced knight's retreat.
// In the main phase, with the barbarians near, good (and expert) bots recruit and activate
// knights until their active strength covers their own cities (at least 1), so that they are not
// the weakest defender and may win a Defender of Catan; easy bots do some of it, now and then.
// Good bots also chase the robber off a hex of theirs (and the pirate off their ships). Random
// players take the legal list.
import type { Command } from '../../../base/commands.ts';
import { covers } from '../../../base/cards.ts';
import { indexOf, type InPhase } from '../../../base/state.ts';
import type { BotLevel, Seat } from '../../../base/types.ts';
import type { Random } from '../../../../shared/random.ts';
import { citiesOf } from '../improvements.ts';
import { BARBARIAN_STEPS, ckPart } from '../part.ts';
import { ACTIVATE_COST, RECRUIT_COST } from './costs.ts';
import { activeStrength, KNIGHTS_PER_STRENGTH, knightsOf, knightVertices, mayAct } from './part.ts';
import { recruitSpots, retreatSpots } from './routes.ts';
import { chasable, pirateBesideShip } from './sea.ts';

type Playing = InPhase<'playing'>;

/** How near the barbarians must be (steps left) before good bots arm, and easy ones. */
const GOOD_ALERT = 3;
const EASY_ALERT = 2;

/** The pips of the hexes around vertex v: a knight there guards (and blocks) something worth having. */
function pipsAt(s: Playing, v: number): number {
  const { topology } = indexOf(s);
  return topology.vertexHexes[v].reduce((n, h) => {
    const token = s.board.tiles[h].token;
    return n + (token === null ? 0 : 6 - Math.abs(7 - token));
  }, 0);
}

/** The spot whose hexes are worth the most pips. */
export const best = (s: Playing, spots: readonly number[]): number => spots.reduce((a, b) => (pipsAt(s, b) > pipsAt(s, a) ? b : a));

/** The answer the area requires of the seat now: where its displaced knight retreats. */
export function knightsDuty(s: Playing, seat: Seat, level: BotLevel, random: Random): Command | null {
  const { knights } = ckPart(s);
  if (knights.retreat === null || knights.retreat.knight.seat !== seat) return null;
  const spots = retreatSpots(s, knights);
  if (spots.length === 0) return null;
  const v = level === 'easy' ? spots[Math.floor(random() * spots.length)] : best(s, spots);
  return { type: 'RetreatKnight', seat, vertex: indexOf(s).topology.vertices[v] };
}

/** A knight to recruit or activate toward the seat's share of the defence, or null. */
function arm(s: Playing, seat: Seat): Command | null {
  const part = ckPart(s);
  const { knights } = part;
  const want = Math.max(1, citiesOf(s, seat).length);
  const hand = s.hands[seat];
  const { vertices } = indexOf(s).topology;
  if (activeStrength(knights, seat) >= want) return null;
  const idle = knightVertices(knights, seat).filter((v) => !knights.at[v]!.active);
  if (idle.length > 0 && covers(hand, ACTIVATE_COST)) return { type: 'ActivateKnight', seat, vertex: vertices[best(s, idle)] };
  const strength = knightVertices(knights, seat).reduce((n, v) => n + knights.at[v]!.strength, 0);
  if (strength >= want || knightsOf(knights, seat, 1) >= KNIGHTS_PER_STRENGTH || !covers(hand, RECRUIT_COST)) return null;
  const spots = recruitSpots(s, knights.at, seat);
  return spots.length === 0 ? null : { type: 'RecruitKnight', seat, vertex: vertices[best(s, spots)] };
}

/**
 * A chase of the robber off a hex where the seat has a building (or, with Seafarers, of the pirate
 * off a side of its ship), by a knight that may act.
 */
function chase(s: Playing, seat: Seat): Command | null {
  const part = ckPart(s);
  if (part.attacks === 0) return null;
  const { topology } = indexOf(s);
  const h = topology.hexIndex.get(s.robber);
  const robber = h !== undefined && topology.hexVertices[h].some((v) => s.buildings[v]?.seat === seat);
  const pirate = pirateBesideShip(s, seat);
  if (!robber && !pirate) return null;
  const v = knightVertices(part.knights, seat).find((x) => {
    if (!mayAct(part.knights.at[x]!, s.turn.number)) return false;
    const piece = chasable(s, x);
    return (piece === 'robber' && robber) || (piece === 'pirate' && pirate);
  });
  return v === undefined ? null : { type: 'ChaseRobber', seat, vertex: topology.vertices[v] };
}

/** A move worth making in the seat's main phase, or null. */
export function knightsMove(s: Playing, seat: Seat, level: BotLevel | 'random', random: Random): Command | null {
  const { turn } = s;
  if (level === 'random' || turn.seat !== seat || turn.dice === null || turn.pending.kind !== 'none') return null;
  const left = BARBARIAN_STEPS - ckPart(s).barbarians;
  if (level === 'easy') return left <= EASY_ALERT && random() < 0.5 ? arm(s, seat) : null;
  return chase(s, seat) ?? (left <= GOOD_ALERT ? arm(s, seat) : null);
}
