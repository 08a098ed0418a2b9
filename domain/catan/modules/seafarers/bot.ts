// Seafarers for the bots. Every level picks the gold it is owed (a good bot the resources it is
// shortest of, for its next build) and places Road Building's free ships when no road is left. In
// its turn a bot that cannot build a settlement or city but holds a ship's cost sails toward the
// best free coast or fog within reach (voyage.ts); a good bot also moves a ship that does nothing
// to the front of its voyage, and takes the pirate to the leader when the robber cannot reach them
// (or anywhere it robs someone when the pirate alone may move: a knight chased it).
import type { Command } from '../../base/commands.ts';
import { covers, COSTS, handTotal } from '../../base/cards.ts';
import type { Random } from '../../../shared/random.ts';
import { indexOf, type InPhase } from '../../base/state.ts';
import { RESOURCES, type BotLevel, type Resource, type Seat } from '../../base/types.ts';
import { pickChoices, pirateMoves } from './legal.ts';
import { placesOf } from './places.ts';
import { seafarersPart } from './part.ts';
import { pirateVictims, SHIP_COST, shipSpots } from './ships.ts';
import { course, shipMove } from './voyage.ts';
import { rulesOf } from '../../base/registry.ts';
import { robbable } from '../../base/decide/turn.ts';
import { visiblePoints } from '../../base/rules/points.ts';

type Playing = InPhase<'playing'>;

export function seafarersDuty(s: Playing, seat: Seat, level: BotLevel | 'random', random: Random): Command | null {
  if (s.turn.seat === seat && s.turn.pending.kind === 'roadBuilding') return freeShip(s, seat);
  if (s.turn.seat === seat && s.turn.pending.kind === 'robber') return pirate(s, seat, level, random);
  const choices = pickChoices(s, seat);
  if (choices.length === 0) return null;
  if (level === 'random' || level === 'easy') return choices[Math.floor(random() * choices.length)];
  // The resources the seat holds least of (grain and ore first: cities), as the bank allows.
  const hand = s.hands[seat];
  const need = (r: Resource) => hand[r] + (r === 'grain' || r === 'ore' ? -0.5 : 0);
  const score = (c: Command) => (c.type === 'PickGold' ? -RESOURCES.reduce((n, r) => n + (c.resources[r] ?? 0) * need(r), 0) : 0);
  return choices.reduce((a, b) => (score(b) > score(a) ? b : a));
}


/**
 * The pirate instead of the robber: when the leading opponent (most visible points) has a ship
 * the pirate can reach and no building the robber can reach, rob them at sea (an easy bot does so
 * half the time). Otherwise null: the robber.
 */
function pirate(s: Playing, seat: Seat, level: BotLevel | 'random', random: Random): Command | null {
  const rules = rulesOf(s);
  // Another module's rule may leave one piece to move (a knight's chase of the pirate, or the robber).
  if (rules.allows(s, seat, 'MovePirate') !== null) return null;
  if (rules.allows(s, seat, 'MoveRobber') !== null) {
    const moves = pirateMoves(s, seat);
    return moves.find((c) => c.type === 'MovePirate' && c.victim !== null) ?? moves[0] ?? null;
  }
  if (level === 'random' || (level === 'easy' && random() < 0.5)) return null;
  const t = indexOf(s).topology;
  const places = placesOf(s);
  const others = s.hands.map((_, x) => x).filter((x) => x !== seat && handTotal(s.hands[x]) > 0);
  if (others.length === 0) return null;
  const leader = others.reduce((a, b) => (visiblePoints(s, b) > visiblePoints(s, a) ? b : a));
  for (let h = 0; h < t.hexes.length; h++) {
    if (t.hexes[h] !== s.robber && rules.robberMay(s, h) && robbable(s, h, seat).includes(leader)) return null;
  }
  const { pirate: at } = seafarersPart(s);
  for (let h = 0; h < t.hexes.length; h++) {
    if (places.sea[h] === 1 && t.hexes[h] !== at && pirateVictims(s, h, seat).includes(leader)) return { type: 'MovePirate', seat, hex: t.hexes[h], victim: leader };
  }
  return null;
}

/** Road Building's free piece as a ship, toward the best coast within reach (else the first spot). */
function freeShip(s: Playing, seat: Seat): Command | null {
  if (seafarersPart(s).shipsLeft[seat] === 0) return null;
  const e = course(s, seat)?.edge ?? shipSpots(s, seat)[0];
  return e === undefined ? null : { type: 'PlaceShip', seat, edge: indexOf(s).topology.edges[e] };
}

export function seafarersMove(s: Playing, seat: Seat, level: BotLevel | 'random', random: Random): Command | null {
  if (level === 'random') return null;
  const { turn } = s;
  if (turn.seat !== seat || turn.dice === null || turn.pending.kind !== 'none') return null;
  const hand = s.hands[seat];
  // A settlement or city comes first; the easy bot sails half the time, and never moves a ship.
  const builds = covers(hand, COSTS.settlement) || covers(hand, COSTS.city);
  if (!builds && seafarersPart(s).shipsLeft[seat] > 0 && covers(hand, SHIP_COST) && !(level === 'easy' && random() < 0.5)) {
    const next = course(s, seat);
    if (next !== null) return { type: 'BuildShip', seat, edge: indexOf(s).topology.edges[next.edge] };
  }
  return level === 'easy' ? null : shipMove(s, seat);
}
