// A simple helper policy a bot level may call before its own move: use the helper when it is
// clearly useful, else null. It reads the bot's view (redacted state) and legalHelperCommands
// (the Explorer also the bot's plan: explorer-bot.ts). `botHelperDuty`: what every level owes —
// a look's choice, the General's exemption when a 7 makes it discard, and the resource a roll's
// call to the Mayor or the General offers (in anyone's turn): good and expert take what their
// plan misses most, easy a random one of those the bank has.
import { handTotal } from '../../base/cards.ts';
import type { Random } from '../../../shared/random.ts';
import { indexOf, type InPhase, type State } from '../../base/state.ts';
import { RESOURCES, type BotLevel, type DevCard, type Resource, type Seat } from '../../base/types.ts';
import { handValue, planFor } from '../../bots/plan.ts';
import type { AfterUse, HelperUse, HelpersCommand } from './commands.ts';
import type { HelperId } from './data.ts';
import { explorerMove } from './explorer-bot.ts';
import { helperExchanges, legalHelperCommands } from './legal.ts';
import { helpersPart, turnNumber, type Call } from './state.ts';

type Playing = InPhase<'playing'>;
type Use = Extract<HelpersCommand, { type: 'UseHelper' }>;

/** The helpers a bot takes from the display, best first. */
const WANTED: readonly HelperId[] = ['general', 'mayor', 'captain', 'priest', 'architect', 'robberBride', 'noblewoman', 'mendicant', 'merchant', 'explorer'];
/** The development cards the Architect keeps, best first. */
const KEEP: readonly DevCard[] = ['victoryPoint', 'knight', 'roadBuilding', 'yearOfPlenty', 'monopoly'];

/** Flip side A (a second use later); from side B take the best card of the display. */
function then(s: State, seat: Seat): AfterUse | null {
  const options = helperExchanges(s, seat);
  if (options.includes('flip')) return 'flip';
  return WANTED.find((h) => options.includes(h)) ?? null;
}

const fewest = (p: Playing, seat: Seat): Resource => RESOURCES.filter((r) => p.bank[r] > 0).sort((a, b) => p.hands[seat][a] - p.hands[seat][b])[0] ?? 'ore';
const most = (p: Playing, seat: Seat): Resource => [...RESOURCES].sort((a, b) => p.hands[seat][b] - p.hands[seat][a])[0];

/** The resource, of those offered, whose card the seat's plan misses most (its hand's value with it, the highest). */
function wanted(p: Playing, seat: Seat, offered: readonly Resource[]): Resource | null {
  if (offered.length <= 1) return offered[0] ?? null;
  const plan = planFor(p, seat);
  let best: Resource | null = null;
  let bestValue = -Infinity;
  for (const r of offered) {
    const hand = plan.hand.slice();
    hand[RESOURCES.indexOf(r)]++;
    const value = handValue(plan, hand);
    if (value > bestValue) {
      best = r;
      bestValue = value;
    }
  }
  return best;
}

/** This turn's call of the seat's Mayor or General to take a resource, while it may still answer it. */
export function takeCall(s: Playing, seat: Seat): Call | null {
  const part = helpersPart(s);
  if (part.calls.length === 0) return null;
  const held = part.held[seat];
  const turn = turnNumber(s);
  if (!held || held.used === turn) return null;
  return part.calls.find((c) => c.seat === seat && c.turn === turn && c.effect === 'take' && c.helper === held.helper) ?? null;
}

/** Does the robber stand next to one of the seat's buildings? */
function robbed(p: Playing, seat: Seat): boolean {
  const t = indexOf(p).topology;
  return t.hexVertices[t.hexIndex.get(p.robber)!].some((v) => p.buildings[v]?.seat === seat);
}

