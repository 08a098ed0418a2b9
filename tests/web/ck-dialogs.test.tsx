// @vitest-environment happy-dom
// Cities & Knights' choices at the table: a 7's discard with commodities (DiscardCards), the
// aqueduct's resource (PickAqueduct), the city lost to the barbarians picked on the board
// (LoseCity), each told to the others in the prompt, with an alert; the metropolis's city picked on
// the board.
import { afterEach, describe, expect, it } from 'vitest';
import { citiesKnights, indexOf, type Command, type Table } from '../../web/src/lib/domain.ts';
import { needOf, needText } from '../../web/src/game/alerts.ts';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { click } from './fakes.ts';
import { ckGame } from './ck-game.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_ckDialogs1';

afterEach(() => {
  document.body.innerHTML = '';
});

const more = (root: ParentNode, name: string) => root.querySelector<HTMLButtonElement>(`dialog[open] button[aria-label="More ${name}"]`);

describe('a discard with commodities', () => {
  it('asks for exactly half of the resources and commodities together, and sends DiscardCards', async () => {
    const g = ckGame();
    g.apply({ type: 'ResourcesProduced', gains: [{ brick: 3, ore: 3 }, {}, {}, {}] });
    g.give(0, { coin: 4 });
    const held = g.state().phase === 'playing' ? (g.state() as Table).hands[0] : null;
    const total = Object.values(held!).reduce((a, b) => a + b, 0) + 4;
    g.roll(0, [3, 4], 4);
    const { root, net } = await mountGame(GAME, 0, g.events);
    const dialog = root.querySelector('dialog[open]')!;
    expect(dialog.querySelector('[data-commodity-picker]')).not.toBeNull();
    const n = Math.floor(total / 2);
    for (let i = 0; i < 4 && i < n; i++) await click(more(root, 'coin'));
    for (let i = 4; i < n; i++) await click(more(root, 'ore') && !more(root, 'ore')!.disabled ? more(root, 'ore') : more(root, 'brick'));
    expect(dialog.querySelector('[data-chosen]')?.textContent).toBe(`${n} of ${n} chosen`);
    await click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Discard these cards'));
    const sent = net.last('command')?.command as Extract<Command, { type: 'DiscardCards' }>;
    expect(sent.type).toBe('DiscardCards');
    expect(sent.commodities).toEqual({ coin: Math.min(4, n) });
  });
});

describe('the aqueduct', () => {
  it('asks the seat owed a resource for one, and tells the others', async () => {
    const g = ckGame();
    g.roll(0, [2, 3], 1);
    g.apply({ type: 'AqueductOwed', seats: [1] });
    const bruno = await mountGame(GAME, 1, g.events, 'Bruno');
    const dialog = bruno.root.querySelector('dialog[open] [data-aqueduct-dialog]')!;
    expect(dialog.textContent).toContain('The roll gave you nothing');
    await click(dialog.querySelector('[data-resource=wool]'));
    expect(bruno.net.last('command')?.command).toEqual({ type: 'PickAqueduct', resource: 'wool' });
    document.body.innerHTML = '';
    const ana = await mountGame(GAME, 0, g.events);
    expect(ana.root.querySelector('[data-aqueduct-dialog]')).toBeNull();
    expect(ana.root.querySelector('[data-prompt]')?.textContent).toBe('Waiting for Bruno to take a resource (aqueduct).');
    setLanguage('en');
    expect(needText(needOf(g.state(), 1)!, g.state())).toBe('Take your aqueduct resource');
    expect(needOf(g.state(), 0)).toBeNull();
  });
});

