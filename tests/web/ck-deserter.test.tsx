// @vitest-environment happy-dom
// The progress cards that work on knights, at the table (Cities & Knights): the Smith's knights
// ticked in its dialog; the Deserter's victim picked, the victim asked which knight deserts (a
// dialog and an alert, the others told), then the player's deserter placed on the board (its
// strength chosen over it) or none; Intrigue's knight picked. On a touch screen a knight's spot
// takes a second tap, as a road's does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalCommands, type Command, type Event, type Seat } from '../../web/src/lib/domain.ts';
import { needOf, needText } from '../../web/src/game/alerts.ts';
import { DECK_OF } from '../../web/src/kinds/catan/table/cities-knights/progress.ts';
import { deserterStrength } from '../../web/src/kinds/catan/table/cities-knights/ck.ts';
import { click } from './fakes.ts';
import { ckGame } from './ck-game.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_ckDeserter1';

afterEach(() => {
  document.body.innerHTML = '';
  deserterStrength.value = null;
  vi.unstubAllGlobals();
});

type Game = ReturnType<typeof ckGame>;
const draw = (seat: Seat, card: keyof typeof DECK_OF): Event => ({ type: 'ProgressCardDrawn', seat, track: DECK_OF[card], card, reason: 'gate' } as never);
const find = <T extends Command['type']>(g: Game, seat: Seat, type: T) =>
  legalCommands(g.state(), seat).filter((c): c is Extract<Command, { type: T }> => c.type === type);
const plays = (g: Game, card: string) => find(g, 0, 'PlayProgressCard').filter((c) => c.card === card);

/** Ana's turn rolled, rich enough for knights and roads; her knight hired; Bruno's two knights (as their events place them) at her roads. */
function knights() {
  const g = ckGame();
  g.roll(0, [2, 3], 4);
  g.apply({ type: 'ResourcesProduced', gains: [{ brick: 8, lumber: 8, wool: 6, ore: 6, grain: 6 }, {}, {}, {}] });
  for (let i = 0; i < 4; i++) g.run(find(g, 0, 'BuildRoad')[0]);
  g.run(find(g, 0, 'RecruitKnight')[0]);
  const bruno = find(g, 0, 'RecruitKnight').map((c) => c.vertex).slice(0, 2);
  for (const vertex of bruno) g.apply({ type: 'KnightRecruited', seat: 1, vertex } as never);
  g.apply({ type: 'KnightPromoted', seat: 1, vertex: bruno[0], strength: 2 } as never);
  return { g, bruno };
}

describe('the Smith', () => {
  it('ticks up to two of the player’s knights and sends the play the domain lists', async () => {
    const { g } = knights();
    g.run(find(g, 0, 'RecruitKnight')[0]);
    const mine = find(g, 0, 'PromoteKnight').map((c) => c.vertex);
    expect(mine).toHaveLength(2);
    g.apply(draw(0, 'smith'));
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-play-progress=smith]'));
    const dialog = root.querySelector('dialog[open] [data-progress-dialog=smith] [data-smith]')!;
    const boxes = [...dialog.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    expect(boxes.map((b) => b.dataset.knightVertex).sort()).toEqual([...mine].sort());
    expect(boxes.every((b) => b.checked)).toBe(true);
    boxes[1].click();
    await Promise.resolve();
    expect(dialog.querySelector('[data-chosen]')?.textContent).toBe('1 of 2 chosen');
    await click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Play it'));
    const sent = net.last('command')?.command as unknown as { vertices: string[] };
    expect(sent).toEqual({ type: 'PlayProgressCard', card: 'smith', vertices: [boxes[0].dataset.knightVertex] });
    expect(plays(g, 'smith').some((p) => JSON.stringify(p).includes(JSON.stringify(sent.vertices)))).toBe(true);
  });
});

