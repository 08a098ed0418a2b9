// @vitest-environment happy-dom
// Friends at the table, on a game played with the domain: the player's favors panel (tokens by
// guild, usable ones, chips, the supply), the others' counts in their panels, the guild card, and
// the moves sending the right commands: each guild's favor (the merchants' swaps, the traders'
// card, the pavers' road on the board, the scholars' card, the architects' chip), a gift offered
// and answered, an exchange and the token returned; the prompts and the gift's alert.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { needOf, needText } from '../../web/src/game/alerts.ts';
import type { TableState } from '../../web/src/game/derived.ts';
import { pointsBySource } from '../../web/src/kinds/catan/end/stats.ts';
import { Revealed } from '../../web/src/kinds/catan/replay/Revealed.tsx';
import { redactState, totalPoints } from '../../web/src/lib/domain.ts';
import { choose, click } from './fakes.ts';
import { friendsGame } from './friends-game.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_friend1';

const button = (root: ParentNode, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the favors panel', () => {
  it('shows the player’s tokens by guild, the usable ones, the chips and the supply', async () => {
    const { root } = await mountGame(GAME, 0, friendsGame().events);
    const panel = root.querySelector('[data-favors]')!;
    expect(panel.querySelector('h2')?.textContent).toBe('Guild favors Played to 11 points');
    const guild = (g: string) => panel.querySelector(`[data-guild=${g}]`);
    expect(guild('merchant')?.getAttribute('data-tokens')).toBe('1');
    expect(guild('scholars')?.getAttribute('data-tokens')).toBe('2');
    expect(guild('scholars')?.textContent).toContain('Scholars');
    for (const g of ['merchant', 'trader', 'pavers', 'scholars', 'architects']) expect(guild(g)?.hasAttribute('data-usable'), g).toBe(true);
    expect(panel.querySelector('[data-chips]')?.textContent).toBe('0 Catan chips');
    expect(panel.querySelector('[data-supply]')?.textContent).toBe('48 tokens in the supply');
    expect(button(panel, 'Give a gift')).toBeDefined();
    expect(button(panel, 'Exchange a token')).toBeDefined();
    // the others: counted, never named
    expect(root.querySelector('[data-seat="1"] [data-favor-tokens]')?.textContent).toBe('1 favor token');
    expect(root.querySelector('[data-seat="0"] [data-favor-tokens]')?.textContent).toBe('7 favor tokens');
    expect(root.querySelector('[data-seat="2"] [data-chips]')?.textContent).toBe('0 Catan chips');
    // the guild card: the five favors and their costs
    const card = root.querySelector('.side [data-guild-card]')!;
    expect([...card.querySelectorAll('.cost-row')].map((r) => r.textContent?.trim())).toEqual([
      'Merchants1 tokenSwap 1 card with the bank, up to twice', 'Traders1 tokenTake 1 resource of your choice',
      'Pavers1 tokenBuild 1 road free', 'Scholars2 tokensTake 1 development card free', 'Architects2 tokensTake 1 Catan chip: 1 victory point',
    ]);
  });

  it('marks tokens drawn this turn as usable next turn', async () => {
    const g = friendsGame();
    g.apply({ type: 'FavorDrawn', seat: 0, guild: 'merchant', reason: 'robber' });
    const { root } = await mountGame(GAME, 0, g.events);
    const merchant = root.querySelector('[data-favors] [data-guild=merchant]')!;
    expect(merchant.getAttribute('data-tokens')).toBe('2');
    expect(merchant.getAttribute('data-fresh')).toBe('1');
    expect(merchant.textContent).toContain('1 new, usable next turn');
  });

  it('counts a Catan chip in the visible points', async () => {
    const g = friendsGame();
    g.run({ type: 'UseFavor', seat: 0, guild: 'architects' });
    const { root } = await mountGame(GAME, 1, g.events, 'Bruno');
    expect(root.querySelector('[data-seat="0"] .vp')?.getAttribute('data-vp')).toBe('3');
    expect(root.querySelector('[data-seat="0"] [data-chips]')?.textContent).toBe('1 Catan chip');
    // and in the end screen's points by source
    const s = g.state() as TableState & { phase: 'playing' };
    const [ana] = pointsBySource(s);
    expect(ana.extra).toBe(1);
    expect(ana.total).toBe(totalPoints(s, 0));
  });
});

