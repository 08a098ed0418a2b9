// The bots' set-up roads on Seafarers' maps: the good and the easy player put theirs where a road
// may go (beside land, not on open sea), so the server never has to refuse one and fall back.
import { describe, expect, it } from 'vitest';
import {
  botCommand, decide, evolve, initialState, legalCommands, nextActor, redact, seededRandom, supplyInputs, type Command, type State,
} from '../../domain/catan/index.ts';

const SCENARIOS = ['new-shores', 'four-islands', 'fog-islands', 'through-the-desert'] as const;

describe.each(SCENARIOS)('the bots’ set-up on %s', (board) => {
  for (const level of ['easy', 'good'] as const) {
    it(`${level}: every set-up road is legal`, () => {
      for (let seed = 1; seed <= 4; seed++) {
        const random = seededRandom(seed);
        let s: State = initialState('all');
        const views: State[] = [0, 1, 2, 3].map((seat) => initialState(seat as never));
        const run = (c: Command) => {
          const d = decide(supplyInputs(c, random), s);
          if (!d.ok) throw new Error(`${c.type}: ${d.rejection.code}`);
          for (const e of d.events) {
            s = evolve(s, e);
            views.forEach((v, seat) => (views[seat] = evolve(v, redact(e, seat as never))));
          }
        };
        run({ type: 'CreateGame', players: 4, board, modules: ['seafarers'] });
        for (let seat = 0; seat < 4; seat++) run({ type: 'ClaimSeat', seat, name: `Bot ${seat}` });
        while (s.phase === 'setup') {
          const seat = nextActor(s)!;
          const command = botCommand(views[seat], seat, level, random)!;
          if (command.type === 'PlaceRoad') {
            expect(legalCommands(s, seat), `${board} seed ${seed}: ${command.edge}`).toContainEqual(command);
          }
          run(command);
        }
      }
    });
  }
});
