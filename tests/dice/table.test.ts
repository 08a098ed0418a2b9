// The table around the dice game, as the board game has it: a turn timer, bot seats at the board
// game's levels, and a bot playing a person's seat while its player is away (the server's
// TakeOverSeat and ReturnToSeat). None of it changes the rules of play or whose turn it is.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/shared/random.ts';
import { BOT_LEVELS, MAX_TURN_SECONDS } from '../../domain/catan/base/types.ts';
import {
  botCommand, DICE_BOT_LEVELS, DICE_COMMAND_TYPES, decide, fold, format, humanPresent, initialState, legalCommands, parse,
  serverPlays, simulate, supplyInputs, type DiceCommand, type DiceEvent, type DiceState,
} from '../../domain/dice/index.ts';
import { endTurn, given, table, type Playing } from './given.ts';

const create = (timer?: number): DiceCommand => ({ type: 'CreateDiceGame', side: 'standard', players: 2, ...(timer !== undefined ? { timer } : {}) });
const takeOver = (seat: number): DiceCommand => ({ type: 'TakeOverSeat', seat });
const returnTo = (seat: number): DiceCommand => ({ type: 'ReturnToSeat', seat });
const playing = (s: DiceState): Playing => {
  if (s.phase !== 'playing') throw new Error(`phase ${s.phase}`);
  return s;
};

describe('the turn timer', () => {
  it('is set when the game is created, and written in the event only when there is one', () => {
    given().when(create(90)).then([{ type: 'DiceGameCreated', side: 'standard', players: 2, desertPairs: 0, timer: 90 }]);
    given().when(create(0)).then([{ type: 'DiceGameCreated', side: 'standard', players: 2, desertPairs: 0 }]);
    given().when(create()).then([{ type: 'DiceGameCreated', side: 'standard', players: 2, desertPairs: 0 }]);
    given().when(create(MAX_TURN_SECONDS)).thenStartsWith([{ type: 'DiceGameCreated', side: 'standard', players: 2, desertPairs: 0, timer: MAX_TURN_SECONDS }]);
  });

  it('is 0 to the longest turn the platform allows, in whole seconds', () => {
    for (const timer of [-1, 0.5, MAX_TURN_SECONDS + 1, Number.NaN, '60' as unknown as number]) {
      given().when(create(timer)).thenRejects('dice/unsupported-options');
    }
  });

  it('is on the table from the lobby to the end (0: none)', () => {
    const timed = given().after(create(45));
    expect(timed.state.phase === 'lobby' && timed.state.timer).toBe(45);
    const g = timed.after({ type: 'ClaimSeat', seat: 0, name: 'Ana' }, { type: 'ClaimSeat', seat: 1, name: 'Bea' });
    expect(g.playing.timer).toBe(45);
    expect(table('standard', 2).playing.timer).toBe(0);
  });
});