describe('using a favor', () => {
  it('takes the architects’ chip and the scholars’ card at once', async () => {
    const { root, net } = await mountGame(GAME, 0, friendsGame().events);
    await click(root.querySelector('[data-use=architects]'));
    expect(net.last('command')?.command).toEqual({ type: 'UseFavor', guild: 'architects' });
    document.body.innerHTML = '';
    const again = await mountGame(GAME, 0, friendsGame().events);
    await click(again.root.querySelector('[data-use=scholars]'));
    expect(again.net.last('command')?.command).toEqual({ type: 'UseFavor', guild: 'scholars' });
  });

  it('asks the traders’ card', async () => {
    const { root, net } = await mountGame(GAME, 0, friendsGame().events);
    await click(root.querySelector('[data-use=trader]'));
    const dialog = root.querySelector('dialog')!;
    expect(dialog.querySelector('h2')?.textContent).toBe('Traders: take 1 resource from the bank');
    await click(dialog.querySelector('[data-trader=ore]'));
    expect(net.last('command')?.command).toEqual({ type: 'UseFavor', guild: 'trader', resource: 'ore' });
  });

  it('makes the merchants’ one or two swaps', async () => {
    const { root, net } = await mountGame(GAME, 0, friendsGame().events);
    await click(root.querySelector('[data-use=merchant]'));
    const dialog = () => root.querySelector('dialog')!;
    const send = () => dialog().querySelector<HTMLButtonElement>('[data-merchant-send]')!;
    expect(send().disabled).toBe(true);
    const [give, receive] = dialog().querySelectorAll<HTMLSelectElement>('[data-swap="1"] select');
    await choose(give, 'brick');
    await choose(receive, 'ore');
    expect(send().disabled).toBe(false);
    await click(button(dialog(), 'Add a second swap'));
    const [give2, receive2] = dialog().querySelectorAll<HTMLSelectElement>('[data-swap="2"] select');
    await choose(give2, 'wool');
    await choose(receive2, 'grain');
    await click(send());
    expect(net.last('command')?.command).toEqual({
      type: 'UseFavor', guild: 'merchant', swaps: [{ give: 'brick', receive: 'ore' }, { give: 'wool', receive: 'grain' }],
    });
  });

  it('places the pavers’ free road on a highlighted side', async () => {
    const { root, net } = await mountGame(GAME, 0, friendsGame().events);
    await click(root.querySelector('[data-use=pavers]'));
    expect(root.querySelector('.dock .hint')?.textContent).toContain('Pick a highlighted side for your free road');
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Pick a highlighted side for your free road, or Cancel.');
    const spot = root.querySelector('.spot-edge');
    expect(spot).not.toBeNull();
    await click(spot);
    const sent = net.last('command')?.command as { type: string; guild: string; edge: string };
    expect(sent).toMatchObject({ type: 'UseFavor', guild: 'pavers' });
    expect(sent.edge).toMatch(/./);
  });

  it('exchanges a token, then asks which to return', async () => {
    const g = friendsGame();
    const first = await mountGame(GAME, 0, g.events);
    await click(first.root.querySelector('[data-exchange]'));
    expect(first.net.last('command')?.command).toEqual({ type: 'ExchangeFavor' });
    document.body.innerHTML = '';
    g.run({ type: 'ExchangeFavor', seat: 0 });
    const { root, net } = await mountGame(GAME, 0, g.events);
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Return a favor token to the supply.');
    const dialog = root.querySelector('dialog')!;
    expect(dialog.querySelector('h2')?.textContent).toBe('Exchange: return a token to the supply');
    await click(dialog.querySelector('[data-return=merchant]'));
    expect(net.last('command')?.command).toEqual({ type: 'ReturnFavor', guild: 'merchant' });
  });
});

