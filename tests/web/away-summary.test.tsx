// @vitest-environment happy-dom
// "While you were away": back at the table, a player is told what the bot did for them (turns,
// builds, cards, trades, the robber), in their language, until they dismiss it or end a turn.
import { afterEach, describe, expect, it } from 'vitest';
import { awaySummary } from '../../web/src/game/away-summary.ts';
import { legalCommands, nextActor } from '../../domain/catan/index.ts';
import { ScriptedGame, tick } from './fakes.ts';
import { mountItems } from './mount.tsx';

const GAME = 'game_away01';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what the bot did while a player was away', () => {
  const away = [
    { type: 'SeatTakenOver', seat: 0 },
    { type: 'RoadBuilt', seat: 0, edge: 'a' },
    { type: 'RoadBuilt', seat: 1, edge: 'b' },
    { type: 'MaritimeTraded', seat: 0 },
    { type: 'TradeCompleted', seat: 2, partner: 0 },
    { type: 'DevelopmentCardBought', seat: 0, card: null },
    { type: 'TurnEnded', seat: 0, next: 1 },
    { type: 'RobberMoved', seat: 1, hex: 'x' },
    { type: 'TurnEnded', seat: 1, next: 0 },
    { type: 'SettlementBuilt', seat: 0, vertex: 'v' },
    { type: 'TurnEnded', seat: 0, next: 1 },
    { type: 'SeatReturned', seat: 0 },
  ];

  it('counts the seat\'s own turns and deeds between its going away and its return', () => {
    expect(awaySummary(away, 0)).toEqual({
      at: 11, turns: 2, done: [['roads', 1], ['settlements', 1], ['cards', 1], ['trades', 2]],
    });
  });

  it('is news only once back and until the player ends a turn of their own', () => {
    expect(awaySummary(away.slice(0, 5), 0)).toBeNull();
    expect(awaySummary(away, 1)).toBeNull();
    expect(awaySummary([...away, { type: 'RoadBuilt', seat: 0 }, { type: 'TurnEnded', seat: 1, next: 0 }], 0)).not.toBeNull();
    expect(awaySummary([...away, { type: 'TurnEnded', seat: 0, next: 1 }], 0)).toBeNull();
    // The dice game's structures count as its builds.
    expect(awaySummary([{ type: 'SeatTakenOver', seat: 1 }, { type: 'StructureBuilt', seat: 1 }, { type: 'SeatReturned', seat: 1 }], 1)?.done)
      .toEqual([['structures', 1]]);
  });
});

describe('back at the table', () => {
  it('shows what the bot did, and goes when dismissed', async () => {
    const script = ScriptedGame.seated([null, null, 'easy'], { timer: 60 });
    script.run({ type: 'TakeOverSeat', seat: 0 });
    // The bot plays two of the seat's turns: roll, answer what the dice ask, end the turn.
    let ended = 0;
    for (let moves = 0; ended < 2; moves++) {
      if (moves > 300) throw new Error('the turns did not end');
      const seat = nextActor(script.state)!;
      const legal = legalCommands(script.state, seat);
      const move = legal.find((c) => c.type === 'EndTurn') ?? legal.find((c) => c.type === 'RollDice') ?? legal[0];
      ended += script.run(move).events.filter((e) => e.type === 'TurnEnded' && e.seat === 0).length;
    }
    script.run({ type: 'ReturnToSeat', seat: 0 });
    const { root } = await mountItems(GAME, 0, script.items);
    const note = root.querySelector('[data-away-summary]')!;
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toContain('While you were away');
    expect(note.textContent).toContain('A bot played 2 turns for you.');
    // Not the banner of an absent player: that one is gone.
    expect(root.querySelector('.away-banner')).toBeNull();
    [...note.querySelectorAll('button')].find((b) => b.textContent === 'Got it')!.click();
    await tick();
    expect(root.querySelector('[data-away-summary]')).toBeNull();
  });
});