describe('bot seats', () => {
  it('play at the board game\'s levels', () => {
    expect(DICE_BOT_LEVELS).toEqual(BOT_LEVELS);
  });

  it('claim a level (a bot without one is good); a person\'s seat has none', () => {
    const lobby = given().after({ type: 'CreateDiceGame', side: 'standard', players: 3 });
    lobby.when({ type: 'ClaimSeat', seat: 0, name: 'Bot', bot: true, level: 'expert' })
      .then([{ type: 'SeatClaimed', seat: 0, name: 'Bot', bot: true, level: 'expert' }]);
    lobby.when({ type: 'ClaimSeat', seat: 0, name: 'Bot', bot: true }).then([{ type: 'SeatClaimed', seat: 0, name: 'Bot', bot: true, level: 'good' }]);
    lobby.when({ type: 'ClaimSeat', seat: 0, name: 'Ana' }).then([{ type: 'SeatClaimed', seat: 0, name: 'Ana', bot: false }]);
    const g = lobby.after({ type: 'ClaimSeat', seat: 0, name: 'Ana' }, { type: 'ClaimSeat', seat: 1, name: 'Bot', bot: true, level: 'easy' }, { type: 'ClaimSeat', seat: 2, name: 'Cid' });
    expect(g.playing.levels).toEqual([null, 'easy', null]);
    expect(g.playing.bots).toEqual([false, true, false]);
  });

  it('refuses a level that is not a bot level, or a level for a person', () => {
    const lobby = given().after({ type: 'CreateDiceGame', side: 'standard', players: 2 });
    lobby.when({ type: 'ClaimSeat', seat: 0, name: 'Bot', bot: true, level: 'random' as never }).thenRejects('command/invalid');
    lobby.when({ type: 'ClaimSeat', seat: 0, name: 'Ana', level: 'good' }).thenRejects('command/invalid');
  });

  it('starts the game at the last claim, seat 0 first; a solo game at its one claim', () => {
    given().after({ type: 'CreateDiceGame', side: 'standard', players: 1 }).when({ type: 'ClaimSeat', seat: 0, name: 'Bot', bot: true, level: 'easy' })
      .then([{ type: 'SeatClaimed', seat: 0, name: 'Bot', bot: true, level: 'easy' }, { type: 'GameStarted', first: 0, dice: 6 }]);
  });

  it('each level plays a legal move: easy the random player, good and expert the expected-value player', () => {
    const g = table('plus', 2).rolls(0, 'blw');
    for (const level of DICE_BOT_LEVELS) {
      const random = seededRandom(7);
      const command = botCommand(g.state, 0, level, random);
      expect(command && decide(supplyInputs(command, random), g.state).ok).toBe(true);
    }
  });

  it('play whole games at the levels they claimed', () => {
    const { state, events } = simulate(5, { side: 'standard', players: 3, levels: ['easy', 'expert'] });
    expect(state.phase).toBe('finished');
    if (state.phase === 'finished') expect(state.levels).toEqual(['easy', 'expert', 'expert']);
    expect(events.filter((e) => e.type === 'SeatClaimed').map((e) => e.type === 'SeatClaimed' && e.level)).toEqual(['easy', 'expert', 'expert']);
  });
});

describe('a bot playing for an absent player', () => {
  // Ana (seat 0) and a bot (seat 1); Ana's first turn.
  const mixed = () => given().after(create(60), { type: 'ClaimSeat', seat: 0, name: 'Ana' }, { type: 'ClaimSeat', seat: 1, name: 'Bot', bot: true });

  it('takes a person\'s seat over, and gives it back when the player returns', () => {
    const g = mixed();
    const away = g.when(takeOver(0)).then([{ type: 'SeatTakenOver', seat: 0 }]);
    expect(playing(away).away).toEqual([true, false]);
    const back = given([...g.events, { type: 'SeatTakenOver', seat: 0 }]).when(returnTo(0)).then([{ type: 'SeatReturned', seat: 0 }]);
    expect(playing(back).away).toEqual([false, false]);
  });

  it('does not change whose turn it is, nor the turn under way', () => {
    const g = mixed().rolls(0, 'blwgo$');
    const away = g.after(takeOver(0));
    expect(away.playing.turn).toEqual(g.playing.turn);
    expect(away.after(returnTo(0)).playing.turn).toEqual(g.playing.turn);
    // The bot plays the seat with the seat's own commands.
    const next = away.after(endTurn(0));
    expect(next.playing.turn.seat).toBe(1);
    expect(next.playing.away).toEqual([true, false]);
  });

  it('tells who the server plays, and whether a person is at the table', () => {
    const g = mixed();
    expect([serverPlays(g.state, 0), serverPlays(g.state, 1)]).toEqual([false, true]);
    expect(humanPresent(g.state)).toBe(true);
    const away = g.after(takeOver(0));
    expect([serverPlays(away.state, 0), serverPlays(away.state, 1)]).toEqual([true, true]);
    expect(humanPresent(away.state)).toBe(false);
    expect(serverPlays(initialState(), 0)).toBe(false);
    expect(humanPresent(initialState())).toBe(false);
    // A free seat in the lobby has no person.
    const lobby = given().after(create(), { type: 'ClaimSeat', seat: 1, name: 'Bot', bot: true });
    expect(humanPresent(lobby.state)).toBe(false);
    expect(serverPlays(lobby.state, 1)).toBe(true);
  });

  it('refuses a bot\'s seat, a seat already away, and a return to a seat whose player is there', () => {
    const g = mixed();
    g.when(takeOver(1)).thenRejects('seat/bot');
    g.after(takeOver(0)).when(takeOver(0)).thenRejects('seat/away');
    g.when(returnTo(0)).thenRejects('seat/present');
    g.when(returnTo(1)).thenRejects('seat/present');
    g.when(takeOver(2)).thenRejects('seat/unknown');
    g.when(returnTo(-1)).thenRejects('seat/unknown');
  });

  it('is for a game in play only', () => {
    given().when(takeOver(0)).thenRejects('game/not-created');
    given().when(returnTo(0)).thenRejects('game/not-created');
    const lobby = given().after(create(60));
    lobby.when(takeOver(0)).thenRejects('game/not-started');
    lobby.when(returnTo(0)).thenRejects('game/not-started');
    const over = simulate(1, { side: 'standard', players: 1 }).state;
    expect(decide(takeOver(0), over)).toMatchObject({ ok: false, rejection: { code: 'game/over' } });
    expect(decide(returnTo(0), over)).toMatchObject({ ok: false, rejection: { code: 'game/over' } });
  });

  it('is the server\'s: never among a seat\'s legal moves', () => {
    expect(DICE_COMMAND_TYPES.has('TakeOverSeat') && DICE_COMMAND_TYPES.has('ReturnToSeat')).toBe(true);
    for (const g of [mixed(), mixed().rolls(0, 'blwgo$'), mixed().after(takeOver(0)).rolls(0, 'blwgo$')]) {
      const types = legalCommands(g.state, 0).map((c) => c.type);
      expect(types.length).toBeGreaterThan(0);
      expect(types).not.toContain('TakeOverSeat');
      expect(types).not.toContain('ReturnToSeat');
    }
  });
});

