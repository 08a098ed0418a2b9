// A Seafarers game for the view tests, played with the domain: players claim their seats on a
// scenario's map; `setup` plays set-up with the first legal placement of each (ships where
// `ships` says); `run` decides a command (with the server's inputs unless it names its dice),
// `apply` adds an event as it is.
import {
  decide, evolve, initialState, legalCommands, nextActor, seededRandom, supplyInputs,
  type Command, type Event, type State,
} from '../../web/src/lib/domain.ts';

const NAMES = ['Ana', 'Bruno', 'Carla', 'Dan'];

export type Scenario = 'new-shores' | 'four-islands' | 'fog-islands' | 'through-the-desert';

export function seaGame(board: Scenario, players: 3 | 4 = 3, seed = 7) {
  let s: State = initialState('all');
  const random = seededRandom(seed);
  const events: Event[] = [];
  const apply = (e: Event) => {
    events.push(e);
    s = evolve(s, e);
  };
  const run = (c: Command) => {
    const d = decide('dice' in c ? c : supplyInputs(c, random), s);
    if (!d.ok) throw new Error(`${c.type}: ${d.rejection.code}`);
    d.events.forEach(apply);
    return d.events;
  };
  run({ type: 'CreateGame', players, board, modules: ['seafarers'], seed } as Command);
  for (let seat = 0; seat < players; seat++) run({ type: 'ClaimSeat', seat, name: NAMES[seat] });
  /** Set-up: each seat's first legal placement, a ship instead of a road where `ships(seat)` holds and one may go. */
  const setup = (ships: (seat: number) => boolean = () => false) => {
    while (s.phase === 'setup') {
      const seat = nextActor(s)!;
      const legal = legalCommands(s, seat);
      run((ships(seat) ? legal.find((c) => c.type === 'PlaceShip') : undefined) ?? legal.find((c) => c.type !== 'PlaceShip') ?? legal[0]);
    }
  };
  return { events, run, apply, setup, state: () => s };
}
