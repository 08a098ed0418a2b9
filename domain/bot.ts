// A seeded random player over legalCommands, and a simulator that plays a whole game with it.
import type { Command } from './commands.ts';
import { supplyInputs } from './commands.ts';
import type { Event } from './events.ts';
import { decide } from './decide/index.ts';
import { evolve } from './evolve.ts';
import { awaitedSeats, legalCommands } from './legal.ts';
import { seededRandom, type Random } from './random.ts';
import { initialState, type State } from './state.ts';
import type { BoardKind, Seat } from './types.ts';

/**
 * How much the random player likes each kind of move. Uniform play hardly ever finishes a
 * game, so building is preferred and domestic offers are rare.
 */
const WEIGHTS: Partial<Record<Command['type'], number>> = {
  BuildCity: 1000, BuildSettlement: 1000, BuildRoad: 30, BuyDevelopmentCard: 30,
  PlayKnight: 10, PlayRoadBuilding: 10, PlayYearOfPlenty: 2, PlayMonopoly: 2,
  TradeWithBank: 3, OfferTrade: 0.05, ConfirmTrade: 50, CancelTrade: 5, EndTurn: 10,
};

/** Picks one of the seat's legal commands, weighted by kind; null when it has none. */
export function randomCommand(state: State, seat: Seat, random: Random): Command | null {
  const options = legalCommands(state, seat);
  if (options.length === 0) return null;
  let total = 0;
  const weights = options.map((c) => {
    const w = WEIGHTS[c.type] ?? 1;
    total += w;
    return w;
  });
  let x = random() * total;
  for (let i = 0; i < options.length; i++) {
    x -= weights[i];
    if (x < 0) return options[i];
  }
  return options[options.length - 1];
}

/** Who acts next: an awaited seat, or a seat that has not answered an open trade offer. */
export function nextActor(state: State): Seat | null {
  if (state.phase === 'playing' && state.turn.trade && state.turn.pending.kind === 'none') {
    const i = state.turn.trade.responses.findIndex((r, seat) => r.kind === 'none' && seat !== state.turn.seat);
    if (i >= 0) return i;
  }
  return awaitedSeats(state)[0] ?? null;
}

export interface SimulationOptions {
  readonly players?: number;
  readonly board?: BoardKind;
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
    const decision = decide(supplyInputs(command, random), state);
    if (!decision.ok) throw new Error(`bot command rejected: ${decision.rejection.code} ${JSON.stringify(command)}`);
    for (const e of decision.events) {
      events.push(e);
      state = evolve(state, e);
    }
    commands++;
  };
  apply({ type: 'CreateGame', players, board: options.board ?? 'variable' });
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
