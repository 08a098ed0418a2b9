// Seafarers for the bots: every level plays every scenario to the end (each move judged by the
// domain: a refused one fails the game), and the good bot's Seafarers moves in situations.
import { describe, expect, it } from 'vitest';
import { botCommand, playBots, redactState, SCENARIOS, seededRandom, sideOf, type Player, type SideName } from '../../domain/catan/index.ts';
import { seaOnGold, seaRich } from './seafarers-given.ts';

describe('Seafarers: the bots', () => {
  it.each(SCENARIOS)('easy, good and random players finish a game on %s', (board) => {
    const players: Player[] = ['good', 'easy', 'random', 'good'];
    const game = playBots(31, players, { board, modules: ['seafarers'], maxCommands: 6000 });
    expect(game.winner).not.toBeNull();
  });

  it('an expert finishes a game too (its worlds deal the fog it cannot see)', () => {
    const game = playBots(32, ['expert', 'good', 'easy'], { board: 'fog-islands', modules: ['seafarers'], maxCommands: 6000 });
    expect(game.winner).not.toBeNull();
  }, 60_000);

  it('a good bot owed gold picks it before anything else', () => {
    const s = seaOnGold().rolled([1, 3]).playing;
    expect(botCommand(redactState(s, 0), 0, 'good', seededRandom(1))).toMatchObject({ type: 'PickGold', seat: 0 });
  });

  it('a good bot that cannot build a settlement or city sails toward the east island', () => {
    // Seat 0 holds only a ship's cost (and its set-up cards): its first ship heads out to sea.
    const g = seaRich();
    const s = { ...g.playing, hands: g.playing.hands.map((h, seat) => (seat === 0 ? { ...h, brick: 0, grain: 0, lumber: 1, wool: 1 } : h)) };
    const command = botCommand(redactState(s, 0), 0, 'good', seededRandom(1));
    expect(command).toMatchObject({ type: 'BuildShip', seat: 0 });
    // A path beside the sea hexes 3,3 or 3,4, between the main island and the east island.
    const beside = ['NE', 'E', 'SE', 'SW', 'W', 'NW'].flatMap((side) => [sideOf('3,3', side as SideName), sideOf('3,4', side as SideName)]);
    expect(beside).toContain((command as { edge: string }).edge);
  });
});