describe('a city lost to the barbarians', () => {
  it('lights the seat’s cities on the board; a pick sends LoseCity', async () => {
    const g = ckGame();
    g.roll(0, [2, 3], 1);
    // Ana's second city, so she has two to choose from.
    const s = g.state() as Table;
    const { topology } = indexOf(s);
    const city = s.buildings.findIndex((b) => b?.seat === 0 && b.kind === 'settlement');
    g.apply({ type: 'ResourcesProduced', gains: [{ ore: 3, grain: 2 }, {}, {}, {}] });
    g.run({ type: 'BuildCity', seat: 0, vertex: topology.vertices[city] } as Command);
    g.apply({ type: 'CitiesToLose', seats: [0], dice: [2, 3], extra: { event: 1 } });
    const { root, net } = await mountGame(GAME, 0, g.events);
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('The barbarians won: pick the city you lose.');
    const spots = root.querySelectorAll('.board .spot');
    expect(spots).toHaveLength(2);
    await click(spots[0]);
    expect(net.last('command')?.command).toMatchObject({ type: 'LoseCity' });
    document.body.innerHTML = '';
    const bruno = await mountGame(GAME, 1, g.events, 'Bruno');
    expect(bruno.root.querySelector('[data-prompt]')?.textContent).toBe('Waiting for Ana to choose a city to lose.');
    expect(citiesKnights.ckPart(g.state() as Table).losing).toEqual([0]);
    setLanguage('en');
    expect(needText(needOf(g.state(), 0)!, g.state())).toBe('Choose a city to lose');
  });
});

describe('a metropolis with several cities to carry it', () => {
  it('lights the cities on the board; the pick sends the level with its city', async () => {
    const g = ckGame();
    g.roll(0, [2, 3], 1);
    const s = g.state() as Table;
    const { topology } = indexOf(s);
    const city = s.buildings.findIndex((b) => b?.seat === 0 && b.kind === 'settlement');
    g.apply({ type: 'ResourcesProduced', gains: [{ ore: 3, grain: 2 }, {}, {}, {}] });
    g.run({ type: 'BuildCity', seat: 0, vertex: topology.vertices[city] } as Command);
    g.give(0, { cloth: 10 });
    for (let level = 1; level <= 3; level++) g.run({ type: 'BuyImprovement', seat: 0, track: 'trade' } as Command);
    const { root, net } = await mountGame(GAME, 0, g.events);
    expect(root.querySelectorAll('.board .spot')).toHaveLength(0);
    await click(root.querySelector('[data-ck] [data-buy=trade]'));
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Pick the city to carry the metropolis.');
    const spots = root.querySelectorAll('.board .spot');
    expect(spots).toHaveLength(2);
    expect(spots[0].getAttribute('aria-label')).toMatch(/^Metropolis here: /);
    await click(spots[1]);
    const sent = net.last('command')?.command as Extract<Command, { type: 'BuyImprovement' }>;
    expect(sent).toMatchObject({ type: 'BuyImprovement', track: 'trade' });
    expect(typeof sent.vertex).toBe('string');
  });
});

describe('a city wall', () => {
  it('lights the player’s cities without a wall; the pick sends BuildWall, and the wall is drawn', async () => {
    const g = ckGame();
    g.roll(0, [2, 3], 1);
    g.apply({ type: 'ResourcesProduced', gains: [{ brick: 2 }, {}, {}, {}] });
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-ck] [data-wall]'));
    const spots = root.querySelectorAll('.board .spot');
    expect(spots).toHaveLength(1);
    expect(spots[0].getAttribute('aria-label')).toMatch(/^Build a wall: /);
    await click(spots[0]);
    const sent = net.last('command')?.command as Extract<Command, { type: 'BuildWall' }>;
    expect(sent.type).toBe('BuildWall');
    document.body.innerHTML = '';
    g.run({ type: 'BuildWall', seat: 0, vertex: sent.vertex } as Command);
    const after = await mountGame(GAME, 0, g.events);
    expect(after.root.querySelectorAll('.board [data-wall="0"]')).toHaveLength(1);
    expect(after.root.querySelector('.player[data-seat="0"] [data-walls]')?.textContent).toBe('1 wall');
  });
});
