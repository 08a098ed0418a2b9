// A Helpers game for the view tests, played with the domain: four players through set-up (the
// helpers dealt as the domain deals them), Ana's helper exchanged for the one a test needs, then
// Ana's first roll with some of everything for everyone.
import {
  decide, evolve, initialState, legalCommands, nextActor, seededRandom, supplyInputs,
  type Command, type Event, type State,
} from '../../web/src/lib/domain.ts';
import { helpersOf, type HelperId } from '../../web/src/game/helpers/helpers.ts';

const NAMES = ['Ana', 'Bruno', 'Carla', 'Dan'];
export const SOME = { brick: 2, lumber: 2, wool: 2, grain: 2, ore: 2 };

export function helpersGame(helper?: HelperId, options: { roll?: boolean } = {}) {
  let s: State = initialState('all');
  const random = seededRandom(12);
  const events: Event[] = [];
  const apply = (e: Event) => {
    // Once dealt hers (in set-up, so usable in turn 1), Ana takes the helper the test needs.
    const dealt = helpersOf(s)?.held[0]?.helper;
    if (e.type === 'SetupCompleted' && helper && dealt && dealt !== helper) apply({ type: 'HelperExchanged', seat: 0, returned: dealt, taken: helper });
    events.push(e);
    s = evolve(s, e);
  };
  const run = (c: Command) => {
    const d = decide('dice' in c ? c : supplyInputs(c, random), s);
    if (!d.ok) throw new Error(`${c.type}: ${d.rejection.code}`);
    d.events.forEach(apply);
  };
  run({ type: 'CreateGame', players: 4, board: 'beginner', modules: ['helpers'] });
  for (let seat = 0; seat < 4; seat++) run({ type: 'ClaimSeat', seat, name: NAMES[seat] });
  while (s.phase === 'setup') {
    const seat = nextActor(s)!;
    run(legalCommands(s, seat)[0]);
  }
  if (options.roll !== false) {
    run({ type: 'RollDice', seat: 0, dice: [2, 3] } as Command);
    apply({ type: 'ResourcesProduced', gains: [SOME, SOME, SOME, SOME] });
  }
  return { events, run, apply, state: () => s };
}
