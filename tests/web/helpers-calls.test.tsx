// @vitest-environment happy-dom
// Helpers at the table: the Noblewoman's target and the card taken from the shown hand, the
// calls of a roll (the Mayor's resource in another player's turn, the
// General's exemption from the discard dialog), their prompt and alert, and the review room.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { needOf, needText } from '../../web/src/game/alerts.ts';
import type { TableState } from '../../web/src/game/derived.ts';
import { Revealed } from '../../web/src/kinds/catan/replay/Revealed.tsx';
import { legalCommands, redact, type Command } from '../../web/src/lib/domain.ts';
import { click, tick } from './fakes.ts';
import { helpersGame, SOME } from './helpers-game.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_helper2';

const dialogs = (root: ParentNode) => [...root.querySelectorAll('dialog')];
const top = (root: ParentNode) => dialogs(root)[dialogs(root).length - 1];
const sendButton = (root: ParentNode) => top(root).querySelector<HTMLButtonElement>('[data-helper-send]')!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the looks', () => {
  it('the Noblewoman picks a player with more points, then takes a card of the shown hand', async () => {
    const g = helpersGame('noblewoman');
    // Bruno builds a city: more points than Ana
    g.run({ type: 'EndTurn', seat: 0 });
    g.run({ type: 'RollDice', seat: 1, dice: [2, 3] } as Command);
    const city = legalCommands(g.state(), 1).find((c) => c.type === 'BuildCity');
    if (!city) throw new Error('no city to build');
    g.run(city);
    for (const seat of [1, 2, 3]) {
      if (seat !== 1) g.run({ type: 'RollDice', seat, dice: [2, 3] } as Command);
      g.run({ type: 'EndTurn', seat });
    }
    g.run({ type: 'RollDice', seat: 0, dice: [2, 3] } as Command);
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-use-helper=noblewoman]'));
    const targets = [...top(root).querySelectorAll('[data-use]')].map((b) => b.textContent);
    expect(targets).toEqual(['Bruno']);
    await click(top(root).querySelector('[data-use]'));
    await click(sendButton(root));
    expect(net.last('command')?.command).toEqual({ type: 'UseHelper', use: { helper: 'noblewoman', target: 1 }, then: 'flip' });
    // the server's answer: Ana sees Bruno's hand and takes a card
    g.run({ type: 'UseHelper', seat: 0, use: { helper: 'noblewoman', target: 1 }, then: 'flip' } as Command);
    const look = await mountGame(GAME, 0, g.events);
    expect(top(look.root).querySelector('h2')?.textContent).toBe('Take 1 card from Bruno’s hand');
    const cards = [...top(look.root).querySelectorAll('[data-choose-card]')];
    expect(cards.length).toBeGreaterThan(0);
    await click(cards[0]);
    expect(look.net.last('command')?.command).toEqual({ type: 'ChooseHelperCard', card: cards[0].getAttribute('data-choose-card') });
    // Bruno waits; the others are told who chooses
    const other = await mountGame(GAME, 2, g.events, 'Carla');
    expect(other.root.querySelector('[data-prompt]')?.textContent).toBe('Waiting for Ana to choose a card.');
  });
});

