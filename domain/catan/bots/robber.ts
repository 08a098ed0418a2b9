// The robber: onto the hex that hurts the leaders most and the seat itself least, then a steal
// from the most dangerous seat there (with cards).
import type { Command } from '../base/commands.ts';
import { handTotal } from '../base/cards.ts';
import { robbable } from '../base/decide/turn.ts';
import { indexOf } from '../base/state.ts';
import type { Random } from '../../shared/random.ts';
import type { Seat } from '../base/types.ts';
import type { Outlook, Playing } from './outlook.ts';
import { rulesOf } from '../base/registry.ts';

/** May the robber go to hex h at all (on a map with sea: land only)? */
const robberMay = (s: Playing, h: number): boolean => s.modules.length === 0 || rulesOf(s).robberMay(s, h);

/** How much putting the robber on hex h is worth to the seat (negative: it hurts itself). */
export function robberHexValue(o: Outlook, h: number): number {
  const s = o.s as Playing;
  const { topology } = indexOf(s);
  const pips = o.facts.hexPips[h];
  const r = o.facts.hexResource[h];
  let value = 0;
  let victims = 0;
  for (const v of topology.hexVertices[h]) {
    const b = s.buildings[v];
    if (b === null) continue;
    const times = b.kind === 'city' ? 2 : 1;
    if (b.seat === o.seat) {
      // Its own buildings: a penalty above any gain, so that the robber leaves them alone when it can.
      value -= 1000 + pips * times * (r >= 0 ? o.need[r] : 1);
    } else {
      value += pips * times * o.threat[b.seat];
      if (handTotal(s.hands[b.seat]) > 0) victims = Math.max(victims, o.threat[b.seat]);
    }
  }
  return value + victims * 2;
}

/** The seat to rob at hex h: the most dangerous one with cards, more cards breaking ties. */
export function victimAt(o: Outlook, h: number): Seat | null {
  const s = o.s as Playing;
  let best: Seat | null = null;
  let bestScore = -Infinity;
  for (const other of robbable(s, h, o.seat)) {
    const score = o.threat[other] * 4 + handTotal(s.hands[other]);
    if (score > bestScore) {
      best = other;
      bestScore = score;
    }
  }
  return best;
}

/** The good player's robber: the best hex by robberHexValue (ties to the first). */
export function placeRobber(o: Outlook): Command {
  const s = o.s as Playing;
  const { hexes } = indexOf(s).topology;
  let best = -1;
  let bestValue = -Infinity;
  for (let h = 0; h < hexes.length; h++) {
    if (hexes[h] === s.robber || !robberMay(s, h)) continue;
    const value = robberHexValue(o, h);
    if (value > bestValue) {
      best = h;
      bestValue = value;
    }
  }
  return { type: 'MoveRobber', seat: o.seat, hex: hexes[best], victim: victimAt(o, best) };
}

/**
 * The easy player's robber: a hex drawn with weights by the harm it does to others, never one
 * with its own buildings while another hex is free of them; a random victim there.
 */
export function drawRobber(o: Outlook, random: Random): Command {
  const s = o.s as Playing;
  const { hexes, hexVertices } = indexOf(s).topology;
  const weights = new Array<number>(hexes.length).fill(0);
  let total = 0;
  let fallback = -1;
  for (let h = 0; h < hexes.length; h++) {
    if (hexes[h] === s.robber || !robberMay(s, h)) continue;
    if (fallback < 0) fallback = h;
    let own = false;
    let harm = 0;
    for (const v of hexVertices[h]) {
      const b = s.buildings[v];
      if (b === null) continue;
      if (b.seat === o.seat) own = true;
      else harm += o.facts.hexPips[h] * (b.kind === 'city' ? 2 : 1);
    }
    if (own) continue;
    weights[h] = 0.2 + harm;
    total += weights[h];
  }
  let h = fallback;
  if (total > 0) {
    let x = random() * total;
    for (h = 0; h < hexes.length; h++) if (weights[h] > 0 && (x -= weights[h]) < 0) break;
    if (h === hexes.length) h = weights.findLastIndex((w) => w > 0);
  }
  const victims = robbable(s, h, o.seat);
  const victim = victims.length > 0 ? victims[Math.floor(random() * victims.length)] : null;
  return { type: 'MoveRobber', seat: o.seat, hex: hexes[h], victim };
}
