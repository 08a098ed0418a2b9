// @vitest-environment happy-dom
// Cities & Knights on a Seafarers scenario's map at the table: the module's panel, the ships' and
// the knights' buttons side by side; a knight is hired at a ship as at a road.
import { afterEach, describe, expect, it } from 'vitest';
import {
  decide, evolve, initialState, legalCommands, nextActor, seededRandom, supplyInputs, type Command, type Event, type State,
} from '../../web/src/lib/domain.ts';
import { click } from './fakes.ts';
import { mountGame } from './mount.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

function seaKnightsGame() {
  let s: State = initialState('all');
  const random = seededRandom(5);
  const events: Event[] = [];
  const run = (c: Command) => {
    const d = decide('dice' in c ? c : supplyInputs(c, random, s), s);
    if (!d.ok) throw new Error(`${c.type}: ${d.rejection.code}`);
    for (const e of d.events) {
      events.push(e);
      s = evolve(s, e);
    }
  };
  run({ type: 'CreateGame', players: 3, board: 'new-shores', modules: ['seafarers', 'cities-knights'] } as Command);
  ['Ana', 'Bruno', 'Carla'].forEach((name, seat) => run({ type: 'ClaimSeat', seat, name } as Command));
  while (s.phase === 'setup') run(legalCommands(s, nextActor(s)!)[0]);
  return { events, run, state: () => s, apply: (e: Event) => { events.push(e); s = evolve(s, e); } };
}

describe('Cities & Knights with Seafarers', () => {
  it('shows the panel and both the ships’ and the knights’ buttons; Knight lights the spots the domain lists', async () => {
    const g = seaKnightsGame();
    const seat = g.state().phase === 'playing' ? (g.state() as Extract<State, { phase: 'playing' }>).turn.seat : 0;
    g.run({ type: 'RollDice', seat, dice: [2, 3], extra: { event: 4 } } as Command);
    g.apply({ type: 'ResourcesProduced', gains: [0, 1, 2].map((x) => (x === seat ? { wool: 2, ore: 2, lumber: 2 } : {})) } as Event);
    const { root, net } = await mountGame('game_ckSea001', seat, g.events, ['Ana', 'Bruno', 'Carla'][seat]);
    expect(root.querySelector('[data-ck] [data-barbarians]')).not.toBeNull();
    const modes = [...root.querySelectorAll('.actions [data-build]')].map((b) => b.getAttribute('data-build'));
    expect(modes).toEqual(['road', 'settlement', 'city', 'ship', 'moveShip', 'recruit', 'promote', 'activate', 'knight']);
    const recruits = legalCommands(g.state(), seat).filter((c) => c.type === 'RecruitKnight');
    expect(recruits.length).toBeGreaterThan(0);
    await click(root.querySelector('[data-build=recruit]'));
    expect(root.querySelectorAll('.board .spot')).toHaveLength(recruits.length);
    await click(root.querySelector('.board .spot'));
    expect(net.last('command')?.command).toMatchObject({ type: 'RecruitKnight' });
  });
});
