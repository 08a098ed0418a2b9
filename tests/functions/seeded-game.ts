// Whole games whose inputs are derived as the server derives them (functions/app/seeds.ts), as
// stream records: quicker than playing through the service, and the same derivation.
import {
  decide, fold, initialState, moveOf, nextActor, randomCommand, seededRandom, supplyInputs, type BoardKind, type Command, type Player, type State,
} from '../../domain/catan/index.ts';
import * as dice from '../../domain/dice/index.ts';
import type { SeedsRevealed } from '../../domain/shared/fairness.ts';
import type { AnyEvent } from '../../domain/platform/index.ts';
import { commitmentOf, inputsAt, serverSeatSeed, withSeat, type GameSeeds } from '../../functions/app/seeds.ts';
import { newRecord } from '../../functions/store/stream.ts';
import type { StreamRecord } from '../../functions/store/types.ts';

/** A 32-byte seed in hex from a number (tests only: the server's are random bytes). */
export const testSeed = (n: number): string => {
  const random = seededRandom(n);
  return Array.from({ length: 32 }, () => Math.floor(random() * 256).toString(16).padStart(2, '0')).join('');
};

export interface SeededGame {
  readonly records: StreamRecord[];
  readonly seeds: GameSeeds;
}

export interface SeededCatanOptions {
  readonly firstPlayer?: 'roll';
  readonly board?: BoardKind;
  readonly modules?: readonly string[];
  /** Each seat played by moveOf at this level (seat 0 too); none: random players. */
  readonly levels?: readonly Player[];
  /** A move to make instead of the level's, when it gives one. */
  readonly prefer?: (state: State, seat: number) => Command | undefined;
}

/** A finished 3-player game (base unless `modules`); seat 0 brings its own seed, the others are bots. */
export function seededCatanGame(n: number, options: SeededCatanOptions = {}): SeededGame {
  const { levels, prefer, ...created } = options;
  const choices = seededRandom(n);
  let seeds: GameSeeds = { server: testSeed(n), seats: [] };
  const records: StreamRecord[] = [];
  let state: State = initialState();
  const apply = (command: Command, sealed?: string) => {
    const version = records.length + 1;
    const decision = decide(supplyInputs(command, inputsAt(seeds, version), state), state);
    if (!decision.ok) throw new Error(`${command.type}: ${decision.rejection.code}`);
    state = fold(decision.events, state);
    records.push(newRecord('g', version, `c-${version}`, decision.events, 'at', state, 20, sealed));
  };
  apply({ type: 'CreateGame', players: 3, board: 'variable', commitment: commitmentOf(seeds.server), ...created }, seeds.server);
  for (let seat = 0; seat < 3; seat++) {
    const own = seat === 0 ? testSeed(n + 1000) : undefined;
    const seed = own ?? serverSeatSeed(seeds.server, seat);
    seeds = withSeat(seeds, seat, seed, records.length + 1);
    const who = seat === 0 ? {} : { bot: true, level: 'easy' as const };
    apply({ type: 'ClaimSeat', seat, name: `P${seat}`, ...who, seedHash: commitmentOf(seed) }, own);
  }
  for (let moves = 0; state.phase !== 'finished'; moves++) {
    if (moves > 20_000) throw new Error(`game ${n} not over`);
    const seat = nextActor(state)!;
    apply((prefer?.(state, seat) ?? (levels === undefined ? randomCommand(state, seat, choices) : moveOf(levels[seat], state, seat, choices)))!);
  }
  records.push(revealRecord(records.length + 1, seeds));
  return { records, seeds };
}

/** A finished 2-player Plus-side dice game of good bots. */
export function seededDiceGame(n: number): SeededGame {
  const choices = seededRandom(n);
  let seeds: GameSeeds = { server: testSeed(n), seats: [] };
  const records: StreamRecord[] = [];
  let state: dice.DiceState = dice.initialState();
  const apply = (command: dice.DiceCommand) => {
    const version = records.length + 1;
    const decision = dice.decide(dice.supplyInputs(command, inputsAt(seeds, version)), state);
    if (!decision.ok) throw new Error(`${command.type}: ${decision.rejection.code}`);
    state = dice.fold(decision.events, state);
    records.push(newRecord('d', version, `c-${version}`, decision.events, 'at', state));
  };
  apply({ type: 'CreateDiceGame', side: 'plus', players: 2, commitment: commitmentOf(seeds.server) });
  for (let seat = 0; seat < 2; seat++) {
    seeds = withSeat(seeds, seat, serverSeatSeed(seeds.server, seat), records.length + 1);
    apply({ type: 'ClaimSeat', seat, name: `Bot ${seat}`, bot: true, level: 'good', seedHash: commitmentOf(seeds.seats[seat]!.seed) });
  }
  while (state.phase === 'playing') {
    const seat = dice.awaitedSeats(state)[0];
    apply(dice.botCommand(state, seat, 'good', choices)!);
  }
  records.push({ ...revealRecord(records.length + 1, seeds), gameId: 'd', kind: 'dice' });
  return { records, seeds };
}

function revealRecord(version: number, seeds: GameSeeds): StreamRecord {
  const event: SeedsRevealed = { type: 'SeedsRevealed', server: seeds.server, seats: seeds.seats.map((s) => s!.seed) };
  return { gameId: 'g', version, commandId: 'reveal-seeds', events: [event as AnyEvent], at: 'at' };
}
