// A whole game between bots (and random players), as the server runs one: each move is chosen
// on the state redacted for the seat to move, then given its dice and draws and decided.
import type { Command } from '../base/commands.ts';
import { supplyInputs } from '../base/inputs.ts';
import { decide } from '../base/decide/index.ts';
import { fold } from '../base/evolve.ts';
import { nextActor, randomCommand } from './random.ts';
import { seededRandom, type Random } from '../../shared/random.ts';
import { redactState } from '../base/redact.ts';
import { initialState, type State } from '../base/state.ts';
import type { BoardKind, BotLevel, Seat } from '../base/types.ts';
import type { Expansion, TurnRule } from '../options.ts';
import { botCommand } from './index.ts';

/** Who sits at a seat: a bot level, or the seeded weighted random player of bot.ts. */
export type Player = BotLevel | 'random';

/**
 * One move of a player on the full state: a bot sees only its seat's view; the random player
 * (a baseline, not a bot level) reads the state as simulate does.
 */
export function moveOf(player: Player, state: State, seat: Seat, random: Random): Command | null {
  if (player === 'random') return randomCommand(state, seat, random);
  return botCommand(redactState(state, seat), seat, player, random);
}

export interface BotGameOptions {
  readonly board?: BoardKind;
  /** 5–6 players: the turn rule (default: the special building phase). */
  readonly turnRule?: TurnRule;
  /** The mini-expansions in play. */
  readonly modules?: readonly Expansion[];
  /** Commands after which the game is abandoned (a guard: a game between bots ends well before). */
  readonly maxCommands?: number;
  /** Chooses each move (default: moveOf); a benchmark wraps it to time the decisions. */
  readonly choose?: (player: Player, state: State, seat: Seat, random: Random) => Command | null;
}

export interface BotGame {
  readonly state: State;
  readonly commands: number;
  /** The winner, or null if the game hit the command guard. */
  readonly winner: Seat | null;
  /** Turns played (the number of the last turn). */
  readonly turns: number;
}

/** A seed for one decision, from the game's seed, the move number and the seat (as the server derives it). */
export function decisionSeed(seed: number, move: number, seat: Seat): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(move + 1, 0xc2b2ae35) ^ Math.imul(seat + 7, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return (h ^ (h >>> 13)) | 0;
}

/** Plays a whole game with these players in seat order; the same seed gives the same game. */
export function playBots(seed: number, players: readonly Player[], options: BotGameOptions = {}): BotGame {
  const dice = seededRandom(seed);
  const choose = options.choose ?? moveOf;
  const maxCommands = options.maxCommands ?? 5000;
  let state = initialState();
  let commands = 0;
  const apply = (command: Command) => {
    const decision = decide(supplyInputs(command, dice, state), state);
    if (!decision.ok) throw new Error(`rejected: ${decision.rejection.code} ${JSON.stringify(command)} (seed ${seed}, move ${commands})`);
    state = fold(decision.events, state);
    commands++;
  };
  apply({
    type: 'CreateGame', players: players.length, board: options.board ?? 'variable', ...(options.turnRule ? { turnRule: options.turnRule } : {}),
    ...(options.modules ? { modules: options.modules } : {}),
  });
  players.forEach((_, seat) => apply({ type: 'ClaimSeat', seat, name: `Bot ${seat + 1}`, bot: true }));
  while (state.phase !== 'finished' && commands < maxCommands) {
    const seat = nextActor(state);
    if (seat === null) throw new Error(`nobody to move (seed ${seed}, move ${commands})`);
    const command = choose(players[seat], state, seat, seededRandom(decisionSeed(seed, commands, seat)));
    if (!command) throw new Error(`seat ${seat} (${players[seat]}) has no move in phase ${state.phase} (seed ${seed}, move ${commands})`);
    apply(command);
  }
  const turns = state.phase === 'playing' || state.phase === 'finished' ? (state.turn?.number ?? 0) : 0;
  return { state, commands, winner: state.phase === 'finished' ? state.winner : null, turns };
}
