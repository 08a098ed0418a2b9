// Bots: a seeded random player over legalCommands, and a simple expected-value player that
// keeps the dice toward its best next builds and builds greedily by points per resource.
import type { DiceCommand } from './commands.ts';
import { keepMasks, legalCommands, placeable, placeableOn } from './legal.ts';
import type { Random } from '../shared/random.ts';
import type { Sheet, Structure } from './sheets.ts';
import { isBuilt, knightsBuilt, poolOf, type DiceState, type Playing } from './state.ts';
import { COSTS, DICE_RESOURCES, MAX_ROLLS, type DiceBotLevel, type DiceResource, type Face, type Seat, type StructureKind } from './types.ts';

export type { DiceBotLevel } from './types.ts';

const KIND_WEIGHT: Readonly<Record<DiceCommand['type'], number>> = {
  CreateDiceGame: 0, ClaimSeat: 0, Roll: 3, TradeGold: 2, UseKnight: 1, UseDesertPair: 1, Build: 20, EndTurn: 1, TakeOverSeat: 0, ReturnToSeat: 0,
};

/** A kind of legal command drawn by weight, then one of its instances uniformly; null: nothing to do. */
export function randomCommand(state: DiceState, seat: Seat, random: Random): DiceCommand | null {
  const legal = legalCommands(state, seat);
  if (legal.length === 0) return null;
  const kinds = [...new Set(legal.map((c) => c.type))];
  let x = random() * kinds.reduce((sum, k) => sum + KIND_WEIGHT[k], 0);
  const kind = kinds.find((k) => (x -= KIND_WEIGHT[k]) < 0) ?? kinds[kinds.length - 1];
  const of = legal.filter((c) => c.type === kind);
  return of[Math.floor(random() * of.length)];
}

const opened = new WeakMap<Sheet, ReadonlyMap<string, number>>();

/** For each road, the most points of a settlement or city at its end (0: none). */
function opensOf(sheet: Sheet): ReadonlyMap<string, number> {
  let map = opened.get(sheet);
  if (!map) {
    const m = new Map<string, number>();
    for (const r of sheet.structures) if (r.kind === 'road') m.set(r.id, Math.max(0, ...sheet.structures.filter((o) => o.road === r.id && o.kind !== 'road').map((o) => o.points)));
    opened.set(sheet, m);
    map = m;
  }
  return map;
}

/** How much a road's worth counts the settlement or city it leads to. */
const OPENS = 0.5;

/**
 * How much the bot wants a symbol: its points, plus a share of what a road leads to or an award.
 * On the Plus side victory points are all that count, so they weigh double.
 */
function worth(s: Playing, seat: Seat, st: Structure, have: Have): number {
  const awards = s.sheet.awards;
  const vp = awards ? 2 : 1;
  switch (st.kind) {
    case 'road': return st.points + OPENS * vp * opensOf(s.sheet).get(st.id)! + (awards && !st.branch ? 0.3 : 0);
    case 'settlement': case 'city': return vp * st.points;
    case 'knight': {
      if (!awards) return st.points;
      const army = have.knights + 1 >= awards.army && s.largestArmy !== seat ? awards.points : 0;
      return 0.4 + army;
    }
    default: {
      const unknown: never = st.kind;
      return unknown;
    }
  }
}

/** What the seat has that makes a symbol worth more: its knights, toward Largest Army. */
interface Have {
  readonly knights: number;
}

const haveOf = (s: Playing, seat: Seat): Have => ({ knights: knightsBuilt(s, seat) });

/** How many dice of each face (or resource) a list holds. */
function countOf(faces: Iterable<Face>): Record<Face, number> {
  const n: Record<Face, number> = { brick: 0, lumber: 0, wool: 0, grain: 0, ore: 0, gold: 0 };
  for (const f of faces) n[f]++;
  return n;
}

const NEEDS: Readonly<Record<StructureKind, Record<Face, number>>> = {
  road: countOf(COSTS.road), settlement: countOf(COSTS.settlement), city: countOf(COSTS.city), knight: countOf(COSTS.knight),
};

/** The dice of a cost that `free` (counts of faces) cannot pay. */
function missingOf(free: Readonly<Record<Face, number>>, kind: StructureKind): number {
  const need = NEEDS[kind];
  let missing = 0;
  for (const r of DICE_RESOURCES) if (need[r] > free[r]) missing += need[r] - free[r];
  return missing;
}

/**
 * The dice to keep for the next roll: the best targets in turn (a target's worth per resource,
 * halved for each missing die) take the dice that pay them; the rest is rolled again. Null
 * when every die already has a use: stop rolling.
 */
