// A game with mini-expansions for the view tests, played with the domain: four players claim
// their seats on the beginner board and go through set-up; `run` decides a command (with the
// server's inputs unless it names its dice), `apply` adds an event as it is. `before` sees each
// event before it is applied (and may apply others first).
import {
  decide, evolve, initialState, legalCommands, nextActor, seededRandom, supplyInputs,
  type Command, type Event, type Expansion, type State,
} from '../../web/src/lib/domain.ts';

const NAMES = ['Ana', 'Bruno', 'Carla', 'Dan'];

export function moduleGame(modules: readonly Expansion[], before?: (e: Event, s: State, apply: (e: Event) => void) => void) {
  let s: State = initialState('all');
  const random = seededRandom(12);
  const events: Event[] = [];
  const apply = (e: Event) => {
    before?.(e, s, apply);
    events.push(e);
    s = evolve(s, e);
  };
  const run = (c: Command) => {
    const d = decide('dice' in c ? c : supplyInputs(c, random), s);
    if (!d.ok) throw new Error(`${c.type}: ${d.rejection.code}`);
    d.events.forEach(apply);
  };
  run({ type: 'CreateGame', players: 4, board: 'beginner', modules });
  for (let seat = 0; seat < 4; seat++) run({ type: 'ClaimSeat', seat, name: NAMES[seat] });
  while (s.phase === 'setup') run(legalCommands(s, nextActor(s)!)[0]);
  return { events, run, apply, state: () => s };
}