describe('the calls of a roll', () => {
  it('the Mayor: a roll that gave Ana nothing in Bruno’s turn; she takes a resource', async () => {
    const g = helpersGame('mayor');
    g.run({ type: 'EndTurn', seat: 0 });
    g.run({ type: 'RollDice', seat: 1, dice: [6, 6] } as Command);
    const { root, net } = await mountGame(GAME, 0, g.events);
    const call = root.querySelector(':is(.dock, .module-side) .helpers [data-call]');
    expect(call?.getAttribute('data-call')).toBe('mayor');
    expect(call?.textContent).toBe('The roll gave you nothing: your Mayor may take a resource.');
    const s = g.state();
    const need = needOf(s, 0)!;
    expect(need.kind).toBe('helper');
    expect(needText(need, s)).toBe('Your helper is called');
    await click(root.querySelector('[data-use-helper=mayor]'));
    await click(top(root).querySelector('[data-use=\'{"helper":"mayor","resource":"grain"}\']'));
    await click(sendButton(root));
    expect(net.last('command')?.command).toEqual({ type: 'UseHelper', use: { helper: 'mayor', resource: 'grain' }, then: 'flip' });
  });

  it('the Mayor: a dialog the turn closed under the player does not come back by itself at the next call', async () => {
    const g = helpersGame('mayor');
    g.run({ type: 'EndTurn', seat: 0 });
    g.run({ type: 'RollDice', seat: 1, dice: [6, 6] } as Command);
    const { root, net, held } = await mountGame(GAME, 0, g.events);
    let version = held;
    const deliver = async () => {
      const items = g.events.slice(version).map((e, i) => ({ version: version + i + 1, events: [redact(e, 0)] }));
      version = g.events.length;
      net.push({ type: 'events', gameId: GAME, viewer: 0, head: version, items });
      await tick();
    };
    await click(root.querySelector('[data-use-helper=mayor]'));
    expect(root.querySelector('dialog [data-helper-send]')).not.toBeNull();
    // Bruno ends his turn while Ana's dialog is open: the use is gone, and its dialog with it.
    g.run({ type: 'EndTurn', seat: 1 });
    await deliver();
    expect(root.querySelector('dialog [data-helper-send]')).toBeNull();
    // Carla's roll gives Ana nothing again: the Mayor is offered, its dialog not opened unasked.
    g.run({ type: 'RollDice', seat: 2, dice: [6, 6] } as Command);
    await deliver();
    expect(root.querySelector('[data-use-helper=mayor]')).not.toBeNull();
    expect(root.querySelector('dialog [data-helper-send]')).toBeNull();
  });

  it('the General: a 7 with more than 7 cards; the discard dialog offers the exemption', async () => {
    const g = helpersGame('general');
    g.apply({ type: 'ResourcesProduced', gains: [SOME, {}, {}, {}] });
    g.run({ type: 'EndTurn', seat: 0 });
    g.run({ type: 'RollDice', seat: 1, dice: [3, 4] } as Command);
    const { root, net } = await mountGame(GAME, 0, g.events);
    expect(root.querySelector(':is(.dock, .module-side) .helpers [data-call]')?.textContent).toBe('A 7: your General may excuse you from discarding.');
    await click(dialogs(root)[0].querySelector('[data-general-exempt]'));
    expect(top(root).querySelector('h2')?.textContent).toBe('Use General');
    const exempt = top(root).querySelector('[data-use]');
    expect(exempt?.textContent).toBe('Don’t discard');
    // Over 7 cards the exemption is the General's only use (no resource to take): chosen already.
    expect(top(root).querySelectorAll('[data-use]')).toHaveLength(1);
    expect(exempt?.getAttribute('aria-pressed')).toBe('true');
    await click(sendButton(root));
    expect(net.last('command')?.command).toEqual({ type: 'UseHelper', use: { helper: 'general' }, then: 'flip' });
  });
});

describe('the review room', () => {
  it('shows each seat’s helper and side', () => {
    const g = helpersGame('captain');
    g.apply({ type: 'HelperFlipped', seat: 0, helper: 'captain' });
    const s = g.state() as TableState;
    const root = document.createElement('div');
    document.body.append(root);
    render(<>{[0, 3].map((seat) => <Revealed key={seat} s={s} seat={seat} />)}</>, root);
    expect([...root.querySelectorAll('[data-revealed-helper]')].map((e) => e.getAttribute('data-revealed-helper'))).toEqual(['captain:B', 'merchant:A']);
    expect(root.querySelector('[data-revealed-helper]')?.textContent).toBe('Helper: Captain, side B');
  });
});