function pick(p: Playing, seat: Seat, uses: readonly Use[]): HelperUse | null {
  const of = <H extends HelperUse['helper']>(h: H) => uses.map((c) => c.use).filter((u): u is Extract<HelperUse, { helper: H }> => u.helper === h);
  const first = uses[0]?.use;
  switch (first?.helper) {
    case undefined: return null;
    case 'general': {
      const takes = of('general').flatMap((u) => (u.resource === undefined ? [] : [u.resource]));
      const r = wanted(p, seat, takes);
      return of('general').find((u) => u.resource === undefined) ?? of('general').find((u) => u.resource === r) ?? null;
    }
    case 'mayor': {
      const r = wanted(p, seat, of('mayor').map((u) => u.resource));
      return of('mayor').find((u) => u.resource === r) ?? null;
    }
    case 'robberBride': return robbed(p, seat) ? first : null;
    case 'priest': return of('priest').find((u) => u.build === 'city') ?? first;
    case 'architect': return of('architect').find((u) => u.pay === undefined) ?? of('architect').find((u) => u.pay === most(p, seat)) ?? null;
    case 'mendicant': return of('mendicant').find((u) => u.pay === most(p, seat)) ?? null;
    case 'captain': {
      const r = most(p, seat);
      return p.hands[seat][r] >= 4 ? of('captain').find((u) => u.resource === r) ?? null : null;
    }
    case 'noblewoman':
      return of('noblewoman').sort((a, b) => handTotal(p.hands[b.target]) - handTotal(p.hands[a.target]))[0] ?? null;
    case 'merchant': {
      const want = fewest(p, seat);
      const give = most(p, seat);
      if (want === give || p.hands[seat][give] < 2) return null;
      const rich = of('merchant').filter((u) => u.resource === want && u.from.length === 1 && u.from[0].give === give);
      return rich.sort((a, b) => handTotal(p.hands[b.from[0].seat]) - handTotal(p.hands[a.from[0].seat]))[0] ?? null;
    }
    case 'explorer': return explorerMove(p, seat, of('explorer'));
  }
}

export function botHelperMove(view: State, seat: Seat): HelpersCommand | null {
  if (view.phase !== 'playing') return null;
  const choice = helpersPart(view).choice;
  if (choice !== null) {
    if (choice.seat !== seat) return null;
    if (choice.kind === 'architect') {
      const card = KEEP.find((c) => choice.cards.includes(c));
      return card ? { type: 'ChooseHelperCard', seat, card } : null;
    }
    const hand = choice.hand ?? {};
    const card = [...RESOURCES].sort((a, b) => (hand[b] ?? 0) - (hand[a] ?? 0))[0];
    return (hand[card] ?? 0) > 0 ? { type: 'ChooseHelperCard', seat, card } : null;
  }
  const after = then(view, seat);
  if (after === null) return null;
  const use = pick(view, seat, legalHelperCommands(view, seat).filter((c): c is Use => c.type === 'UseHelper'));
  return use === null ? null : { type: 'UseHelper', seat, use, then: after };
}

/** The answer to a call to take a resource: good and expert the one their plan misses most, easy (and a random player) any. */
function answerCall(view: Playing, seat: Seat, level: BotLevel | 'random', random: Random): HelpersCommand | null {
  const takes = legalHelperCommands(view, seat).filter((c): c is Use => c.type === 'UseHelper' && 'resource' in c.use && c.use.resource !== undefined);
  if (takes.length === 0) return null;
  if (level !== 'good' && level !== 'expert') return takes[Math.floor(random() * takes.length)];
  const r = wanted(view, seat, takes.map((c) => (c.use as { resource: Resource }).resource));
  const use = takes.find((c) => (c.use as { resource: Resource }).resource === r) ?? takes[0];
  return { ...use, then: then(view, seat) ?? use.then };
}

/**
 * What a bot of any level owes now: a look's choice (the first card offered if the policy finds
 * none); when a 7 makes it discard, the General's exemption in place of the discard; when a roll
 * called its Mayor or General to take a resource, the resource (in anyone's turn: the table waits
 * for a seat the server plays, see `helpersAwaited`).
 */
export function botHelperDuty(view: State, seat: Seat, level: BotLevel | 'random', random: Random): HelpersCommand | null {
  if (view.phase !== 'playing') return null;
  if (helpersPart(view).choice !== null) return botHelperMove(view, seat) ?? legalHelperCommands(view, seat)[0] ?? null;
  if (takeCall(view, seat) !== null) return answerCall(view, seat, level, random);
  const pending = view.turn.pending;
  if (pending.kind !== 'discard' || (pending.counts[seat] ?? 0) === 0 || helpersPart(view).held[seat]?.helper !== 'general') return null;
  const excuse = legalHelperCommands(view, seat).find((c): c is Use => c.type === 'UseHelper' && c.use.helper === 'general' && c.use.resource === undefined);
  const after = then(view, seat);
  return excuse && after !== null ? { ...excuse, then: after } : null;
}
