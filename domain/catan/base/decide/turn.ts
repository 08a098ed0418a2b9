// The turn: rolling and production, discarding on a 7, moving the robber, ending the turn.
import type { CommandOf, RollExtra } from '../commands.ts';
import type { Event } from '../events.ts';
import { bundleTotal, covers, handTotal, isBundle, normalized, pickResource } from '../cards.ts';
import { reject } from '../rejections.ts';
import { indexOf, type State } from '../state.ts';
import type { Bundle, Resource } from '../types.ts';
import { rollsExtra, rulesOf } from '../registry.ts';
import { fold } from '../evolve.ts';
import { accept, activeProblem, pendingProblem, refuse, seatProblem, type Decision, type Playing } from './common.ts';

const isDie = (d: unknown) => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 6;

export function rollDice(c: CommandOf<'RollDice'>, s: State): Decision {
  const bad = activeProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  if (p.turn.dice !== null) return refuse(reject('rule/already-rolled'));
  const pending = pendingProblem(p);
  if (pending) return refuse(pending);
  const input = c.dice;
  if (!Array.isArray(input) || input.length !== 2 || !isDie(input[0]) || !isDie(input[1])) return refuse(reject('command/missing-input'));
  const dice: [number, number] = [input[0], input[1]];
  // What the game's modules roll with the dice: the server's input, recorded in the event.
  const extra = p.modules.length > 0 ? rollExtra(p, c.extra) : undefined;
  if (extra === null) return refuse(reject('command/missing-input'));
  const rolled: Event = extra === undefined ? { type: 'DiceRolled', seat: c.seat, dice } : { type: 'DiceRolled', seat: c.seat, dice, extra };
  if (p.modules.length > 0) return moduleRoll(p, rolled, dice, extra);
  const total = dice[0] + dice[1];
  if (total === 7) {
    let any = false;
    const counts = new Array<number>(p.players);
    for (let seat = 0; seat < p.players; seat++) {
      const n = handTotal(p.hands[seat]);
      counts[seat] = n > 7 ? Math.floor(n / 2) : 0;
      if (n > 7) any = true;
    }
    return any ? accept(rolled, { type: 'DiscardsDemanded', counts }) : accept(rolled);
  }
  const gains = production(p, total);
  return gains ? accept(rolled, { type: 'ResourcesProduced', gains }) : accept(rolled);
}

/**
 * A roll in a game with modules: what they resolve first (the event die), then the 7's discards
 * (above each seat's limit, counting a module's cards) or production, then their `afterRoll`.
 * The hooks read the state the earlier events leave (a city pillaged first produces as a settlement).
 */
function moduleRoll(p: Playing, rolled: Event, dice: [number, number], extra: RollExtra | undefined): Decision {
  const rules = rulesOf(p);
  const first = rules.beforeProduction(p, dice, extra);
  if (first.defer) return accept(rolled, ...first.events);
  const q = first.events.length === 0 ? p : (fold(first.events, p) as Playing);
  return accept(rolled, ...first.events, ...rollPayout(q, dice, extra));
}

/** A module game's roll after its first events: the 7's discards or production, then the modules' afterRoll. */
export function rollPayout(q: Playing, dice: readonly [number, number], extra: RollExtra | undefined): Event[] {
  const rules = rulesOf(q);
  const total = dice[0] + dice[1];
  if (total === 7) {
    let any = false;
    const counts = new Array<number>(q.players);
    for (let seat = 0; seat < q.players; seat++) {
      const n = rules.cardCount(q, seat);
      const limit = rules.handLimit(q, seat);
      counts[seat] = n > limit ? Math.floor(n / 2) : 0;
      if (n > limit) any = true;
    }
    return [...(any ? [{ type: 'DiscardsDemanded', counts } as const] : []), ...rules.afterRoll(q, dice, null, extra)];
  }
  const gains = production(q, total);
  // The hook reads what the roll changes nowhere (the seats' hands before payment, the turn).
  return [...(gains ? [{ type: 'ResourcesProduced', gains } as const] : []), ...rules.afterRoll(q, dice, gains, extra)];
}

/** A module game's extra roll input: undefined when none of its modules rolls more, null when one does and the input is missing or malformed. */
function rollExtra(p: Playing, extra: unknown): RollExtra | undefined | null {
  if (!rollsExtra(p)) return undefined;
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) return null;
  return Object.values(extra).every(Number.isInteger) ? (extra as RollExtra) : null;
}

/**
 * What a roll pays: 1 card per settlement and 2 per city on each hex with the number, except
 * under the robber. If the bank cannot pay all of a resource, nobody gets it, unless only one
 * player is owed it: that player gets what is left.
 */
const NOTHING: Bundle = Object.freeze({});

/** Scratch for production: owed[seat * 5 + resource index]. Reused, as a roll happens every turn. */
const owed = new Int32Array(8 * 5);
/** Scratch: what the bank holds of each resource, in RESOURCES order. */
const left = new Int32Array(5);