describe('the notation of the table', () => {
  it('writes the timer, the bots\' levels, and seats taken over and returned, and reads them back', () => {
    const g = given().after(create(60), { type: 'ClaimSeat', seat: 0, name: 'Ana' }, { type: 'ClaimSeat', seat: 1, name: 'Bot', bot: true, level: 'expert' })
      .after(takeOver(0)).rolls(0, 'blblbl').after(returnTo(0), endTurn(0));
    const text = format(g.events);
    expect(text).toContain('[Timer "60"]');
    expect(text).toContain('lobby claim/0/Ana claim/1/Bot/bot/expert start/0/6');
    expect(text).toContain('T1 away/0 roll/0/blblbl/000000 back/0 score/0/-2 end/0/1/6');
    expect(parse(text)).toEqual(g.events);
  });

  it('refuses a bot level it does not know', () => {
    expect(() => parse('[Side "standard"]\n[Players "1"]\n[DesertPairs "0"]\nlobby claim/0/Bot/bot/genius\n')).toThrow(SyntaxError);
    expect(() => parse('[Side "standard"]\n[Players "1"]\n[DesertPairs "0"]\nlobby claim/0/Ana//good\n')).toThrow(SyntaxError);
  });
});

describe('games recorded before the table', () => {
  // A stream as the dice game wrote it before: no timer, bots without a level.
  const legacy: DiceEvent[] = parse([
    '[HexfoldDice "1"]', '[Side "standard"]', '[Players "2"]', '[DesertPairs "0"]', '',
    'lobby claim/0/Ana claim/1/Bot%202/bot start/0/6',
    'T1 roll/0/blblbl/000000 build/0/r1/0.1 score/0/1 end/0/1/6',
    'T2 roll/1/wwwwww/000000 score/1/-2 end/1/0/6',
  ].join('\n'));

  it('read and write back the same', () => {
    expect(legacy[0]).toEqual({ type: 'DiceGameCreated', side: 'standard', players: 2, desertPairs: 0 });
    expect(legacy[2]).toEqual({ type: 'SeatClaimed', seat: 1, name: 'Bot 2', bot: true });
    expect(parse(format(legacy))).toEqual(legacy);
  });

  it('fold as before: no timer, a bot without a level is good, nobody away', () => {
    const s = playing(fold(legacy, initialState()));
    expect(s.timer).toBe(0);
    expect(s.levels).toEqual([null, 'good']);
    expect(s.away).toEqual([false, false]);
    expect(s.bots).toEqual([false, true]);
    expect(s.turn).toMatchObject({ seat: 0, number: 2, rolls: 0 });
    expect(s.sheets.map((sheet) => sheet.track)).toEqual([[1], [-2]]);
    // The same game claimed today (the level written out) folds to the same state.
    const today = legacy.map((e) => (e.type === 'SeatClaimed' && e.bot ? { ...e, level: 'good' as const } : e));
    expect(fold(today, initialState())).toEqual(s);
  });
});