describe('gifts', () => {
  it('offers a card to an eligible player', async () => {
    const { root, net } = await mountGame(GAME, 0, friendsGame().events);
    await click(root.querySelector('[data-gift]'));
    const dialog = root.querySelector('dialog')!;
    await choose(dialog.querySelector<HTMLSelectElement>('#gift-to'), '2');
    await click(dialog.querySelector('[data-gift-res=wool]'));
    await click(dialog.querySelector('[data-gift-send]'));
    expect(net.last('command')?.command).toEqual({ type: 'OfferGift', to: 2, resource: 'wool' });
  });

  it('chooses the card already when only one may be given', async () => {
    const g = friendsGame();
    // Ana keeps her ore only.
    const s = g.state();
    if (s.phase !== 'playing') throw new Error('not playing');
    const hand = s.hands[0];
    const { ore: _, unknown: __, ...rest } = hand;
    g.apply({ type: 'ResourcesDiscarded', seat: 0, resources: rest });
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-gift]'));
    const dialog = root.querySelector('dialog')!;
    const cards = [...dialog.querySelectorAll('[data-gift-res]')];
    expect(cards.map((b) => b.getAttribute('data-gift-res'))).toEqual(['ore']);
    expect(cards[0].getAttribute('aria-pressed')).toBe('true');
    expect(dialog.querySelector<HTMLButtonElement>('[data-gift-send]')?.disabled).toBe(false);
    await click(dialog.querySelector('[data-gift-send]'));
    expect(net.last('command')?.command).toMatchObject({ type: 'OfferGift', resource: 'ore' });
  });

  it('asks the player offered a gift to answer it, with an alert', async () => {
    const g = friendsGame();
    g.run({ type: 'OfferGift', seat: 0, to: 1, resource: 'ore' });
    const { root, net } = await mountGame(GAME, 1, g.events, 'Bruno');
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Ana offers you a gift: accept or refuse.');
    const dialog = root.querySelector('dialog')!;
    expect(dialog.querySelector('h2')?.textContent).toBe('A gift from Ana');
    expect(dialog.querySelector('[data-gift-offer]')?.textContent).toBe('Ana offers you 1 ore. If you accept, Ana draws a favor token.');
    const need = needOf(redactState(g.state(), 1), 1);
    expect(need?.kind).toBe('gift');
    expect(needText(need!, g.state())).toBe('Ana offers you a gift');
    await click(dialog.querySelector('[data-gift-accept]'));
    expect(net.last('command')?.command).toEqual({ type: 'AcceptGift' });
  });

  it('tells the others who must answer', async () => {
    const g = friendsGame();
    g.run({ type: 'OfferGift', seat: 0, to: 1, resource: 'ore' });
    const { root } = await mountGame(GAME, 2, g.events, 'Carla');
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Waiting for Bruno to answer the gift.');
    expect(root.querySelector('dialog')).toBeNull();
    g.run({ type: 'RefuseGift', seat: 1 });
    document.body.innerHTML = '';
    const after = await mountGame(GAME, 2, g.events, 'Carla');
    const log = [...after.root.querySelectorAll('.log-lines li')].map((li) => li.textContent);
    expect(log).toContain('Ana offers Bruno a gift of 1 ore.');
    expect(log).toContain('Bruno refuses the gift.');
  });
});

describe('the review room', () => {
  it('names a seat’s favors by guild and its chips', () => {
    const g = friendsGame();
    g.run({ type: 'UseFavor', seat: 0, guild: 'architects' });
    const root = document.createElement('div');
    document.body.append(root);
    render(<Revealed s={g.state() as TableState} seat={0} />, root);
    expect(root.querySelector('[data-revealed-favors]')?.getAttribute('data-revealed-favors')).toBe('merchant:1,trader:1,pavers:1,scholars:2,architects:0');
    expect(root.querySelector('[data-revealed-favors] [data-chips]')?.textContent).toBe('1 Catan chip');
  });
});
