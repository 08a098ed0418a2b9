// @vitest-environment happy-dom
// The progress cards at the table (Cities & Knights): the hand shows each card in its deck's colour
// with its name and text, victory point cards as laid out; Play sends a card that names nothing,
// else opens its dialog from the card's fields (a resource, the Alchemist's dice); a Wedding's
// cards owed are asked of the giver in a dialog, the others told whom they wait for; every kind
// has its name and text in en, pt and ro.
import { afterEach, describe, expect, it } from 'vitest';
import type { Command, Event, Seat } from '../../web/src/lib/domain.ts';
import { needOf, needText } from '../../web/src/game/alerts.ts';
import { en } from '../../web/src/i18n/en.ts';
import { pt } from '../../web/src/i18n/pt.ts';
import { ro } from '../../web/src/i18n/ro.ts';
import { PROGRESS_CARDS } from '../../web/src/kinds/catan/table/cities-knights/progress.ts';
import { choose, click } from './fakes.ts';
import { ckGame } from './ck-game.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_ckProgress1';

afterEach(() => {
  document.body.innerHTML = '';
});

const draw = (seat: Seat, card: string, track: string): Event => ({ type: 'ProgressCardDrawn', seat, track, card, reason: 'gate' } as never);
const button = (root: ParentNode, text: string) => [...root.querySelectorAll<HTMLButtonElement>('dialog[open] button')].find((b) => b.textContent?.trim() === text);

describe('the progress cards in hand', () => {
  it('shows each card with its colour, name and text, the laid out ones as played; Play opens the card’s dialog', async () => {
    const g = ckGame();
    g.apply(draw(0, 'resourceMonopoly', 'trade'));
    g.apply(draw(0, 'warlord', 'politics'));
    g.apply(draw(0, 'printer', 'science'));
    g.roll(0, [2, 3], 4);
    const { root, net } = await mountGame(GAME, 0, g.events);
    const hand = root.querySelector('[data-progress-hand]')!;
    expect(hand.querySelector('h3')?.textContent).toBe('Progress cards: 2 progress cards');
    const monopoly = hand.querySelector('[data-progress=resourceMonopoly]')!;
    expect(monopoly.classList.contains('pc-trade')).toBe(true);
    expect(monopoly.querySelector('.pc-name')?.textContent).toBe('Resource Monopoly');
    expect(monopoly.querySelector('.pc-text')?.textContent).toBe('Name a resource: each other player gives you 2 of it (1 if he has only 1).');
    expect(hand.querySelector('[data-laid]')?.textContent).toBe('Laid out: Printer (1 point)');
    await click(monopoly.querySelector('[data-play-progress]'));
    const dialog = root.querySelector('dialog[open] [data-progress-dialog=resourceMonopoly]')!;
    expect(dialog.querySelector('legend')?.textContent).toBe('Pick the resource');
    await click(button(root, 'wool'));
    expect(net.last('command')?.command).toEqual({ type: 'PlayProgressCard', card: 'resourceMonopoly', resource: 'wool' });
  });

  it('plays a card that names nothing at once', async () => {
    const g = ckGame();
    g.apply(draw(0, 'warlord', 'politics'));
    g.roll(0, [2, 3], 4);
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-play-progress=warlord]'));
    expect(net.last('command')?.command).toEqual({ type: 'PlayProgressCard', card: 'warlord' });
  });

  it('the Alchemist before the roll: both dice chosen', async () => {
    const g = ckGame();
    g.apply(draw(0, 'alchemist', 'science'));
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-play-progress=alchemist]'));
    await choose(root.querySelector('dialog[open] select[data-die=red]'), '5');
    await choose(root.querySelector('dialog[open] select[data-die=yellow]'), '3');
    expect(root.querySelector('dialog[open] output')?.textContent).toBe('Both dice: 8');
    await click(button(root, 'Play it'));
    expect(net.last('command')?.command).toMatchObject({ type: 'PlayProgressCard', card: 'alchemist', dice: [5, 3] });
  });
});

