// Bots at the table: whatever the game asks of a bot seat, it answers with a move the rules
// accept, from its own view only, and the same seed gives the same move.
import { describe, expect, it } from 'vitest';
import {
  botCommand, decide, initialState, nextActor, playBots, randomCommand, redactState, seededRandom, supplyInputs,
  type BoardKind, type BotLevel, type Command, type InPhase, type Player, type Seat, type State,
} from '../../domain/catan/index.ts';
import { levelCommand } from '../../domain/catan/bots/index.ts';
import { expertCandidates, expertCommand } from '../../domain/catan/bots/expert.ts';
import { goodCommand } from '../../domain/catan/bots/good.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'good', 'expert'];

/** A bot's move as levelCommand makes it, the expert searching few worlds (its full search is for the benchmark). */
function quick(player: BotLevel, view: State, seat: Seat, random: () => number): Command | null {
  return player === 'expert' ? expertCommand(view, seat, random, 2) : levelCommand(view, seat, player, random);
}

/**
 * Plays a game in which every bot move comes from `levelCommand` (which, unlike botCommand,
 * does not fall back to a random move on a bug), checking each one: the bot is asked only when
 * it has something to do, answers, and is accepted by decide on the full state.
 */
function checkedGame(seed: number, players: readonly Player[], board: BoardKind) {
  const counts = new Map<string, number>();
  let offersThisTurn = 0;
  let mostOffers = 0;
  let turn = -1;
  const game = playBots(seed, players, {
    board,
    maxCommands: 5000,
    choose: (player, state, seat, random) => {
      if (player === 'random') return randomCommand(state, seat, random);
      const command = quick(player, redactState(state, seat), seat, random);
      if (command === null) throw new Error(`${player} at seat ${seat} gave no move (seed ${seed})`);
      const decision = decide(supplyInputs(command, seededRandom(seed)), state);
      if (!decision.ok) throw new Error(`${player} ${JSON.stringify(command)}: ${decision.rejection.code} (seed ${seed})`);
      counts.set(command.type, (counts.get(command.type) ?? 0) + 1);
      if (state.phase === 'playing' && state.turn.number !== turn) {
        turn = state.turn.number;
        offersThisTurn = 0;
      }
      if (command.type === 'OfferTrade') mostOffers = Math.max(mostOffers, ++offersThisTurn);
      return command;
    },
  });
  return { ...game, counts, mostOffers };
}

