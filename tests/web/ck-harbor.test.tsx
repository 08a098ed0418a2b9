// @vitest-environment happy-dom
// The progress cards that work on the board and the bank, at the table (Cities & Knights): the
// Crane's improvement, the Bishop's hex, the Diplomat's open road (the player's own: where it goes
// again, or nowhere); the Commercial Harbor played at once, its offers made from a panel over the
// board, the player offered asked for a commodity (a dialog and an alert, the others told).
import { afterEach, describe, expect, it } from 'vitest';
import { indexOf, legalCommands, type Command, type Event, type Seat, type Table } from '../../web/src/lib/domain.ts';
import { needOf, needText } from '../../web/src/game/alerts.ts';
import { DECK_OF } from '../../web/src/kinds/catan/table/cities-knights/progress.ts';
import { choose, click } from './fakes.ts';
import { ckGame } from './ck-game.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_ckHarbor1';

afterEach(() => {
  document.body.innerHTML = '';
});

type Game = ReturnType<typeof ckGame>;
type Play = Extract<Command, { type: 'PlayProgressCard' }>;
const draw = (seat: Seat, card: keyof typeof DECK_OF): Event => ({ type: 'ProgressCardDrawn', seat, track: DECK_OF[card], card, reason: 'gate' } as never);
const plays = (g: Game, card: string) => legalCommands(g.state(), 0).filter((c): c is Play => c.type === 'PlayProgressCard' && c.card === card);
const options = (root: ParentNode) => [...root.querySelectorAll<HTMLButtonElement>('dialog[open] fieldset button')];

/** Ana's turn rolled, with a card in hand. */
function holding(card: keyof typeof DECK_OF) {
  const g = ckGame();
  g.roll(0, [2, 3], 4);
  g.apply(draw(0, card));
  return g;
}

describe('the Crane', () => {
  it('offers the improvements it may buy, one commodity cheaper', async () => {
    const g = holding('crane');
    g.give(0, { paper: 1, cloth: 1 });
    const legal = plays(g, 'crane') as Extract<Play, { card: 'crane' }>[];
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-play-progress=crane]'));
    expect(root.querySelector('dialog[open] [data-crane] legend')?.textContent).toBe('Pick the improvement');
    const buttons = options(root);
    expect(buttons.map((b) => b.dataset.track)).toEqual(legal.map((p) => p.track));
    expect(buttons.length).toBeGreaterThan(0);
    await click(buttons[0]);
    expect(net.last('command')?.command).toEqual({ type: 'PlayProgressCard', card: 'crane', track: legal[0].track });
  });
});

describe('the Crane with a metropolis to place', () => {
  it('offers the level once per city that may carry the metropolis', async () => {
    const g = holding('crane');
    const s = g.state() as Table;
    const city = s.buildings.findIndex((b) => b?.seat === 0 && b.kind === 'settlement');
    g.apply({ type: 'ResourcesProduced', gains: [{ ore: 3, grain: 2 }, {}, {}, {}] });
    g.run({ type: 'BuildCity', seat: 0, vertex: indexOf(s).topology.vertices[city] } as Command);
    g.give(0, { cloth: 9 });
    for (let level = 1; level <= 3; level++) g.run({ type: 'BuyImprovement', seat: 0, track: 'trade' } as Command);
    const trade = (plays(g, 'crane') as Extract<Play, { card: 'crane' }>[]).filter((p) => p.track === 'trade');
    expect(trade).toHaveLength(2);
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-play-progress=crane]'));
    const buttons = options(root).filter((b) => b.dataset.track === 'trade');
    expect(buttons.map((b) => b.textContent)).toEqual(trade.map(() => expect.stringMatching(/^Trade, the metropolis on the city at the corner of /)));
    await click(buttons[1]);
    expect(net.last('command')?.command).toEqual({ type: 'PlayProgressCard', card: 'crane', track: 'trade', vertex: trade[1].vertex });
  });
});

describe('the Bishop', () => {
  it('offers the hexes the robber may go to (once the barbarians have come)', async () => {
    const g = holding('bishop');
    g.apply({ type: 'BarbariansAttacked', strength: 0, defence: [0, 0, 0, 0], won: true } as never);
    const legal = plays(g, 'bishop') as Extract<Play, { card: 'bishop' }>[];
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-play-progress=bishop]'));
    expect(root.querySelector('dialog[open] legend')?.textContent).toBe('Pick the hex');
    expect(options(root)).toHaveLength(legal.length);
    await click(options(root)[1]);
    expect(net.last('command')?.command).toEqual({ type: 'PlayProgressCard', card: 'bishop', hex: legal[1].hex });
  });
});