function keepPlan(s: Playing, seat: Seat): boolean[] | null {
  const { dice } = s.turn;
  const keep: boolean[] = dice.map(() => false);
  const free = countOf(dice);
  let left = dice.length;
  const built = new Set(s.sheets[seat].built);
  const have = haveOf(s, seat);
  for (;;) {
    let best: Structure | null = null;
    let bestScore = 0;
    let bestMissing = 0;
    for (const st of placeableOn(s.sheet, built)) {
      const cost = COSTS[st.kind].length;
      const missing = missingOf(free, st.kind);
      const w = worth(s, seat, st, have);
      if (w <= 0 || cost > left) continue;
      const score = (w / cost) * 0.35 ** missing;
      if (score > bestScore) [best, bestScore, bestMissing] = [st, score, missing];
    }
    if (best === null) break;
    for (const r of COSTS[best.kind]) {
      const i = dice.findIndex((f, j) => f === r && !keep[j]);
      if (i < 0 || free[r] === 0) continue;
      keep[i] = true;
      free[r]--;
      left--;
    }
    if (bestMissing > 0) break;
    // Plan on as if it were built: the road's settlement may come next.
    built.add(best.id);
  }
  return left === 0 ? null : keep;
}

/** An unused joker: a knight's (its resource, or 'any') or a desert pair's ('any'). */
interface Joker {
  readonly id: string;
  readonly gives: DiceResource | 'any';
  readonly pair: boolean;
}

/** The seat's unused jokers, the knights' own resources first, then the '?' knight, then desert pairs. */
function jokersOf(s: Playing, seat: Seat): Joker[] {
  const crossed = s.sheets[seat].jokers;
  const knights = s.sheet.structures.filter((k) => k.kind === 'knight' && k.joker && isBuilt(s, seat, k.id) && !crossed.includes(k.id))
    .map((k): Joker => ({ id: k.id, gives: k.joker!, pair: false }));
  const pairs = s.sheet.desertPairs.filter((p) => p.knights.every((k) => isBuilt(s, seat, k)) && !crossed.includes(p.id))
    .map((p): Joker => ({ id: p.id, gives: 'any', pair: true }));
  return [...knights.filter((j) => j.gives !== 'any'), ...knights.filter((j) => j.gives === 'any'), ...pairs];
}

/** The first step toward paying `st`: the build itself, a gold trade, or a joker; null if out of reach. */
function payStep(seat: Seat, pool: Readonly<Record<Face, number>>, st: Structure, jokers: readonly Joker[]): DiceCommand | null {
  const need = NEEDS[st.kind];
  const short = missingOf(pool, st.kind);
  if (short === 0) return { type: 'Build', seat, structure: st.id };
  if (short > Math.floor(pool.gold / 2) + jokers.length) return null;
  const missing = DICE_RESOURCES.flatMap((r) => Array<DiceResource>(Math.max(0, need[r] - pool[r])).fill(r));
  // Dice the build does not need, which a joker may turn.
  const spare: Face[] = DICE_RESOURCES.flatMap((r) => Array<Face>(Math.max(0, pool[r] - need[r])).fill(r));
  let gold = pool.gold;
  const steps: DiceCommand[] = [];
  const taken = new Set<string>();
  for (const r of missing) {
    if (gold >= 2) {
      gold -= 2;
      steps.push({ type: 'TradeGold', seat, resource: r });
      continue;
    }
    const joker = jokers.find((j) => !taken.has(j.id) && (j.gives === r || j.gives === 'any'));
    const give: Face | undefined = spare.pop() ?? (gold > 0 ? (gold--, 'gold') : undefined);
    if (!joker || give === undefined) return null;
    taken.add(joker.id);
    steps.push(joker.pair ? { type: 'UseDesertPair', seat, give, get: r }
      : { type: 'UseKnight', seat, knight: joker.id, give, ...(joker.gives === 'any' ? { resource: r } : {}) });
  }
  return steps[0];
}

/** The expected-value player's move, or null when it is not this seat's turn. */
export function evCommand(state: DiceState, seat: Seat): DiceCommand | null {
  if (state.phase !== 'playing' || state.turn.seat !== seat) return null;
  const t = state.turn;
  if (t.rolls === 0) return { type: 'Roll', seat, keep: keepMasks(state)[0] };
  if (t.rolling && t.rolls < MAX_ROLLS) {
    const keep = keepPlan(state, seat);
    if (keep) return { type: 'Roll', seat, keep };
  }
  const have = haveOf(state, seat);
  const targets = placeable(state, seat).map((st) => ({ st, worth: worth(state, seat, st, have) }))
    .sort((a, b) => b.worth / COSTS[b.st.kind].length - a.worth / COSTS[a.st.kind].length);
  // Jokers are once per game: spent on what is worth it only.
  const threshold = state.sheet.awards ? 1 : 4;
  const pool = poolOf(t);
  const jokers = jokersOf(state, seat);
  for (const { st, worth: w } of targets) {
    const step = payStep(seat, pool, st, w >= threshold ? jokers : []);
    if (step) return step;
  }
  return { type: 'EndTurn', seat };
}

/**
 * A bot seat's move on the (public) state; null when it has nothing to do. Never throws. 'easy'
 * is the random player (as the board game's easy bot is a weighted random one); 'good' and
 * 'expert' the expected-value player.
 */
export function botCommand(view: DiceState, seat: Seat, level: DiceBotLevel, random: Random): DiceCommand | null {
  switch (level) {
    case 'easy': return randomCommand(view, seat, random);
    case 'good': case 'expert':
      try {
        return evCommand(view, seat);
      } catch {
        return randomCommand(view, seat, random);
      }
    default: {
      // A level the board game gains must be given its dice bot here.
      const unknown: never = level;
      void unknown;
      return randomCommand(view, seat, random);
    }
  }
}
