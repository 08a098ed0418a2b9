// @vitest-environment happy-dom
// The knights at the table (Cities & Knights): the turn's Knight, Promote, Activate and Move knight
// buttons start board modes whose spots are the domain's legal commands; a knight to act is picked
// first, then where it goes (its moves, and the robber's hex to chase); a displaced knight's owner
// is asked where it retreats, the others told whom they wait for.
import { afterEach, describe, expect, it } from 'vitest';
import { legalCommands, type Command, type Seat } from '../../web/src/lib/domain.ts';
import { needOf, needText } from '../../web/src/game/alerts.ts';
import { planSpots } from '../../web/src/kinds/catan/table/spots.ts';
import { click } from './fakes.ts';
import { ckGame } from './ck-game.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_ckKnights1';
const LABELS = { vertex: (k: string, c: string, r?: string) => `${r ?? c} ${k}`, edge: (k: string) => k, hex: (k: string, c: string) => `${c} ${k}` };

afterEach(() => {
  document.body.innerHTML = '';
});

const rich = { brick: 6, lumber: 6, wool: 6, ore: 6, grain: 6 };
const find = <T extends Command['type']>(g: ReturnType<typeof ckGame>, seat: Seat, type: T) =>
  legalCommands(g.state(), seat).filter((c): c is Extract<Command, { type: T }> => c.type === type);

/** Ana's turn rolled, cards in hand for knights and roads. */
function anaRich() {
  const g = ckGame();
  g.roll(0, [2, 3], 4);
  g.apply({ type: 'ResourcesProduced', gains: [rich, {}, {}, {}] });
  return g;
}

/** Ana's knight hired, roads built out from it, and stood up; then round the table to her next turn. */
function anaKnightReady() {
  const g = anaRich();
  const recruit = find(g, 0, 'RecruitKnight')[0];
  g.run(recruit);
  for (let i = 0; i < 3; i++) g.run(find(g, 0, 'BuildRoad')[0]);
  g.run(find(g, 0, 'ActivateKnight')[0]);
  g.run({ type: 'EndTurn', seat: 0 } as Command);
  for (const seat of [1, 2, 3] as Seat[]) {
    g.roll(seat, [2, 3], 4);
    g.run({ type: 'EndTurn', seat } as Command);
  }
  g.roll(0, [2, 3], 4);
  return { g, knight: recruit.vertex };
}

describe('the knights’ buttons', () => {
  it('are in the turn’s actions; Knight lights the free intersections of the roads and sends RecruitKnight', async () => {
    const g = anaRich();
    const { root, net } = await mountGame(GAME, 0, g.events);
    const labels = [...root.querySelectorAll('.actions [data-build]')].map((b) => b.textContent);
    expect(labels).toEqual(['Road', 'Settlement', 'City', 'Knight', 'Promote', 'Activate', 'Move knight']);
    expect(root.querySelector<HTMLButtonElement>('[data-build=knight]')!.disabled).toBe(true);
    await click(root.querySelector('[data-build=recruit]'));
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Pick a free intersection of your roads for the new knight, or Cancel.');
    const spots = root.querySelectorAll('.board .spot');
    expect(spots.length).toBe(find(g, 0, 'RecruitKnight').length);
    expect(spots[0].getAttribute('aria-label')).toMatch(/^Hire a knight here: /);
    await click(spots[0]);
    expect(net.last('command')?.command).toMatchObject({ type: 'RecruitKnight' });
  });

  it('Activate lights the inactive knight; Promote the knight', async () => {
    const g = anaRich();
    g.run(find(g, 0, 'RecruitKnight')[0]);
    const { root, net } = await mountGame(GAME, 0, g.events);
    expect(root.querySelectorAll('.board .knight-piece.knight-inactive')).toHaveLength(1);
    await click(root.querySelector('[data-build=promote]'));
    expect(root.querySelectorAll('.board .spot')).toHaveLength(1);
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Pick the knight to promote, or Cancel.');
    await click(root.querySelector('[data-build=promote]'));
    await click(root.querySelector('[data-build=activate]'));
    await click(root.querySelector('.board .spot'));
    expect(net.last('command')?.command).toMatchObject({ type: 'ActivateKnight' });
  });

  it('Move knight: the knight first, then its moves; a pick sends MoveKnight', async () => {
    const { g, knight } = anaKnightReady();
    const moves = find(g, 0, 'MoveKnight');
    expect(moves.length).toBeGreaterThan(0);
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('[data-build=knight]'));
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Pick the active knight that acts, or Cancel.');
    const first = root.querySelectorAll('.board .spot');
    expect([...first].map((s) => s.getAttribute('data-spot'))).toEqual([knight]);
    await click(first[0]);
    expect(root.querySelector('.board [data-picked]')).not.toBeNull();
    const targets = [...root.querySelectorAll('.board .spot')].map((s) => s.getAttribute('data-spot'));
    expect(targets.sort()).toEqual(moves.map((m) => m.to).sort());
    await click(root.querySelector(`.board .spot[data-spot="${moves[0].to}"]`));
    expect(net.last('command')?.command).toEqual({ type: 'MoveKnight', from: knight, to: moves[0].to });
  });
});

describe('the knights’ spots', () => {
  it('a chase lights the robber’s hex once the knight is picked; a retreat shows without a mode', () => {
    const chase = { type: 'ChaseRobber', seat: 0, vertex: 'v1' } as Command;
    const move = { type: 'MoveKnight', seat: 0, from: 'v1', to: 'v2' } as Command;
    expect(planSpots([chase, move], 'knight', LABELS).spots.vertices.map((s) => s.key)).toEqual(['v1']);
    const picked = planSpots([chase, move], 'knight', LABELS, 'v1', 'h9');
    expect(picked.spots.hexes.map((s) => s.key)).toEqual(['h9']);
    expect(picked.spots.vertices.map((s) => s.key)).toEqual(['v2']);
    expect(picked.commands.get('hex:h9')).toEqual([chase]);
    const retreat = { type: 'RetreatKnight', seat: 1, vertex: 'v3' } as Command;
    expect(planSpots([retreat], null, LABELS).spots.vertices.map((s) => s.key)).toEqual(['v3']);
  });

  it('a displaced knight’s owner is asked where it goes; the others wait for him', async () => {
    const { g, knight } = anaKnightReady();
    // Bruno's knight (placed as the event does) displaces Ana's.
    const spare = find(g, 0, 'RecruitKnight').map((c) => c.vertex).find((v) => v !== knight)!;
    g.apply({ type: 'KnightRecruited', seat: 1, vertex: spare } as never);
    g.apply({ type: 'KnightDisplaced', seat: 1, from: spare, to: knight, owner: 0, retreat: true } as never);
    const retreats = find(g, 0, 'RetreatKnight');
    const ana = await mountGame(GAME, 0, g.events);
    expect(ana.root.querySelector('[data-prompt]')?.textContent).toBe('Your knight was displaced: pick where it goes.');
    expect(ana.root.querySelectorAll('.board .spot')).toHaveLength(retreats.length);
    document.body.innerHTML = '';
    const bruno = await mountGame(GAME, 1, g.events, 'Bruno');
    expect(bruno.root.querySelector('[data-prompt]')?.textContent).toBe('Waiting for Ana to move the displaced knight.');
    expect(needText(needOf(g.state(), 0)!, g.state())).toBe('Move your displaced knight');
    expect(needOf(g.state(), 1)).toBeNull();
  });
});
