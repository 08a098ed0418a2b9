// @vitest-environment happy-dom
// Ships at the table: the set-up ship beside the set-up road (a coast asks which), the Ship and
// Move ship modes lighting the domain's legal spots (a ship to move, then its new spot), Road
// Building's free ships, the ship on the costs card and the ships left in the players' panels.
import { afterEach, describe, expect, it } from 'vitest';
import { planSpots } from '../../web/src/kinds/catan/table/spots.ts';
import { legalCommands, seafarers, type Command, type Table } from '../../web/src/lib/domain.ts';
import { click } from './fakes.ts';
import { mountGame } from './mount.tsx';
import { seaGame } from './seafarers-game.ts';

const GAME = 'game_seaships1';
const LABELS = { vertex: () => 'v', edge: (key: string, type: string, role?: string) => `${type}${role ? `:${role}` : ''}`, hex: () => 'h' };

afterEach(() => {
  document.body.innerHTML = '';
});

/** Four Islands after set-up with ships, Ana's roll made and a ship's cost in her hand. */
function mainGame() {
  const g = seaGame('four-islands', 3);
  g.setup(() => true);
  g.run({ type: 'RollDice', seat: 0, dice: [1, 1] } as Command);
  g.apply({ type: 'ResourcesProduced', gains: [{ lumber: 2, wool: 2 }, {}, {}] });
  return g;
}

const legal = (g: ReturnType<typeof seaGame>, type: Command['type']) => legalCommands(g.state(), 0).filter((c) => c.type === type);

describe('the set-up ship', () => {
  it('is offered beside the set-up road; a coast asks road or ship', async () => {
    // The first settlement on a coast, where a side takes a road or a ship.
    const edges = (g: ReturnType<typeof seaGame>, type: Command['type']) => legal(g, type).map((c) => (c as { edge: string }).edge);
    const g = (() => {
      for (const c of legalCommands(seaGame('four-islands', 3).state(), 0)) {
        const game = seaGame('four-islands', 3);
        game.run(c);
        if (edges(game, 'PlaceShip').some((e) => edges(game, 'PlaceRoad').includes(e))) return game;
      }
      throw new Error('no coast');
    })();
    const { root, net } = await mountGame(GAME, 0, g.events);
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Place a road or a ship next to your new settlement.');
    const roads = edges(g, 'PlaceRoad');
    const ships = edges(g, 'PlaceShip');
    expect(new Set([...root.querySelectorAll('.spot-edge')].map((x) => x.getAttribute('data-spot')))).toEqual(new Set([...roads, ...ships]));
    const coast = ships.find((e) => roads.includes(e))!;
    expect(root.querySelector(`.spot-edge[data-spot="${coast}"]`)?.getAttribute('aria-label')).toMatch(/^Place road or ship: /);
    await click(root.querySelector(`.spot-edge[data-spot="${coast}"]`));
    const dialog = root.querySelector('dialog[open] [data-edge-choice]')!;
    expect(root.querySelector('dialog[open] h2')?.textContent).toBe('A road or a ship here?');
    await click(dialog.querySelector('[data-piece=ship]'));
    expect(net.last('command')?.command).toEqual({ type: 'PlaceShip', edge: coast });
  });
});

describe('the ship modes', () => {
  it('builds a ship on a spot the domain offers', async () => {
    const g = mainGame();
    const { root, net } = await mountGame(GAME, 0, g.events);
    const button = root.querySelector<HTMLButtonElement>('button[data-build=ship]')!;
    expect(button.textContent).toBe('Ship');
    expect(button.title).toBe('1 lumber, 1 wool');
    expect(root.querySelectorAll('.spot-edge')).toHaveLength(0);
    await click(button);
    const spots = [...root.querySelectorAll('.spot-edge')];
    expect(spots.map((x) => x.getAttribute('data-spot')).sort()).toEqual(legal(g, 'BuildShip').map((c) => (c as { edge: string }).edge).sort());
    expect(spots[0].getAttribute('aria-label')).toMatch(/^Build ship: /);
    await click(spots[0]);
    expect(net.last('command')?.command).toEqual({ type: 'BuildShip', edge: spots[0].getAttribute('data-spot') });
  });

  it('moves a ship: the ship first, then its new spot', async () => {
    const g = mainGame();
    const moves = legal(g, 'MoveShip') as Extract<Command, { type: 'MoveShip' }>[];
    expect(moves.length).toBeGreaterThan(0);
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector('button[data-build=moveShip]'));
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Pick the ship to move, or Cancel.');
    const ships = [...root.querySelectorAll('.spot-edge')];
    expect(new Set(ships.map((x) => x.getAttribute('data-spot')))).toEqual(new Set(moves.map((m) => m.from)));
    expect(ships[0].getAttribute('aria-label')).toMatch(/^Move this ship: /);
    const from = ships[0].getAttribute('data-spot')!;
    await click(ships[0]);
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Pick where the ship goes, or Cancel.');
    expect(root.querySelector('.spot-picked')).not.toBeNull();
    const to = [...root.querySelectorAll('.spot-edge')].map((x) => x.getAttribute('data-spot'));
    expect(new Set(to)).toEqual(new Set(moves.filter((m) => m.from === from).map((m) => m.to)));
    await click(root.querySelector(`.spot-edge[data-spot="${to[0]}"]`));
    expect(net.last('command')?.command).toEqual({ type: 'MoveShip', from, to: to[0] });
  });

  it('shows the ship on the costs card, the ships left in the panels and the points to play to', async () => {
    const g = mainGame();
    const s = g.state() as Table;
    const { root } = await mountGame(GAME, 1, g.events, 'Bruno');
    const rows = [...root.querySelectorAll('.side .costs .cost-row dt')].map((x) => x.textContent);
    expect(rows).toEqual(['Road', 'Ship', 'Settlement', 'City', 'Development card']);
    const left = seafarers.seafarersPart(s).shipsLeft[0];
    expect(root.querySelector('[data-seat="0"] [data-ships-left]')?.textContent).toBe(`${left} ships left`);
    expect(root.querySelector('[data-sea-target]')?.textContent).toBe('The Four Islands: played to 13 points');
  });
});

describe('Road Building’s free pieces', () => {
  it('offers ships beside roads, and a coast stands for both', () => {
    const road = { type: 'PlaceRoad', seat: 0, edge: '0,0,NE' } as Command;
    const plan = planSpots([road, { type: 'PlaceShip', seat: 0, edge: '0,0,NE' }, { type: 'PlaceShip', seat: 0, edge: '1,0,W' }] as Command[], null, LABELS);
    expect(plan.spots.edges.map((e) => e.key)).toEqual(['0,0,NE', '1,0,W']);
    expect(plan.commands.get('edge:0,0,NE')?.map((c) => c.type)).toEqual(['PlaceRoad', 'PlaceShip']);
  });
});