describe('bots at the table', () => {
  it('make only moves the rules accept, and finish their games, on both boards with 3 and 4 players', () => {
    const seen = new Map<string, number>();
    let games = 0;
    for (const board of ['variable', 'beginner'] as const) {
      for (const size of [3, 4]) {
        for (let i = 0; i < 7; i++) {
          const seed = 100 + i * 13 + size;
          // The levels at every seat over the games, against each other and the random player;
          // the expert (slow by design) in one game of each kind.
          const pool: Player[] = i === 0 && size === 4 ? ['expert', 'good', 'easy', 'good'] : ['easy', 'good', 'random'];
          const players = Array.from({ length: size }, (_, s): Player => pool[(i + s) % pool.length]);
          const game = checkedGame(seed, players, board);
          expect(game.winner, `seed ${seed} ${players.join(',')}`).not.toBeNull();
          expect(game.turns).toBeLessThan(400);
          expect(game.mostOffers).toBeLessThanOrEqual(4);
          for (const [type, n] of game.counts) seen.set(type, (seen.get(type) ?? 0) + n);
          games++;
        }
      }
    }
    expect(games).toBe(28);
    // Between them the bots used every kind of move there is to use.
    for (const type of ['PlaceSettlement', 'RollDice', 'DiscardResources', 'MoveRobber', 'BuildRoad', 'BuildSettlement', 'BuildCity',
      'BuyDevelopmentCard', 'PlayKnight', 'PlayMonopoly', 'PlayYearOfPlenty', 'PlayRoadBuilding', 'TradeWithBank', 'OfferTrade',
      'AcceptTrade', 'DeclineTrade', 'CounterTrade', 'ConfirmTrade', 'EndTurn']) {
      expect(seen.get(type) ?? 0, type).toBeGreaterThan(0);
    }
  });

  it('weigh, at the expert level, only moves the rules accept', () => {
    let weighed = 0;
    playBots(21, ['good', 'good', 'good', 'good'], {
      choose: (_, state, seat, random) => {
        const view = redactState(state, seat);
        const good = goodCommand(view, seat, random)!;
        if (state.phase === 'setup' || state.phase === 'playing') {
          const live = view as InPhase<'setup' | 'playing'>;
          // The product's candidates and the wider searches' (`more`: cards to play, trades, offers; `answers`: the other answer to an offer).
          for (const c of [...expertCandidates(live, seat, good), ...expertCandidates(live, seat, good, { more: true, answers: true })]) {
            const decision = decide(supplyInputs(c, seededRandom(1)), state);
            if (!decision.ok) throw new Error(`${JSON.stringify(c)}: ${decision.rejection.code}`);
            weighed++;
          }
        }
        return good;
      },
    });
    expect(weighed).toBeGreaterThan(400);
  });

  it('win games between good bots within a reasonable number of turns', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const game = checkedGame(seed, ['good', 'good', 'good', 'good'], 'variable');
      expect(game.winner).not.toBeNull();
      expect(game.turns).toBeLessThan(160);
    }
  });

  it('answer only for a view of their own seat, and have nothing to do outside a game', () => {
    let full: State | null = null;
    playBots(7, ['good', 'good', 'good', 'good'], {
      choose: (player, state, seat, random) => {
        if (state.phase === 'playing' && full === null) full = state;
        return levelCommand(redactState(state, seat), seat, player as BotLevel, random);
      },
    });
    const s = full! as State & { phase: 'playing' };
    const seat = s.turn.seat;
    for (const level of LEVELS) {
      expect(botCommand(redactState(s, seat), seat, level, seededRandom(1))).not.toBeNull();
      // The full state, or another seat's view, is not this seat's to play from.
      expect(botCommand(s, seat, level, seededRandom(1))).toBeNull();
      expect(botCommand(redactState(s, (seat + 1) % 4), seat, level, seededRandom(1))).toBeNull();
      expect(botCommand(initialState(seat), seat, level, seededRandom(1))).toBeNull();
      // Another seat, waiting for its turn with nothing open, has nothing to do.
      expect(botCommand(redactState(s, (seat + 1) % 4), (seat + 1) % 4, level, seededRandom(1))).toBeNull();
    }
  });

  it('choose the same move from the same view and seed, and play the same game from the same seed', () => {
    const moves: Command[][] = [[], []];
    for (const run of [0, 1]) {
      playBots(11, ['good', 'easy', 'good', 'easy'], {
        maxCommands: 400,
        choose: (player, state, seat, random) => {
          const view = redactState(state, seat);
          const a = botCommand(view, seat, player as BotLevel, seededRandom(seat * 31 + moves[run].length));
          const b = botCommand(view, seat, player as BotLevel, seededRandom(seat * 31 + moves[run].length));
          expect(b).toEqual(a);
          moves[run].push(a!);
          return botCommand(view, seat, player as BotLevel, random);
        },
      });
    }
    expect(moves[0].length).toBeGreaterThan(200);
    expect(moves[1]).toEqual(moves[0]);
  });

  it('search the same way twice from the same view and seed (expert)', () => {
    let searched = 0;
    playBots(12, ['good', 'good', 'good', 'good'], {
      maxCommands: 120,
      choose: (_, state, seat, random) => {
        const view = redactState(state, seat);
        if (state.phase === 'setup' || (state.phase === 'playing' && nextActor(state) === seat && searched < 12)) {
          const a = expertCommand(view, seat, seededRandom(searched), 3);
          expect(expertCommand(view, seat, seededRandom(searched), 3)).toEqual(a);
          searched++;
        }
        return goodCommand(view, seat, random);
      },
    });
    expect(searched).toBeGreaterThan(12);
  });

  it('never throw, whatever state they are handed', () => {
    const states: State[] = [initialState(), initialState(0)];
    playBots(3, ['easy', 'good', 'good'], {
      maxCommands: 300,
      choose: (player, state, seat, random) => {
        if (states.length < 40) states.push(state, redactState(state, 'spectator'));
        return quick(player as BotLevel, redactState(state, seat), seat, random);
      },
    });
    for (const s of states) {
      for (const level of ['easy', 'good'] as const) {
        for (const seat of [0, 1, 2, 5] as Seat[]) {
          expect(() => botCommand(s, seat, level, seededRandom(2))).not.toThrow();
          expect(() => botCommand(redactState(s, seat), seat, level, seededRandom(2))).not.toThrow();
        }
      }
      // The expert searches where the good player would move: asked where it has nothing to do.
      for (const seat of [0, 1, 2, 5] as Seat[]) expect(() => botCommand(s, seat, 'expert', seededRandom(2))).not.toThrow();
    }
  });
});
