// Creating a game and taking the seats. The game starts when the last seat is claimed: on the
// beginner board the fixed start is laid at once; on a variable board the set-up placement begins.
import { describe, expect, it } from 'vitest';
import { beginnerBoard, variableBoard } from '../../domain/catan/index.ts';
import { given, played } from './given.ts';

const created = (players = 4, seed = 9) => played([], { type: 'CreateGame', players, board: 'variable', seed });

describe('lobby and seats', () => {
  describe('when there is no game yet', () => {
    it('creates a game on the beginner board for 4 players', () => {
      given().when({ type: 'CreateGame', players: 4, board: 'beginner', seed: 3 })
        .then([{ type: 'GameCreated', players: 4, boardKind: 'beginner', seed: 3, board: beginnerBoard() }]);
    });

    it('creates a game on a variable board for 3 players, laid from the seed', () => {
      given().when({ type: 'CreateGame', players: 3, board: 'variable', seed: 12345 })
        .then([{ type: 'GameCreated', players: 3, boardKind: 'variable', seed: 12345, board: variableBoard(3, 12345) }]);
    });

    it.each([2, 5, 6, 0, -1, 3.5])('refuses a table of %s players (3 or 4 only, for now)', (players) => {
      given().when({ type: 'CreateGame', players, board: 'beginner', seed: 1 }).thenRejects('game/unsupported-options');
    });

    it('refuses a board that does not exist', () => {
      given().when({ type: 'CreateGame', players: 4, board: 'seafarers' as never, seed: 1 }).thenRejects('game/unsupported-options');
    });

    it('needs the seed, an input of the application', () => {
      given().when({ type: 'CreateGame', players: 4, board: 'variable' }).thenRejects('command/missing-input');
      given().when({ type: 'CreateGame', players: 4, board: 'variable', seed: 0.5 }).thenRejects('command/missing-input');
    });

    it('refuses to seat anyone', () => {
      given().when({ type: 'ClaimSeat', seat: 0, name: 'Ana' }).thenRejects('game/not-created');
    });
  });

  describe('when the game is created', () => {
    it('cannot be created twice', () => {
      given(created()).when({ type: 'CreateGame', players: 4, board: 'beginner', seed: 1 }).thenRejects('game/already-created');
    });

    it('starts with every seat free, the bank full (19 of each resource) and the 25 development cards in the deck', () => {
      const state = given(created()).state;
      expect(state).toMatchObject({
        phase: 'lobby',
        names: [null, null, null, null],
        bank: { brick: 19, lumber: 19, wool: 19, grain: 19, ore: 19 },
        deck: { knight: 14, roadBuilding: 2, yearOfPlenty: 2, monopoly: 2, victoryPoint: 5, unknown: 0 },
      });
    });

    it('seats a player', () => {
      given(created()).when({ type: 'ClaimSeat', seat: 2, name: 'Beatriz' })
        .then([{ type: 'SeatClaimed', seat: 2, name: 'Beatriz', bot: false }]);
    });

    it('seats a bot, at the good level unless another is named', () => {
      given(created()).when({ type: 'ClaimSeat', seat: 0, name: 'Bot', bot: true })
        .then([{ type: 'SeatClaimed', seat: 0, name: 'Bot', bot: true, level: 'good' }]);
      given(created()).when({ type: 'ClaimSeat', seat: 0, name: 'Bot', bot: true, level: 'easy' })
        .then([{ type: 'SeatClaimed', seat: 0, name: 'Bot', bot: true, level: 'easy' }]);
    });

    it('refuses a level for a human seat, and a level that does not exist', () => {
      given(created()).when({ type: 'ClaimSeat', seat: 0, name: 'Ana', level: 'easy' }).thenRejects('command/invalid');
      given(created()).when({ type: 'ClaimSeat', seat: 0, name: 'Bot', bot: true, level: 'godlike' as never }).thenRejects('command/invalid');
    });

    it('trims the name', () => {
      given(created()).when({ type: 'ClaimSeat', seat: 1, name: '  Rui ' })
        .then([{ type: 'SeatClaimed', seat: 1, name: 'Rui', bot: false }]);
    });

    it.each(['', '   ', 'x'.repeat(41)])('refuses the name %j (1 to 40 characters)', (name) => {
      given(created()).when({ type: 'ClaimSeat', seat: 1, name }).thenRejects('command/invalid');
    });

    it('refuses a name that is not text', () => {
      given(created()).when({ type: 'ClaimSeat', seat: 1, name: 42 as never }).thenRejects('command/invalid');
    });

    it.each([4, -1, 1.5, '1' as never])('refuses seat %j, which is not at a 4-player table', (seat) => {
      given(created()).when({ type: 'ClaimSeat', seat, name: 'Ana' }).thenRejects('seat/unknown');
    });

    it('refuses a seat already taken', () => {
      given(created()).after({ type: 'ClaimSeat', seat: 1, name: 'Ana' })
        .when({ type: 'ClaimSeat', seat: 1, name: 'Rui' }).thenRejects('seat/taken');
    });

    it('cannot be played before every seat is taken', () => {
      given(created()).after({ type: 'ClaimSeat', seat: 0, name: 'Ana' })
        .when({ type: 'PlaceSettlement', seat: 0, vertex: '0,0,N' }).thenRejects('game/not-started');
      given(created()).after({ type: 'ClaimSeat', seat: 0, name: 'Ana' })
        .when({ type: 'RollDice', seat: 0, dice: [1, 2] }).thenRejects('game/not-started');
    });
  });

  describe('when the last seat is claimed', () => {
    it('starts the set-up placement on a variable board', () => {
      given(created(3)).after({ type: 'ClaimSeat', seat: 0, name: 'A' }, { type: 'ClaimSeat', seat: 2, name: 'C' })
        .when({ type: 'ClaimSeat', seat: 1, name: 'B' })
        .then([{ type: 'SeatClaimed', seat: 1, name: 'B', bot: false }, { type: 'SetupStarted' }]);
    });

    it('lays the fixed start on the beginner board and goes straight into play', () => {
      const g = given(played([], { type: 'CreateGame', players: 3, board: 'beginner', seed: 1 }))
        .after({ type: 'ClaimSeat', seat: 0, name: 'A' }, { type: 'ClaimSeat', seat: 1, name: 'B' });
      const events = g.when({ type: 'ClaimSeat', seat: 2, name: 'C' }).events;
      expect(events.map((e) => e.type)).toEqual([
        'SeatClaimed', 'SetupStarted',
        'SettlementPlaced', 'RoadPlaced', 'SettlementPlaced', 'RoadPlaced',
        'SettlementPlaced', 'RoadPlaced', 'SettlementPlaced', 'RoadPlaced',
        'SettlementPlaced', 'RoadPlaced', 'SettlementPlaced', 'RoadPlaced',
        'StartingResourcesReceived', 'StartingResourcesReceived', 'StartingResourcesReceived',
        'SetupCompleted',
      ]);
    });

    it('cannot be seated again once the game has started', () => {
      const full = played(created(3), ...[0, 1, 2].map((seat) => ({ type: 'ClaimSeat' as const, seat, name: `P${seat}` })));
      given(full).when({ type: 'ClaimSeat', seat: 1, name: 'Late' }).thenRejects('rule/wrong-phase');
    });
  });
});
