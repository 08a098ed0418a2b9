// The Explorer for the good and expert bots: move an end road onto the road its plan wants next
// (toward the settlement spot it aims at, or lengthening its longest road), when the move brings
// that spot nearer or the road longer and loses nothing the plan counts on: the spot it aims at
// stays as near, and a road in the race for Longest Road stays as long. Cheap: only moves onto
// the plan's next roads are weighed, each with one search of the spots and one road length.
import { replace } from '../../base/draft.ts';
import { longestRoad } from '../../base/rules/longestRoad.ts';
import { indexOf, type InPhase } from '../../base/state.ts';
import type { Seat } from '../../base/types.ts';
import { planFor } from '../../bots/plan.ts';
import { bestLongestRoad, lengthToTake, longestNow, reachableSpots } from '../../bots/roads.ts';
import type { HelperUse } from './commands.ts';

type Playing = InPhase<'playing'>;
export type ExplorerUse = Extract<HelperUse, { helper: 'explorer' }>;

/** Roads short of Longest Road within which a seat is in the race for it (as the plan's goal counts it). */
const RACE = 3;

/** The best move of an end road among the legal ones, or null when none helps. */
export function explorerMove(p: Playing, seat: Seat, uses: readonly ExplorerUse[]): ExplorerUse | null {
  if (uses.length === 0) return null;
  const { edgeIndex } = indexOf(p).topology;
  const plan = planFor(p, seat);
  const targets = new Set<number>();
  for (const g of plan.goals) if ((g.kind === 'settlement' || g.kind === 'longestRoad') && g.edge >= 0) targets.add(g.edge);
  const longest = bestLongestRoad(p, seat);
  if (longest) targets.add(longest.edge);
  const spot = plan.goals.find((g) => g.kind === 'settlement') ?? null;
  const now = longestNow(p, seat);
  const racing = p.longestRoad === seat || lengthToTake(p, seat) - now <= RACE;
  let best: ExplorerUse | null = null;
  let bestGain = 0;
  for (const use of uses) {
    const to = edgeIndex.get(use.to)!;
    if (!targets.has(to)) continue;
    const after = { ...p, roads: replace(replace(p.roads, edgeIndex.get(use.from)!, -1), to, seat) };
    const longer = longestRoad(after, seat) - now;
    if (racing && longer < 0) continue;
    let nearer = 0;
    if (spot !== null) {
      const there = reachableSpots(after, seat).find((x) => x.vertex === spot.vertex);
      if (there === undefined || there.roads > spot.roads) continue;
      nearer = spot.roads - there.roads;
    }
    const gain = nearer + (racing ? longer : 0);
    if (gain > bestGain) {
      best = use;
      bestGain = gain;
    }
  }
  return best;
}
