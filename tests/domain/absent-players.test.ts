// The table's own facts around the rules: a turn timer chosen at creation, bot seats with a level,
// and human seats a bot plays while their player is away. The server sends TakeOverSeat and
// ReturnToSeat; the rules only judge that they make sense.
import { describe, expect, it } from 'vitest';
import { format, parse, redact, variableBoard, type Event } from '../../domain/catan/index.ts';
import { beginnerGame, given, played, stateOf, variableGame } from './given.ts';

describe('the turn timer', () => {
  it('is recorded with the game, in seconds', () => {
    given().when({ type: 'CreateGame', players: 3, board: 'variable', seed: 5, timer: 120 })
      .then([{ type: 'GameCreated', players: 3, boardKind: 'variable', seed: 5, board: variableBoard(3, 5), timer: 120 }]);
    expect(stateOf(played([], { type: 'CreateGame', players: 3, board: 'variable', seed: 5, timer: 120 }))).toMatchObject({ timer: 120 });
  });

  it('is off when not set, or set to 0', () => {
    expect(stateOf(played([], { type: 'CreateGame', players: 3, board: 'variable', seed: 5 }))).toMatchObject({ timer: 0 });
    given().when({ type: 'CreateGame', players: 3, board: 'variable', seed: 5, timer: 0 })
      .then([{ type: 'GameCreated', players: 3, boardKind: 'variable', seed: 5, board: variableBoard(3, 5) }]);
  });

  it.each([-1, 1.5, 3601, Number.NaN])('refuses a timer of %s seconds', (timer) => {
    given().when({ type: 'CreateGame', players: 3, board: 'variable', seed: 5, timer }).thenRejects('game/unsupported-options');
  });

  it('survives the notation', () => {
    const events = played([], { type: 'CreateGame', players: 3, board: 'variable', seed: 5, timer: 60 });
    expect(parse(format(events))).toEqual(events);
  });
});

describe('a seat played for its absent player', () => {
  it('is taken over by a bot during set-up or play, and given back', () => {
    const setup = variableGame(4);
    given(setup).when({ type: 'TakeOverSeat', seat: 2 }).then([{ type: 'SeatTakenOver', seat: 2 }]);
    const away = played(setup, { type: 'TakeOverSeat', seat: 2 });
    expect(stateOf(away)).toMatchObject({ phase: 'setup', away: [false, false, true, false] });
    given(away).when({ type: 'ReturnToSeat', seat: 2 }).then([{ type: 'SeatReturned', seat: 2 }]);
    expect(stateOf(played(away, { type: 'ReturnToSeat', seat: 2 }))).toMatchObject({ away: [false, false, false, false] });
    given(beginnerGame()).when({ type: 'TakeOverSeat', seat: 0 }).then([{ type: 'SeatTakenOver', seat: 0 }]);
  });

  it('is not taken over twice, nor given back when present', () => {
    const away = played(beginnerGame(), { type: 'TakeOverSeat', seat: 1 });
    given(away).when({ type: 'TakeOverSeat', seat: 1 }).thenRejects('seat/away');
    given(beginnerGame()).when({ type: 'ReturnToSeat', seat: 1 }).thenRejects('seat/present');
  });

  it('never concerns a bot seat, a seat that does not exist, or a game not under way', () => {
    const withBot = played([], { type: 'CreateGame', players: 3, board: 'beginner', seed: 1 },
      { type: 'ClaimSeat', seat: 0, name: 'Ana' }, { type: 'ClaimSeat', seat: 1, name: 'Bot', bot: true, level: 'easy' });
    given(withBot).when({ type: 'TakeOverSeat', seat: 0 }).thenRejects('game/not-started');
    const started = played(withBot, { type: 'ClaimSeat', seat: 2, name: 'Rui' });
    given(started).when({ type: 'TakeOverSeat', seat: 1 }).thenRejects('seat/bot');
    given(started).when({ type: 'TakeOverSeat', seat: 3 }).thenRejects('seat/unknown');
    given().when({ type: 'TakeOverSeat', seat: 0 }).thenRejects('game/not-created');
    expect(stateOf(started)).toMatchObject({ bots: [false, true, false], levels: [null, 'easy', null] });
  });

  it('changes nothing else: the same seat still acts, and everyone sees who is away', () => {
    const before = stateOf(beginnerGame());
    const after = stateOf(played(beginnerGame(), { type: 'TakeOverSeat', seat: 0 }));
    expect({ ...after, away: before.phase === 'none' ? null : before.away }).toEqual(before);
    const event: Event = { type: 'SeatTakenOver', seat: 0 };
    expect(redact(event, 1)).toBe(event);
    expect(redact(event, 'spectator')).toBe(event);
  });

  it('survives the notation, bot levels included', () => {
    const events = played(played([], { type: 'CreateGame', players: 3, board: 'beginner', seed: 1 },
      { type: 'ClaimSeat', seat: 0, name: 'Ana' }, { type: 'ClaimSeat', seat: 1, name: 'Bot', bot: true, level: 'easy' },
      { type: 'ClaimSeat', seat: 2, name: 'Rui' }), { type: 'TakeOverSeat', seat: 2 }, { type: 'ReturnToSeat', seat: 2 });
    expect(parse(format(events))).toEqual(events);
  });
});
