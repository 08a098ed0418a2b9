// @vitest-environment happy-dom
// Helpers at the table, on a game played with the domain: the player's helper card (role, side,
// ability, whether usable now), the others' helpers in their panels, the display; each use's
// dialog sending the right command with its "then" (flip, or a card of the display), the looks'
// choices, the calls of a roll (Mayor, General) and the review room's panels.
import { afterEach, describe, expect, it } from 'vitest';
import type { Command } from '../../web/src/lib/domain.ts';
import { choose, click } from './fakes.ts';
import { helpersGame } from './helpers-game.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_helper1';

const dialog = (root: ParentNode) => root.querySelector('dialog')!;
const sendButton = (root: ParentNode) => dialog(root).querySelector<HTMLButtonElement>('[data-helper-send]')!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the helper card and the panels', () => {
  it('shows the player’s helper, whether usable now, the others’ helpers and the display', async () => {
    const g = helpersGame('captain');
    const { root } = await mountGame(GAME, 0, g.events);
    const panel = root.querySelector(':is(.dock, .module-side) .helpers')!;
    expect(panel.getAttribute('data-helper-status')).toBe('usable');
    const card = panel.querySelector('.helper-card')!;
    expect(card.getAttribute('data-helper')).toBe('captain');
    expect(card.textContent).toContain('Captain');
    expect(card.textContent).toContain('Side A');
    expect(card.textContent).toContain('Choose a resource: trade it 2:1 with the bank for the rest of your turn.');
    expect(card.textContent).toContain('Usable now');
    // the others' helpers: public, in their panels (dealt A1 to the last seat in set-up order)
    expect(root.querySelector('[data-seat="3"] .player-helper')?.textContent).toBe('Helper: Merchant, side A');
    expect(root.querySelector('[data-seat="0"] .player-helper')?.getAttribute('data-helper')).toBe('captain');
    // the display: the helpers nobody holds, with their abilities
    const display = panel.querySelector('.helper-display [data-display]')!;
    expect(display.getAttribute('data-display')?.split(',')).toContain('explorer');
    expect(display.getAttribute('data-display')?.split(',')).not.toContain('captain');
    expect(display.textContent).toContain('Move one of your end roads to another free spot.');
  });

  it('says a helper received this turn is usable from the next', async () => {
    const g = helpersGame('captain');
    const s = g.state();
    if (s.phase !== 'playing') throw new Error('not playing');
    g.apply({ type: 'HelperUsed', seat: 0, helper: 'captain', side: 'A' });
    g.apply({ type: 'PortOpened', seat: 0, resource: 'wool' } as never);
    g.apply({ type: 'HelperExchanged', seat: 0, returned: 'captain', taken: 'priest' });
    const { root } = await mountGame(GAME, 0, g.events);
    const panel = root.querySelector(':is(.dock, .module-side) .helpers')!;
    expect(panel.getAttribute('data-helper-status')).toBe('received');
    expect(panel.textContent).toContain('Received this turn: usable from the next');
    expect(panel.querySelector('[data-use-helper]')).toBeNull();
  });
});

