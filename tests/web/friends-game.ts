// A Friends game for the view tests, played with the domain: four players through set-up, Ana
// holding favor tokens of every guild drawn in the first round (so usable in her second turn) and
// Bruno one; then a round of rolls of 5, Ana's second roll and some of everything for everyone.
import {
  decide, evolve, initialState, legalCommands, nextActor, seededRandom, supplyInputs,
  type Command, type Event, type State,
} from '../../web/src/lib/domain.ts';

const NAMES = ['Ana', 'Bruno', 'Carla', 'Dan'];
const some = { brick: 2, lumber: 2, wool: 2, grain: 2, ore: 2 };

export function friendsGame() {
  let s: State = initialState('all');
  const random = seededRandom(12);
  const events: Event[] = [];
  const apply = (e: Event) => {
    events.push(e);
    s = evolve(s, e);
  };
  /** A command with the server's inputs (a roll's dice when it names none). */
  const run = (c: Command) => {
    const d = decide('dice' in c ? c : supplyInputs(c, random), s);
    if (!d.ok) throw new Error(`${c.type}: ${d.rejection.code}`);
    d.events.forEach(apply);
  };
  run({ type: 'CreateGame', players: 4, board: 'beginner', modules: ['friends'] });
  for (let seat = 0; seat < 4; seat++) run({ type: 'ClaimSeat', seat, name: NAMES[seat] });
  while (s.phase === 'setup') run(legalCommands(s, nextActor(s)!)[0]);
  // Drawn in the first round: usable in Ana's next turn.
  for (const guild of ['merchant', 'trader', 'pavers', 'scholars', 'scholars', 'architects', 'architects'] as const) {
    apply({ type: 'FavorDrawn', seat: 0, guild, reason: 'robber' });
  }
  apply({ type: 'FavorDrawn', seat: 1, guild: 'trader', reason: 'gift' });
  for (let seat = 0; seat < 4; seat++) {
    run({ type: 'RollDice', seat, dice: [2, 3] } as Command);
    run({ type: 'EndTurn', seat });
  }
  run({ type: 'RollDice', seat: 0, dice: [2, 3] } as Command);
  apply({ type: 'ResourcesProduced', gains: [some, some, some, some] });
  return { events, run, apply, state: () => s };
}