export function production(s: Playing, total: number): Bundle[] | null {
  const { topology, hexesByToken, resourceIndex } = indexOf(s);
  const hexes = hexesByToken[total];
  if (hexes === undefined || hexes.length === 0) return null;
  const robber = topology.hexIndex.get(s.robber);
  // A module may change a city's yield (Cities & Knights: a resource and a commodity on some hexes).
  const cityYield = s.modules.length > 0 ? rulesOf(s).cityYield : null;
  const size = s.players * 5;
  for (let i = 0; i < size; i++) owed[i] = 0;
  let any = false;
  for (let i = 0; i < hexes.length; i++) {
    const h = hexes[i];
    const ri = resourceIndex[h];
    if (h === robber || ri < 0) continue;
    const corners = topology.hexVertices[h];
    for (let j = 0; j < corners.length; j++) {
      const b = s.buildings[corners[j]];
      if (b === null) continue;
      owed[b.seat * 5 + ri] += b.kind === 'city' ? (cityYield === null ? 2 : cityYield(s, h)) : 1;
      any = true;
    }
  }
  if (!any) return null;
  const { bank } = s;
  left[0] = bank.brick;
  left[1] = bank.lumber;
  left[2] = bank.wool;
  left[3] = bank.grain;
  left[4] = bank.ore;
  for (let ri = 0; ri < 5; ri++) {
    let demand = 0;
    let claimants = 0;
    for (let i = ri; i < size; i += 5) {
      if (owed[i] > 0) { demand += owed[i]; claimants++; }
    }
    if (demand <= left[ri]) continue;
    for (let i = ri; i < size; i += 5) if (owed[i] > 0) owed[i] = claimants === 1 ? left[ri] : 0;
  }
  let paid = false;
  const gains: Bundle[] = [];
  for (let seat = 0, i = 0; seat < s.players; seat++, i += 5) {
    if (owed[i] + owed[i + 1] + owed[i + 2] + owed[i + 3] + owed[i + 4] === 0) {
      gains.push(NOTHING);
      continue;
    }
    // One named store per resource (not gain[RESOURCES[ri]]): each site then sees few shapes.
    const gain: Partial<Record<Resource, number>> = {};
    if (owed[i] > 0) gain.brick = owed[i];
    if (owed[i + 1] > 0) gain.lumber = owed[i + 1];
    if (owed[i + 2] > 0) gain.wool = owed[i + 2];
    if (owed[i + 3] > 0) gain.grain = owed[i + 3];
    if (owed[i + 4] > 0) gain.ore = owed[i + 4];
    gains.push(gain);
    paid = true;
  }
  return paid ? gains : null;
}

export function discardResources(c: CommandOf<'DiscardResources'>, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  const pending = s.turn.pending;
  if (pending.kind !== 'discard' || pending.counts[c.seat] === 0) return refuse(reject('rule/no-discard-needed'));
  if (!isBundle(c.resources)) return refuse(reject('command/invalid'));
  if (bundleTotal(c.resources) !== pending.counts[c.seat]) {
    return refuse(reject('rule/wrong-discard-count', `Discard ${pending.counts[c.seat]}.`));
  }
  if (!covers(s.hands[c.seat], c.resources)) return refuse(reject('rule/insufficient-resources'));
  return accept({ type: 'ResourcesDiscarded', seat: c.seat, resources: normalized(c.resources) });
}

/** The cards the robber may take from a seat (a module's cards too: commodities). */
const cardsOf = (s: Playing, seat: number): number => (s.modules.length > 0 ? rulesOf(s).cardCount(s, seat) : handTotal(s.hands[seat]));

/** Seats with a building next to the hex and at least one card: whom the robber may rob. */
export function robbable(s: Playing, hex: number, thief: number): number[] {
  const t = indexOf(s).topology;
  const out: number[] = [];
  for (const v of t.hexVertices[hex]) {
    const b = s.buildings[v];
    if (b && b.seat !== thief && !out.includes(b.seat) && cardsOf(s, b.seat) > 0) out.push(b.seat);
  }
  return out;
}

/** How many seats the robber may rob at this hex (robbable(...).length, without the list). */
export function robbableCount(s: Playing, hex: number, thief: number): number {
  const t = indexOf(s).topology;
  let seen = 0;
  let n = 0;
  for (const v of t.hexVertices[hex]) {
    const b = s.buildings[v];
    if (b === null || b.seat === thief || (seen & (1 << b.seat)) !== 0) continue;
    seen |= 1 << b.seat;
    if (cardsOf(s, b.seat) > 0) n++;
  }
  return n;
}

export function moveRobber(c: CommandOf<'MoveRobber'>, s: State): Decision {
  const bad = activeProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  if (p.turn.pending.kind !== 'robber') {
    return refuse(pendingProblem(p) ?? reject('rule/wrong-phase', 'The robber moves after a 7 or a knight.'));
  }
  const h = indexOf(p).topology.hexIndex.get(c.hex);
  if (h === undefined) return refuse(reject('rule/unknown-hex'));
  if (c.hex === p.robber) return refuse(reject('rule/robber-same-hex'));
  if (p.modules.length > 0 && !rulesOf(p).robberMay(p, h)) return refuse(reject('rule/robber-not-here'));
  const events: Event[] = [{ type: 'RobberMoved', seat: c.seat, hex: c.hex }];
  const victim = c.victim ?? null;
  if (victim !== null) {
    if (!robbable(p, h, c.seat).includes(victim)) return refuse(reject('rule/invalid-victim'));
    if (typeof c.draw !== 'number' || !(c.draw >= 0 && c.draw < 1)) return refuse(reject('command/missing-input'));
    events.push(p.modules.length > 0 ? rulesOf(p).steal(p, c.seat, victim, c.draw) : { type: 'ResourceStolen', thief: c.seat, victim, resource: pickResource(p.hands[victim], c.draw) });
  }
  // What the game's rule modules add after the robber's move (the base game: nothing).
  if (p.modules.length > 0) events.push(...rulesOf(p).afterRobber(p, c.seat, c.hex, victim));
  return accept(...events);
}

export function endTurn(c: CommandOf<'EndTurn'>, s: State): Decision {
  const bad = activeProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = s as Playing;
  if (p.turn.dice === null) return refuse(reject('rule/must-roll-first'));
  const pending = pendingProblem(p);
  if (pending) return refuse(pending);
  // The base game: the next seat's turn; a module may put a part of the turn in between.
  return { ok: true, events: rulesOf(p).afterTurnEnds(p, c.seat) };
}
