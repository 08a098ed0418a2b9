// @vitest-environment happy-dom
// A bot's trade offer, as a person answers it: the pop-up counts down the time the table waits for
// the answers, and the player may choose to decline bots' offers without being asked (kept for
// next time); and a player's own last offer can be made again in one tap.
import { afterEach, describe, expect, it } from 'vitest';
import { legalCommands, nextActor, RESOURCES, type Command } from '../../domain/catan/index.ts';
import { autoDeclineBots, setAutoDeclineBots } from '../../web/src/kinds/catan/table/trade-settings.ts';
import { click, ScriptedGame } from './fakes.ts';
import { mountItems } from './mount.tsx';

const GAME = 'game_botoffer';

afterEach(() => {
  document.body.innerHTML = '';
  setAutoDeclineBots(false);
});

/** Plays (rolling, answering what the dice ask, ending turns) until `seat` has rolled in its own turn. */
function untilRolled(script: ScriptedGame, seat: number): void {
  for (let moves = 0; ; moves++) {
    const s = script.state;
    if (s.phase === 'playing' && s.turn.seat === seat && s.turn.dice !== null && s.turn.pending.kind === 'none') return;
    if (moves > 300) throw new Error('never got there');
    const who = nextActor(s)!;
    const legal = legalCommands(s, who);
    script.run((who !== seat && legal.find((c) => c.type === 'EndTurn')) || legal.find((c) => c.type === 'RollDice') || legal[0]);
  }
}

/** Bruno (a bot, seat 1) offers everyone one card of his for one he lacks. */
function botOffers(): ScriptedGame {
  const script = ScriptedGame.seated([null, 'easy', null], { board: 'beginner' });
  untilRolled(script, 1);
  const s = script.state;
  if (s.phase !== 'playing') throw new Error(s.phase);
  const give = RESOURCES.find((r) => s.hands[1][r] > 0)!;
  const want = RESOURCES.find((r) => r !== give)!;
  script.run({ type: 'OfferTrade', seat: 1, give: { [give]: 1 }, want: { [want]: 1 } } as Command);
  return script;
}

describe('a bot\'s offer', () => {
  it('counts down the time the table waits for my answer, and offers to decline bots\' offers without asking', async () => {
    const { root } = await mountItems(GAME, 0, botOffers().items);
    const pop = root.querySelector('[data-offer]')!;
    expect(pop.querySelector('[data-offer-clock] [data-countdown]')).not.toBeNull();
    const box = pop.querySelector<HTMLInputElement>('[data-auto-decline]')!;
    expect(box.checked).toBe(false);
    expect(pop.textContent).toContain('Decline bots’ offers without asking me');
  });

  it('is declined at once, once, when I chose so', async () => {
    const { net, root } = await mountItems(GAME, 0, botOffers().items);
    const box = root.querySelector<HTMLInputElement>('[data-auto-decline]')!;
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    // (Preact runs effects after the frame.)
    for (let i = 0; i < 20 && net.all('command').length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(autoDeclineBots.value).toBe(true);
    expect(net.all('command').map((m) => m.command)).toEqual([{ type: 'DeclineTrade' }]);
    // Kept for the next game (and the next page).
    expect(JSON.parse(localStorage.getItem('hexfold.trade') ?? '{}')).toEqual({ autoDeclineBots: true });
  });

  it('is not counted down when a person offers', async () => {
    const script = ScriptedGame.seated([null, null, 'easy'], { board: 'beginner' });
    untilRolled(script, 1);
    const s = script.state;
    if (s.phase !== 'playing') throw new Error(s.phase);
    const give = RESOURCES.find((r) => s.hands[1][r] > 0)!;
    script.run({ type: 'OfferTrade', seat: 1, give: { [give]: 1 }, want: { [RESOURCES.find((r) => r !== give)!]: 1 } } as Command);
    const { root } = await mountItems(GAME, 0, script.items);
    expect(root.querySelector('[data-offer]')).not.toBeNull();
    expect(root.querySelector('[data-offer-clock]')).toBeNull();
    expect(root.querySelector('[data-auto-decline]')).toBeNull();
  });
});

describe('my last offer', () => {
  it('can be made again in one tap', async () => {
    const script = ScriptedGame.seated([null, 'easy', 'easy'], { board: 'beginner' });
    untilRolled(script, 0);
    const s = script.state;
    if (s.phase !== 'playing') throw new Error(s.phase);
    const give = RESOURCES.find((r) => s.hands[0][r] > 0)!;
    const want = RESOURCES.find((r) => r !== give)!;
    script.run({ type: 'OfferTrade', seat: 0, give: { [give]: 1 }, want: { [want]: 1 } } as Command);
    script.run({ type: 'CancelTrade', seat: 0 });
    const { net, root } = await mountItems(GAME, 0, script.items);
    await click(root.querySelector('[data-repeat-offer]'));
    await click(root.querySelector('[data-trade-bar] button.primary'));
    expect(net.last('command')?.command).toEqual({ type: 'OfferTrade', give: { [give]: 1 }, want: { [want]: 1 } });
  });
});