describe('using a helper', () => {
  it('opens the Captain’s port: a resource, then turned to side B', async () => {
    const { root, net } = await mountGame(GAME, 0, helpersGame('captain').events);
    await click(root.querySelector('[data-use-helper=captain]'));
    expect(dialog(root).querySelector('h2')?.textContent).toBe('Use Captain');
    expect(sendButton(root).disabled).toBe(true);
    await click(dialog(root).querySelector('[data-use=\'{"helper":"captain","resource":"wool"}\']'));
    expect(dialog(root).querySelector('[data-then-choice=flip]')?.getAttribute('aria-pressed')).toBe('true');
    await click(sendButton(root));
    expect(net.last('command')?.command).toEqual({ type: 'UseHelper', use: { helper: 'captain', resource: 'wool' }, then: 'flip' });
  });

  it('takes a card of the display instead of flipping', async () => {
    const { root, net } = await mountGame(GAME, 0, helpersGame('captain').events);
    await click(root.querySelector('[data-use-helper=captain]'));
    await click(dialog(root).querySelector('[data-use=\'{"helper":"captain","resource":"ore"}\']'));
    // Each helper that may be taken says what it does.
    const take = dialog(root).querySelector('[data-then-choice=noblewoman]')!;
    expect(take.querySelector('[data-then-ability=noblewoman]')?.textContent).toBe('Look at the hand of a player with more visible points and take 1 card of it.');
    for (const choice of dialog(root).querySelectorAll('[data-then-choice]:not([data-then-choice=flip])')) {
      expect(choice.querySelector('.then-ability')?.textContent, choice.getAttribute('data-then-choice')!).toBeTruthy();
    }
    await click(take);
    await click(sendButton(root));
    expect(net.last('command')?.command).toEqual({ type: 'UseHelper', use: { helper: 'captain', resource: 'ore' }, then: 'noblewoman' });
  });

  it('after a use on side B, offers only the display', async () => {
    const g = helpersGame('captain');
    g.apply({ type: 'HelperFlipped', seat: 0, helper: 'captain' });
    const { root } = await mountGame(GAME, 0, g.events);
    expect(root.querySelector(':is(.dock, .module-side) .helper-card')?.getAttribute('data-side')).toBe('B');
    await click(root.querySelector('[data-use-helper=captain]'));
    const thens = [...dialog(root).querySelectorAll('[data-then-choice]')].map((b) => b.getAttribute('data-then-choice'));
    expect(thens).not.toContain('flip');
    expect(thens).toContain('priest');
  });

  it('makes the Merchant’s demand: a resource, 1 or 2 partners, the card given back', async () => {
    const { root, net } = await mountGame(GAME, 0, helpersGame('merchant').events);
    await click(root.querySelector('[data-use-helper=merchant]'));
    await choose(dialog(root).querySelector('[data-merchant-resource]'), 'ore');
    await click(dialog(root).querySelector('[data-partner="1"]'));
    await click(dialog(root).querySelector('[data-partner="2"]'));
    expect(sendButton(root).disabled).toBe(true);
    await choose(dialog(root).querySelector('[data-merchant-give]'), 'wool');
    expect(sendButton(root).disabled).toBe(false);
    await click(sendButton(root));
    expect(net.last('command')?.command).toEqual({
      type: 'UseHelper', use: { helper: 'merchant', resource: 'ore', from: [{ seat: 1, give: 'wool' }, { seat: 2, give: 'wool' }] }, then: 'flip',
    });
  });

  it('buys with the Architect, paying grain with brick, then keeps 1 of the shown cards', async () => {
    const g = helpersGame('architect');
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-use-helper=architect]'));
    expect(sendButton(root).disabled).toBe(false);
    await choose(dialog(root).querySelector('[data-substitute-instead]'), 'grain');
    expect(sendButton(root).disabled).toBe(true);
    await choose(dialog(root).querySelector('[data-substitute-pay]'), 'brick');
    await click(sendButton(root));
    expect(net.last('command')?.command).toEqual({ type: 'UseHelper', use: { helper: 'architect', instead: 'grain', pay: 'brick' }, then: 'flip' });
    // the server's answer: the look, then the choice
    g.run({ type: 'UseHelper', seat: 0, use: { helper: 'architect', instead: 'grain', pay: 'brick' }, then: 'flip' } as Command);
    const look = await mountGame(GAME, 0, g.events);
    const choice = dialog(look.root);
    expect(choice.querySelector('h2')?.textContent).toBe('Keep 1 development card');
    expect(look.root.querySelector('[data-prompt]')?.textContent).toBe('Choose the card your helper takes.');
    const first = choice.querySelector('[data-choose-card]')!;
    const card = first.getAttribute('data-choose-card');
    await click(first);
    expect(look.net.last('command')?.command).toEqual({ type: 'ChooseHelperCard', card });
  });
});
