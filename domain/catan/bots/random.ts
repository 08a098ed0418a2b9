// A seeded random player over legalCommands, and a simulator that plays a whole game with it.
import type { Command, CommandOf, CommandType } from '../base/commands.ts';
import { supplyInputs } from '../base/inputs.ts';
import type { Event } from '../base/events.ts';
import { decide } from '../base/decide/index.ts';
import { fold } from '../base/evolve.ts';
import { awaitedSeats, COUNTER, KINDS, legalKindMask } from '../base/legal.ts';
import { randomOf } from '../base/legal-random.ts';
import { seededRandom, type Random } from '../../shared/random.ts';
import { initialState, offeredTo, type State } from '../base/state.ts';
import { RESOURCES, type BoardKind, type Resource, type Seat } from '../base/types.ts';
import { moduleAwaited, moduleLegal, moduleSetupLegal, takesCommands } from '../base/registry.ts';
import type { Expansion, TurnRule } from '../options.ts';

/**
 * How much the random player likes each kind of move. It picks a kind by these weights, then
 * one of that kind's legal instances uniformly. Uniform play over all moves hardly ever
 * finishes a game, so building is preferred and domestic offers are rare.
 */
function weight(kind: CommandType): number {
  switch (kind) {
    case 'BuildCity': case 'BuildSettlement': return 1000;
    case 'BuildRoad': case 'BuyDevelopmentCard': return 15;
    case 'PlayKnight': case 'PlayRoadBuilding': case 'CancelTrade': return 5;
    case 'PlayYearOfPlenty': case 'PlayMonopoly': return 2;
    case 'TradeWithBank': return 4;
    case 'OfferTrade': return 0.2;
    case 'ConfirmTrade': return 50;
    case 'EndTurn': return 10;
    default: return 1;
  }
}

/** weight() by index in KINDS. */
const KIND_WEIGHTS: readonly number[] = KINDS.map(weight);

/** Picks one of the seat's legal commands: a kind by weight, then an instance; null when it has none. */
export function randomCommand(state: State, seat: Seat, random: Random): Command | null {
  if (state.phase === 'playing' && state.modules.length > 0 && takesCommands(state)) {
    const command = randomModuleCommand(state, seat, random);
    if (command !== null) return command;
  }
  if (state.phase === 'setup' && state.modules.length > 0) {
    // A module's piece instead of the set-up road (Seafarers' ship), now and then.
    const options = moduleSetupLegal(state, seat);
    if (options.length > 0 && random() < SETUP_MODULE_SHARE) return options[Math.floor(random() * options.length)];
  }
  // The random player never counters (it answers offers by accepting or declining), as before
  // counters were listed: its seeded games stay the same.
  let mask = legalKindMask(state, seat) & ~COUNTER;
  while (mask !== 0) {
    // Over the mask's set bits only, lowest first (the order of KINDS).
    let total = 0;
    for (let m = mask; m !== 0; m &= m - 1) total += KIND_WEIGHTS[31 - Math.clz32(m & -m)];
    let x = random() * total;
    // The first kind whose weight the draw falls in (the last one takes any rounding remainder).
    let pick = -1;
    for (let m = mask; m !== 0; m &= m - 1) {
      pick = 31 - Math.clz32(m & -m);
      if ((x -= KIND_WEIGHTS[pick]) < 0) break;
    }
    const kind = KINDS[pick];
    if (kind === 'DiscardResources') return randomDiscard(state, seat, random);
    const command = randomOf(state, seat, kind, random);
    if (command?.type === 'OfferTrade' && random() < AIMED) return aimed(command, state, random);
    if (command) return command;
    mask &= ~(1 << pick);
  }
  // Nothing of the base game's is left to do: a module's move must be (a free ship of Road Building).
  if (state.phase === 'playing' && state.modules.length > 0) {
    const options = moduleLegal(state, seat);
    if (options.length > 0) return options[Math.floor(random() * options.length)];
  }
  return null;
}

/** How often the random player takes a module's set-up piece when one is offered. */
const SETUP_MODULE_SHARE = 0.4;

/** How often the random player makes a rule module's move when it may (it must when the module awaits it). */
const MODULE_SHARE = 0.05;