describe('the Diplomat', () => {
  it('removes an opponent’s open road at once; the player’s own goes again where he picks, or nowhere', async () => {
    const g = holding('diplomat');
    const legal = plays(g, 'diplomat') as Extract<Play, { card: 'diplomat' }>[];
    const own = legal.find((p) => p.to !== undefined)!;
    const theirs = legal.find((p) => !legal.some((q) => q.edge === p.edge && q.to !== undefined))!;
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-play-progress=diplomat]'));
    const roads = root.querySelector('dialog[open] [data-diplomat=road]')!;
    expect(roads.querySelector('legend')?.textContent).toBe('Pick the road to remove');
    expect(roads.querySelectorAll('button')).toHaveLength(new Set(legal.map((p) => p.edge)).size);
    expect(roads.querySelector(`[data-edge="${own.edge}"]`)?.textContent).toMatch(/^Ana’s road, side of /);
    await click(roads.querySelector(`[data-edge="${own.edge}"]`));
    const to = root.querySelector('dialog[open] [data-diplomat=to]')!;
    expect([...to.querySelectorAll<HTMLElement>('[data-to]')].map((b) => b.dataset.to)).toEqual(legal.filter((p) => p.edge === own.edge && p.to).map((p) => p.to));
    await click(to.querySelector(`[data-to="${own.to}"]`));
    expect(net.last('command')?.command).toEqual({ type: 'PlayProgressCard', card: 'diplomat', edge: own.edge, to: own.to });
    document.body.innerHTML = '';
    const again = await mountGame(GAME, 0, g.events);
    await click(again.root.querySelector('[data-play-progress=diplomat]'));
    await click(again.root.querySelector(`dialog[open] [data-edge="${own.edge}"]`));
    await click(again.root.querySelector('dialog[open] [data-no-replace]'));
    expect(again.net.last('command')?.command).toEqual({ type: 'PlayProgressCard', card: 'diplomat', edge: own.edge });
    document.body.innerHTML = '';
    const third = await mountGame(GAME, 0, g.events);
    await click(third.root.querySelector('[data-play-progress=diplomat]'));
    await click(third.root.querySelector(`dialog[open] [data-edge="${theirs.edge}"]`));
    expect(third.net.last('command')?.command).toEqual({ type: 'PlayProgressCard', card: 'diplomat', edge: theirs.edge });
  });
});

describe('the Commercial Harbor', () => {
  it('is played at once; its offers go from a panel over the board; the player offered gives a commodity', async () => {
    const g = holding('commercialHarbor');
    g.apply({ type: 'ResourcesProduced', gains: [{ wool: 2, ore: 1 }, {}, {}, {}] });
    g.apply({ type: 'CommoditiesProduced', gains: [{}, { paper: 1, coin: 1 }, { cloth: 1 }, {}] });
    const partners = (offers: readonly Command[]) => [...new Set(offers.flatMap((c) => (c.type === 'OfferHarborTrade' ? [['Ana', 'Bruno', 'Carla', 'Dan'][c.to]] : [])))];
    const ana = await mountGame(GAME, 0, g.events);
    expect(ana.root.querySelector('[data-harbor-panel]')).toBeNull();
    await click(ana.root.querySelector('[data-play-progress=commercialHarbor]'));
    expect(ana.net.last('command')?.command).toEqual({ type: 'PlayProgressCard', card: 'commercialHarbor' });
    document.body.innerHTML = '';
    g.run({ type: 'PlayProgressCard', seat: 0, card: 'commercialHarbor' } as Command);
    const open = await mountGame(GAME, 0, g.events);
    const panel = open.root.querySelector('.board-area [data-harbor-panel]')!;
    const offered = partners(legalCommands(g.state(), 0));
    expect(offered.slice(0, 2)).toEqual(['Bruno', 'Carla']);
    expect([...panel.querySelectorAll('[data-harbor-to] option')].map((o) => o.textContent)).toEqual(offered);
    const held = [...new Set(legalCommands(g.state(), 0).flatMap((c) => (c.type === 'OfferHarborTrade' ? [c.resource] : [])))];
    expect(held).toContain('ore');
    expect([...panel.querySelectorAll<HTMLOptionElement>('[data-harbor-resource] option')].map((o) => o.value)).toEqual(held);
    await choose(panel.querySelector('[data-harbor-resource]'), 'ore');
    await click(panel.querySelector('[data-harbor-offer]'));
    expect(open.net.last('command')?.command).toEqual({ type: 'OfferHarborTrade', to: 1, resource: 'ore' });
    document.body.innerHTML = '';

    g.run({ type: 'OfferHarborTrade', seat: 0, to: 1, resource: 'ore' } as Command);
    const bruno = await mountGame(GAME, 1, g.events, 'Bruno');
    const dialog = bruno.root.querySelector('dialog[open] [data-progress-answer=harbor]')!;
    expect(dialog.querySelector('p')?.textContent).toBe('Ana offers you 1 ore (Commercial Harbor): choose a commodity to give back.');
    expect([...dialog.querySelectorAll<HTMLElement>('[data-give-commodity]')].map((b) => b.dataset.giveCommodity)).toEqual(['paper', 'coin']);
    await click(dialog.querySelector('[data-give-commodity=coin]'));
    expect(bruno.net.last('command')?.command).toEqual({ type: 'GiveCommodity', commodity: 'coin' });
    expect(needText(needOf(g.state(), 1)!, g.state())).toBe('A progress card asks something of you');
    document.body.innerHTML = '';
    const carla = await mountGame(GAME, 2, g.events, 'Carla');
    expect(carla.root.querySelector('[data-prompt]')?.textContent).toBe('Waiting for Bruno to give a commodity for the harbor’s offer.');

    document.body.innerHTML = '';
    g.run({ type: 'GiveCommodity', seat: 1, commodity: 'coin' } as Command);
    const after = await mountGame(GAME, 0, g.events);
    expect(after.root.querySelector('.log-lines')?.textContent).toContain('Bruno gives Ana coin for it.');
    const left = after.root.querySelector('[data-harbor-panel]')!;
    expect([...left.querySelectorAll('[data-harbor-to] option')].map((o) => o.textContent)).toEqual(offered.slice(1));
    await click([...left.querySelectorAll('button')].find((b) => b.textContent === 'Done'));
    expect(after.root.querySelector('[data-harbor-panel]')).toBeNull();
  });
});