describe('a card that asks something of another seat', () => {
  it('asks the giver to choose the cards it owes, and tells the others', async () => {
    const g = ckGame();
    g.roll(0, [2, 3], 4);
    g.apply({ type: 'ResourcesProduced', gains: [{}, { ore: 3, wool: 2 }, {}, {}] });
    g.apply({ type: 'CardsOwed', owing: [{ seat: 1, count: 2, to: 0 }] } as never);
    const bruno = await mountGame(GAME, 1, g.events, 'Bruno');
    const dialog = bruno.root.querySelector('dialog[open] [data-progress-answer=owed]')!;
    expect(dialog.querySelector('p')?.textContent).toBe('Choose 2 cards to give Ana.');
    const more = dialog.querySelector<HTMLButtonElement>('button[aria-label="More ore"]');
    await click(more);
    await click(more);
    expect(dialog.querySelector('[data-chosen]')?.textContent).toBe('2 of 2 chosen');
    await click(dialog.querySelector('[data-progress-send]'));
    expect(bruno.net.last('command')?.command).toEqual({ type: 'HandOverCards', resources: { ore: 2 }, commodities: {} });
    document.body.innerHTML = '';
    const ana = await mountGame(GAME, 0, g.events);
    expect(ana.root.querySelector('[data-progress-answer]')).toBeNull();
    expect(ana.root.querySelector('[data-prompt]')?.textContent).toBe('Waiting for Bruno to choose cards to give up.');
    expect(needText(needOf(g.state(), 1)!, g.state())).toBe('A progress card asks something of you');
    expect(needOf(g.state(), 0)).toBeNull();
  });

  it('asks the seat over the hand limit outside its turn to discard one', async () => {
    const g = ckGame();
    g.roll(0, [2, 3], 4);
    for (const card of ['spy', 'spy', 'wedding', 'saboteur', 'warlord']) g.apply(draw(1, card, 'politics'));
    const bruno = await mountGame(GAME, 1, g.events, 'Bruno');
    const dialog = bruno.root.querySelector('dialog[open] [data-progress-answer=discard]')!;
    await click(dialog.querySelector('[data-discard-progress=wedding]'));
    expect(bruno.net.last('command')?.command).toEqual({ type: 'DiscardProgressCard', card: 'wedding' } satisfies Partial<Command>);
  });
});

describe('over the hand limit in one’s turn', () => {
  it('says to play or discard one before the turn ends: End turn waits, the hand’s Discard buttons send it', async () => {
    const g = ckGame();
    g.roll(0, [2, 3], 4);
    for (const card of ['spy', 'spy', 'wedding', 'saboteur', 'warlord']) g.apply(draw(0, card, 'politics'));
    const { root, net } = await mountGame(GAME, 0, g.events);
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('You hold more than 4 progress cards: play or discard one before you end your turn.');
    expect(root.querySelector<HTMLButtonElement>('[data-end-turn]')?.disabled).toBe(true);
    expect(root.querySelector('[data-build=road]')).not.toBeNull();
    expect(root.querySelector('[data-progress-answer]')).toBeNull();
    await click(root.querySelector('[data-progress=spy] [data-discard-progress]'));
    expect(net.last('command')?.command).toEqual({ type: 'DiscardProgressCard', card: 'spy' });
  });
});

describe('the cards’ words', () => {
  it('names every kind and gives its text in English, Portuguese and Romanian', () => {
    expect(PROGRESS_CARDS).toHaveLength(25);
    for (const messages of [en, pt, ro] as Record<string, string>[]) {
      for (const card of PROGRESS_CARDS) {
        expect(messages[`progress.${card}`], card).toBeTruthy();
        expect(messages[`pcText.${card}`]?.length, card).toBeGreaterThan(20);
      }
    }
    expect(pt['progress.wedding']).toBe('Casamento');
    expect(pt['pcText.wedding']).toContain('Bens Comerciais');
  });
});