/** One of the rule modules' legal moves for the seat: always when a module awaits its answer, else now and then. */
function randomModuleCommand(state: Extract<State, { phase: 'playing' }>, seat: Seat, random: Random): Command | null {
  const awaited = moduleAwaited(state) === seat;
  if (!awaited && random() >= MODULE_SHARE) return null;
  const options = moduleLegal(state, seat);
  return options.length > 0 ? options[Math.floor(random() * options.length)] : null;
}

/** The share of its domestic offers the random player makes to one player rather than to all. */
const AIMED = 0.4;

/** The offer made to one other seat, drawn uniformly. */
function aimed(offer: CommandOf<'OfferTrade'>, state: State, random: Random): Command {
  const players = (state as Extract<State, { phase: 'playing' }>).players;
  return { ...offer, to: (offer.seat + 1 + Math.floor(random() * (players - 1))) % players };
}

/** One of the legal discards, drawn card by card (enumerating them all is costly for big hands). */
function randomDiscard(state: State, seat: Seat, random: Random): Command {
  const p = state as Extract<State, { phase: 'playing' }>;
  const h = p.hands[seat];
  const counts = [h.brick, h.lumber, h.wool, h.grain, h.ore];
  const picked = [0, 0, 0, 0, 0];
  let total = counts[0] + counts[1] + counts[2] + counts[3] + counts[4];
  for (let left = p.turn.pending.kind === 'discard' ? p.turn.pending.counts[seat] : 0; left > 0; left--, total--) {
    let x = Math.floor(random() * total);
    let r = 0;
    while (x >= counts[r]) x -= counts[r++];
    counts[r]--;
    picked[r]++;
  }
  const resources: Partial<Record<Resource, number>> = {};
  RESOURCES.forEach((r, i) => {
    if (picked[i] > 0) resources[r] = picked[i];
  });
  return { type: 'DiscardResources', seat, resources };
}

/** Who acts next: an awaited seat, or a seat that has not answered an open trade offer made to it. */
export function nextActor(state: State): Seat | null {
  if (state.phase === 'playing' && state.modules.length > 0) {
    const seat = moduleAwaited(state);
    if (seat !== null) return seat;
  }
  if (state.phase === 'playing') {
    const { trade, pending, seat } = state.turn;
    if (trade && pending.kind === 'none') {
      for (let i = 0; i < trade.responses.length; i++) {
        if (i !== seat && trade.responses[i].kind === 'none' && offeredTo(trade, i)) return i;
      }
    }
    if (pending.kind !== 'discard') return seat;
    for (let i = 0; i < pending.counts.length; i++) if (pending.counts[i] > 0) return i;
    return null;
  }
  return awaitedSeats(state)[0] ?? null;
}

export interface SimulationOptions {
  /** 3 to 6 (default 4). */
  readonly players?: number;
  readonly board?: BoardKind;
  /** 5–6 players: the turn rule (default: the special building phase). */
  readonly turnRule?: TurnRule;
  /** The mini-expansions in play. */
  readonly modules?: readonly Expansion[];
  /** Commands after which the game is abandoned (a guard; random games end well before). */
  readonly maxCommands?: number;
}

export interface Simulation {
  readonly events: Event[];
  readonly state: State;
  readonly commands: number;
}

/** Plays a whole game between random bots; the same seed gives the same game. */
export function simulate(seed: number, options: SimulationOptions = {}): Simulation {
  const random = seededRandom(seed);
  const players = options.players ?? 4;
  const maxCommands = options.maxCommands ?? 20000;
  const events: Event[] = [];
  let state = initialState();
  let commands = 0;
  const apply = (command: Command) => {
    const decision = decide(supplyInputs(command, random, state), state);
    if (!decision.ok) throw new Error(`bot command rejected: ${decision.rejection.code} ${JSON.stringify(command)}`);
    for (const e of decision.events) events.push(e);
    state = fold(decision.events, state);
    commands++;
  };
  apply({
    type: 'CreateGame', players, board: options.board ?? 'variable', ...(options.turnRule ? { turnRule: options.turnRule } : {}),
    ...(options.modules ? { modules: options.modules } : {}),
  });
  for (let seat = 0; seat < players; seat++) apply({ type: 'ClaimSeat', seat, name: `Bot ${seat + 1}`, bot: true });
  while (state.phase !== 'finished' && commands < maxCommands) {
    const seat = nextActor(state);
    if (seat === null) break;
    const command = randomCommand(state, seat, random);
    if (!command) throw new Error(`seat ${seat} has no legal command in phase ${state.phase}`);
    apply(command);
  }
  return { events, state, commands };
}
