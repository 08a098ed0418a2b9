// @vitest-environment happy-dom
// The Diplomat with Seafarers at the table (Cities & Knights): the dialog names each open ship as
// a ship, the player's own placed again only where a ship may go, an opponent's removed at once;
// the log says a ship was removed.
import { afterEach, describe, expect, it } from 'vitest';
import {
  decide, evolve, indexOf, initialState, legalCommands, nextActor, seafarers, seededRandom, supplyInputs, type Command, type Event, type Seat, type State,
} from '../../web/src/lib/domain.ts';
import { describeEvent, type Names } from '../../web/src/i18n/describe.ts';
import { loadLanguage, translate, type Language } from '../../web/src/i18n/index.ts';
import { DECK_OF } from '../../web/src/kinds/catan/table/cities-knights/progress.ts';
import { click } from './fakes.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_ckDiplo1';
const NAMES = ['Ana', 'Bruno', 'Carla'];

afterEach(() => {
  document.body.innerHTML = '';
});

type Play = Extract<Command, { type: 'PlayProgressCard'; card: 'diplomat' }>;

/** A C&K game on New Shores after set-up (first legal placements, ships where one may go); the first seat has rolled. */
function seaKnightsGame() {
  let s: State = initialState('all');
  const random = seededRandom(5);
  const events: Event[] = [];
  const apply = (e: Event) => {
    events.push(e);
    s = evolve(s, e);
  };
  const run = (c: Command) => {
    const d = decide('dice' in c ? c : supplyInputs(c, random, s), s);
    if (!d.ok) throw new Error(`${c.type}: ${d.rejection.code}`);
    d.events.forEach(apply);
  };
  run({ type: 'CreateGame', players: 3, board: 'new-shores', modules: ['seafarers', 'cities-knights'] } as Command);
  NAMES.forEach((name, seat) => run({ type: 'ClaimSeat', seat, name } as Command));
  while (s.phase === 'setup') {
    const legal = legalCommands(s, nextActor(s)!);
    run(legal.find((c) => c.type === 'PlaceShip') ?? legal[0]);
  }
  const seat = (s as Extract<State, { phase: 'playing' }>).turn.seat;
  run({ type: 'RollDice', seat, dice: [2, 3], extra: { event: 4 } } as Command);
  return { events, apply, seat, state: () => s };
}

describe('the Diplomat with Seafarers', () => {
  it('names open ships as ships; the player’s own goes again only where a ship may; an opponent’s goes at once', async () => {
    const g = seaKnightsGame();
    const seat: Seat = g.seat;
    const other = (seat + 1) % 3;
    g.apply({ type: 'ProgressCardDrawn', seat, track: DECK_OF.diplomat, card: 'diplomat', reason: 'gate' } as Event);
    const legal = () => legalCommands(g.state(), seat).filter((c): c is Play => c.type === 'PlayProgressCard' && c.card === 'diplomat');
    const shipOf = (edge: string) => seafarers.seafarersPart(g.state() as never).ships[indexOf(g.state() as never).topology.edgeIndex.get(edge as never)!];
    // The player's own open ship (its set-up one), and an opponent's lone ship on a sea path it may take.
    const own = legal().find((p) => p.to !== undefined && shipOf(p.edge) === seat)!;
    const spot = legal().find((p) => p.edge === own.edge && p.to !== undefined && p.to !== own.to)!.to!;
    g.apply({ type: 'ShipPlaced', seat: other, edge: spot } as Event);
    const plays = legal();
    const theirs = plays.find((p) => p.edge === spot)!;
    expect(theirs).toEqual({ type: 'PlayProgressCard', seat, card: 'diplomat', edge: spot });

    const { root, net } = await mountGame(GAME, seat, g.events, NAMES[seat]);
    await click(root.querySelector('[data-play-progress=diplomat]'));
    const ways = root.querySelector('dialog[open] [data-diplomat=road]')!;
    expect(ways.querySelector('legend')?.textContent).toBe('Pick the road or ship to remove');
    expect(ways.querySelectorAll('button')).toHaveLength(new Set(plays.map((p) => p.edge)).size);
    const ship = ways.querySelector<HTMLElement>(`[data-edge="${spot}"]`)!;
    expect(ship.dataset.piece).toBe('ship');
    expect(ship.textContent).toMatch(new RegExp(`^${NAMES[other]}’s ship, side of `));
    expect(ways.querySelector<HTMLElement>(`[data-edge="${own.edge}"]`)?.textContent).toMatch(new RegExp(`^${NAMES[seat]}’s ship, `));
    await click(ways.querySelector(`[data-edge="${own.edge}"]`));
    const to = root.querySelector('dialog[open] [data-diplomat=to]')!;
    expect(to.querySelector('legend')?.textContent).toBe('Place your ship again, free (or not)');
    expect([...to.querySelectorAll<HTMLElement>('[data-to]')].map((b) => b.dataset.to)).toEqual(plays.filter((p) => p.edge === own.edge && p.to).map((p) => p.to));
    await click(to.querySelector(`[data-to="${own.to}"]`));
    expect(net.last('command')?.command).toEqual({ type: 'PlayProgressCard', card: 'diplomat', edge: own.edge, to: own.to });
    document.body.innerHTML = '';

    const again = await mountGame(GAME, seat, g.events, NAMES[seat]);
    await click(again.root.querySelector('[data-play-progress=diplomat]'));
    await click(again.root.querySelector(`dialog[open] [data-edge="${spot}"]`));
    expect(again.net.last('command')?.command).toEqual({ type: 'PlayProgressCard', card: 'diplomat', edge: spot });
  });
});

describe('the log of a Diplomat\'s removal', () => {
  it('says whether a road or a ship was removed', async () => {
    await Promise.all((['pt', 'ro'] as const).map(loadLanguage));
    const names: Names = { names: NAMES, colours: ['red', 'blue', 'orange'], board: null };
    const line = (piece: 'road' | 'ship', language: Language) =>
      describeEvent({ type: 'RoadRemoved', seat: 0, owner: 1, edge: '0,0,W', piece } as Event, names, (key, params) => translate(language, key, params));
    expect(line('road', 'en')).toEqual(['Ana removes a road of Bruno’s.']);
    expect(line('ship', 'en')).toEqual(['Ana removes a ship of Bruno’s.']);
    expect(line('ship', 'pt')).toEqual(['Ana retira um barco de Bruno.']);
    expect(line('ship', 'ro')).toEqual(['Ana scoate o corabie a lui Bruno.']);
  });
});
