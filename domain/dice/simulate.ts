// Plays a whole game between bots; the same seed and options give the same game.
import { supplyInputs, type DiceCommand } from './commands.ts';
import { botCommand, type DiceBotLevel } from './bot.ts';
import { decide } from './decide/index.ts';
import type { DiceEvent } from './events.ts';
import { fold } from './evolve.ts';
import { awaitedSeats } from './legal.ts';
import { seededRandom } from '../shared/random.ts';
import { initialState, type DiceState } from './state.ts';
import type { Side } from './types.ts';

export interface DiceSimulationOptions {
  readonly side?: Side;
  /** Default: 1 on the standard side, 2 on the Plus side. */
  readonly players?: number;
  /** Each seat's bot level, claimed with its seat (default 'good'); a shorter list repeats its last level. */
  readonly levels?: readonly DiceBotLevel[];
  readonly desertPairs?: number;
  /** Commands after which the game is abandoned (a guard: games end well before). */
  readonly maxCommands?: number;
}

export interface DiceSimulation {
  readonly events: DiceEvent[];
  readonly state: DiceState;
  readonly commands: number;
}

export function simulate(seed: number, options: DiceSimulationOptions = {}): DiceSimulation {
  const random = seededRandom(seed);
  const side = options.side ?? 'standard';
  const players = options.players ?? (side === 'plus' ? 2 : 1);
  const levels = options.levels ?? ['good'];
  const maxCommands = options.maxCommands ?? 20_000;
  const events: DiceEvent[] = [];
  let state = initialState();
  let commands = 0;
  const apply = (command: DiceCommand) => {
    const decision = decide(supplyInputs(command, random), state);
    if (!decision.ok) throw new Error(`bot command rejected: ${decision.rejection.code} ${JSON.stringify(command)}`);
    events.push(...decision.events);
    state = fold(decision.events, state);
    commands++;
  };
  apply({ type: 'CreateDiceGame', side, players, ...(options.desertPairs !== undefined ? { desertPairs: options.desertPairs } : {}) });
  for (let seat = 0; seat < players; seat++) apply({ type: 'ClaimSeat', seat, name: `Bot ${seat + 1}`, bot: true, level: levels[Math.min(seat, levels.length - 1)] });
  while (state.phase === 'playing' && commands < maxCommands) {
    const seat = awaitedSeats(state)[0];
    const command = botCommand(state, seat, state.levels[seat] ?? 'good', random);
    if (!command) throw new Error(`seat ${seat} has no move`);
    apply(command);
  }
  return { events, state, commands };
}
