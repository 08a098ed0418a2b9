// Development cards for the good player: which card to play now (one per turn), and where free
// roads go.
import type { Command } from '../base/commands.ts';
import { indexOf } from '../base/state.ts';
import { roadProblem, roadSpotEdges } from '../base/rules/placement.ts';
import { RESOURCES, type DevCard } from '../base/types.ts';
import type { Outlook, Playing } from './outlook.ts';
import { handValue, type Plan } from './plan.ts';
import { bestLongestRoad } from './roads.ts';
import { bundleOf } from './trade.ts';
import { allowed } from './duty.ts';

const PLAY = { knight: 'PlayKnight', roadBuilding: 'PlayRoadBuilding', yearOfPlenty: 'PlayYearOfPlenty', monopoly: 'PlayMonopoly' } as const;

/** May the active seat play a card of this kind now (held before this turn, none played yet, and the game's rules allow it)? */
export function playable(o: Outlook, card: DevCard): boolean {
  const s = o.s as Playing;
  return !s.turn.devCardPlayed && s.devCards[o.seat][card] - s.turn.bought[card] > 0
    && (card === 'victoryPoint' || allowed(s, o.seat, PLAY[card]));
}

/** Is the robber on a producing hex next to one of the seat's buildings? */
export function robberBlocks(o: Outlook): boolean {
  const { topology } = indexOf(o.s);
  const h = topology.hexIndex.get(o.s.robber)!;
  if (o.facts.hexPips[h] === 0) return false;
  return topology.hexVertices[h].some((v) => o.s.buildings[v]?.seat === o.seat);
}

/** Would one more knight take Largest Army? */
export function knightTakesArmy(o: Outlook): boolean {
  const s = o.s as Playing;
  const mine = s.knights[o.seat] + 1;
  if (s.largestArmy === o.seat || mine < 3) return false;
  return s.largestArmy === null || mine > s.knights[s.largestArmy];
}

/** Where the next road goes: toward the settlement goal, else to lengthen the longest road; -1 if nowhere useful. */
export function roadToBuild(plan: Plan): number {
  // A module's piece may stop a line where the plan's paths do not look (an opponent's knight): its first edge is checked then.
  const { s, seat } = plan.o;
  const open = (e: number) => s.modules.length === 0 || roadProblem(s, seat, e) === null;
  for (const g of plan.goals) if ((g.kind === 'settlement' || g.kind === 'longestRoad') && g.edge >= 0 && open(g.edge)) return g.edge;
  const best = bestLongestRoad(plan.o.s, plan.o.seat);
  return best ? best.edge : -1;
}

/** Any legal road spot, preferring roadToBuild's (for free roads that must be placed). */
export function someRoad(plan: Plan): number {
  const e = roadToBuild(plan);
  if (e >= 0) return e;
  const spots = roadSpotEdges(plan.o.s, plan.o.seat);
  return spots.length > 0 ? spots[0] : -1;
}

/** Year of Plenty's two cards: greedily the ones the hand gains most from, as the bank allows. */
export function plentyChoice(plan: Plan): { cards: number[]; gain: number } {
  const s = plan.o.s as Playing;
  const bank = RESOURCES.map((r) => s.bank[r]);
  const want = Math.min(2, bank.reduce((a, b) => a + b, 0));
  const hand = plan.hand.slice();
  const cards = [0, 0, 0, 0, 0];
  const before = handValue(plan, hand);
  for (let i = 0; i < want; i++) {
    let pick = -1;
    let best = -Infinity;
    for (let r = 0; r < 5; r++) {
      if (bank[r] - cards[r] <= 0) continue;
      hand[r]++;
      const value = handValue(plan, hand);
      hand[r]--;
      if (value > best) {
        pick = r;
        best = value;
      }
    }
    hand[pick]++;
    cards[pick]++;
  }
  return { cards, gain: handValue(plan, hand) - before };
}

/** Monopoly's best resource: every card of it is in the other hands but the bank's and ours. */
export function monopolyChoice(plan: Plan): { resource: number; taken: number; gain: number } {
  const s = plan.o.s as Playing;
  const perType = indexOf(s).spec.resourcesPerType;
  const before = handValue(plan, plan.hand);
  let best = { resource: 0, taken: 0, gain: -Infinity };
  for (let r = 0; r < 5; r++) {
    const taken = perType - s.bank[RESOURCES[r]] - plan.hand[r];
    const hand = plan.hand.slice();
    hand[r] += taken;
    const gain = handValue(plan, hand) - before + taken * 0.05;
    if (gain > best.gain) best = { resource: r, taken, gain };
  }
  return best;
}

/** The card the good player plays now, or null. Before the roll only a knight, when it pays at once. */
export function cardToPlay(plan: Plan, beforeRoll: boolean): Command | null {
  const { o } = plan;
  const { seat } = o;
  const s = o.s as Playing;
  if (s.turn.devCardPlayed) return null;
  const knight = playable(o, 'knight');
  if (knight && (robberBlocks(o) || knightTakesArmy(o))) return { type: 'PlayKnight', seat };
  if (beforeRoll) return null;
  if (playable(o, 'monopoly')) {
    const m = monopolyChoice(plan);
    if (m.taken >= 4 || (m.taken >= 2 && m.gain > 0.3)) return { type: 'PlayMonopoly', seat, resource: RESOURCES[m.resource] };
  }
  if (playable(o, 'yearOfPlenty')) {
    const p = plentyChoice(plan);
    if (p.gain > 0.2 && p.cards.some((n) => n > 0)) return { type: 'PlayYearOfPlenty', seat, resources: bundleOf(p.cards) };
  }
  if (playable(o, 'roadBuilding') && s.pieces[seat].roads > 0 && roadToBuild(plan) >= 0) return { type: 'PlayRoadBuilding', seat };
  if (knight) return { type: 'PlayKnight', seat };
  return null;
}