describe('the Deserter', () => {
  it('picks the victim; he is asked which knight deserts, with an alert; the others wait for him', async () => {
    const { g, bruno } = knights();
    g.apply(draw(0, 'deserter'));
    const ana = await mountGame(GAME, 0, g.events);
    await click(ana.root.querySelector('[data-play-progress=deserter]'));
    const options = [...ana.root.querySelectorAll('dialog[open] [data-progress-options] button')].map((b) => b.textContent?.trim());
    expect(options).toEqual(['Bruno']);
    await click(ana.root.querySelector('dialog[open] [data-progress-options] button'));
    expect(ana.net.last('command')?.command).toEqual({ type: 'PlayProgressCard', card: 'deserter', victim: 1 });
    document.body.innerHTML = '';
    g.run({ type: 'PlayProgressCard', seat: 0, card: 'deserter', victim: 1 } as Command);
    const victim = await mountGame(GAME, 1, g.events, 'Bruno');
    const dialog = victim.root.querySelector('dialog[open] [data-progress-answer=desert]')!;
    expect(dialog.querySelector('p')?.textContent).toBe('A Deserter: choose which of your knights leaves the board.');
    expect([...dialog.querySelectorAll<HTMLElement>('[data-desert]')].map((b) => b.dataset.desert).sort()).toEqual([...bruno].sort());
    await click(dialog.querySelector(`[data-desert="${bruno[0]}"]`));
    expect(victim.net.last('command')?.command).toEqual({ type: 'DesertKnight', vertex: bruno[0] });
    expect(needText(needOf(g.state(), 1)!, g.state())).toBe('A progress card asks something of you');
    document.body.innerHTML = '';
    const other = await mountGame(GAME, 2, g.events, 'Carla');
    expect(other.root.querySelector('[data-progress-answer]')).toBeNull();
    expect(other.root.querySelector('[data-prompt]')?.textContent).toBe('Waiting for Bruno to choose the knight that deserts.');
  });

  it('lights the player’s places for the deserter, strongest first; a strength over the board changes them; or none', async () => {
    const { g, bruno } = knights();
    g.apply(draw(0, 'deserter'));
    g.run({ type: 'PlayProgressCard', seat: 0, card: 'deserter', victim: 1 } as Command);
    g.run({ type: 'DesertKnight', seat: 1, vertex: bruno[0] } as Command);
    const places = find(g, 0, 'PlaceDeserter');
    const { root, net } = await mountGame(GAME, 0, g.events);
    const panel = root.querySelector('.board-area [data-deserter-panel]')!;
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Place your deserter knight on the board, or none.');
    expect([...panel.querySelectorAll('[data-strength]')].map((b) => b.textContent)).toEqual(['Strength 1', 'Strength 2']);
    expect(panel.querySelector('[data-strength="2"]')?.getAttribute('aria-pressed')).toBe('true');
    const spots = [...root.querySelectorAll('.board .spot')];
    expect(spots).toHaveLength(places.filter((c) => c.strength === 2).length);
    expect(spots[0].getAttribute('aria-label')).toMatch(/^Place the deserter knight here: /);
    await click(panel.querySelector('[data-strength="1"]'));
    expect(root.querySelectorAll('.board .spot')).toHaveLength(places.filter((c) => c.strength === 1).length);
    await click(root.querySelector('.board .spot'));
    expect(net.last('command')?.command).toMatchObject({ type: 'PlaceDeserter', strength: 1 });
    document.body.innerHTML = '';
    const again = await mountGame(GAME, 0, g.events);
    await click(again.root.querySelector('[data-deserter-none]'));
    expect(again.net.last('command')?.command).toEqual({ type: 'PlaceDeserter' });
  });
});

describe('Intrigue', () => {
  it('picks the opponent’s knight at the player’s roads', async () => {
    const { g } = knights();
    g.apply(draw(0, 'intrigue'));
    const legal = plays(g, 'intrigue') as Extract<Command, { card: 'intrigue' }>[];
    expect(legal.length).toBeGreaterThan(0);
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-play-progress=intrigue]'));
    const options = root.querySelector('dialog[open] [data-progress-options]')!;
    expect(options.querySelector('legend')?.textContent).toBe('Pick the knight');
    expect(options.querySelectorAll('button')).toHaveLength(legal.length);
    await click(options.querySelector('button'));
    expect(net.last('command')?.command).toEqual({ type: 'PlayProgressCard', card: 'intrigue', vertex: legal[0].vertex });
  });
});

describe('a knight’s spot on a touch screen', () => {
  it('takes a second tap (or Place it), as a road’s does', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('coarse'), media: q, addEventListener() {}, removeEventListener() {} }));
    const g = ckGame();
    g.roll(0, [2, 3], 4);
    g.apply({ type: 'ResourcesProduced', gains: [{ wool: 2, ore: 2 }, {}, {}, {}] });
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-build=recruit]'));
    const spot = root.querySelector('.board .spot')!;
    await click(spot);
    expect(net.all('command')).toHaveLength(0);
    expect(root.querySelector('.ghost-picked.ghost-knight')?.getAttribute('data-ghost')).toBe(spot.getAttribute('data-spot'));
    expect(root.querySelector('.place-confirm')?.textContent).toMatch(/^Knight here\?/);
    await click(root.querySelector('[data-place-confirm]'));
    expect(net.last('command')?.command).toEqual({ type: 'RecruitKnight', vertex: spot.getAttribute('data-spot') });
  });
});
