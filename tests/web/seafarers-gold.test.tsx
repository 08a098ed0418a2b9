// @vitest-environment happy-dom
// Gold at the table: the dialog of a seat owed gold asks for exactly the count due, from what the
// bank holds, and sends PickGold; the others wait, told for whom; a closed dialog is not an option.
import { afterEach, describe, expect, it } from 'vitest';
import { needOf, needText } from '../../web/src/game/alerts.ts';
import { setLanguage } from '../../web/src/i18n/index.ts';
import type { Command } from '../../web/src/lib/domain.ts';
import { click } from './fakes.ts';
import { mountGame } from './mount.tsx';
import { seaGame } from './seafarers-game.ts';

const GAME = 'game_seagold1';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Four Islands after set-up, Ana's roll made, and `owed` gold owed to Ana. */
function owedGame(owed: number) {
  const g = seaGame('four-islands', 3);
  g.setup();
  g.run({ type: 'RollDice', seat: 0, dice: [2, 3] } as Command);
  g.apply({ type: 'GoldOwed', counts: [owed, 0, 0] });
  return g;
}

const more = (root: ParentNode, res: string) => root.querySelector<HTMLButtonElement>(`dialog[open] button[aria-label="More ${res}"]`);

describe('the gold dialog', () => {
  it('asks the seat owed gold for exactly that many, then sends PickGold', async () => {
    const { root, net } = await mountGame(GAME, 0, owedGame(2).events);
    const dialog = root.querySelector('dialog[open]')!;
    expect(dialog.querySelector('h2')?.textContent).toBe('Pick 2 resources for your gold');
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Gold! Pick 2 resources of your choice.');
    const take = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Take these')!;
    expect(take.disabled).toBe(true);
    await click(more(root, 'ore'));
    expect(take.disabled).toBe(true);
    await click(more(root, 'grain'));
    expect(dialog.querySelector('[data-gold-chosen]')?.textContent).toBe('2 of 2 chosen');
    // No more than the count due.
    expect(more(root, 'brick')?.disabled).toBe(true);
    expect(take.disabled).toBe(false);
    await click(take);
    expect(net.last('command')?.command).toEqual({ type: 'PickGold', resources: { ore: 1, grain: 1 } });
    // Sent: the dialog goes while it is answered.
    expect(root.querySelector('dialog[open] [data-gold-dialog]')).toBeNull();
  });

  it('asks only for what the bank still holds', async () => {
    const g = owedGame(2);
    // Bruno takes all of the bank but one ore.
    const bank = (g.state() as { bank: Record<string, number> }).bank;
    g.apply({ type: 'ResourcesProduced', gains: [{}, { brick: bank.brick, lumber: bank.lumber, wool: bank.wool, grain: bank.grain, ore: bank.ore - 1 }, {}] });
    const { root } = await mountGame(GAME, 0, g.events);
    expect(root.querySelector('dialog[open] h2')?.textContent).toBe('Pick 1 resource for your gold');
    expect(more(root, 'brick')?.disabled).toBe(true);
    expect(more(root, 'ore')?.disabled).toBe(false);
  });

  it('cannot be closed, and tells the other seats whom the table waits for', async () => {
    const g = owedGame(1);
    const ana = await mountGame(GAME, 0, g.events);
    document.querySelector('dialog[open]')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(ana.root.querySelector('dialog[open] [data-gold-dialog]')).not.toBeNull();
    document.body.innerHTML = '';
    const bruno = await mountGame(GAME, 1, g.events, 'Bruno');
    expect(bruno.root.querySelector('[data-gold-dialog]')).toBeNull();
    expect(bruno.root.querySelector('[data-prompt]')?.textContent).toBe('Waiting for Ana to pick gold.');
  });

  it('alerts a seat owed gold in another’s turn', () => {
    setLanguage('en');
    const g = owedGame(0);
    g.apply({ type: 'GoldOwed', counts: [0, 2, 0] });
    const need = needOf(g.state(), 1)!;
    expect(need.kind).toBe('gold');
    expect(needText(need, g.state())).toBe('Pick your gold');
    expect(needOf(g.state(), 2)).toBeNull();
  });
});
