// A whole finished game stored as the service would have stored it (one record per command,
// snapshots included): quicker than playing it through the gateway. The random bots of seed 12
// (the default) play a long game: 716 records, about 80 KB; seed 4 a short one.
import {
  decide, fold, initialState, nextActor, randomCommand, seededRandom, supplyInputs, type Command, type State,
} from '../../../domain/catan/index.ts';
import { newRecord } from '../../../functions/store/stream.ts';
import type { Stores, StreamRecord } from '../../../functions/store/types.ts';

export async function storeFinishedGame(stores: Stores, gameId: string, seed = 12): Promise<void> {
  const random = seededRandom(seed);
  const at = new Date().toISOString();
  const records: StreamRecord[] = [];
  let state: State = initialState();
  const apply = (command: Command) => {
    const decision = decide(supplyInputs(command, random), state);
    if (!decision.ok) throw new Error(`${command.type}: ${decision.rejection.code}`);
    state = fold(decision.events, state);
    records.push(newRecord(gameId, records.length + 1, `seed-${records.length + 1}`, decision.events, at, state));
  };
  apply({ type: 'CreateGame', players: 3, board: 'beginner' });
  for (let seat = 0; seat < 3; seat++) apply({ type: 'ClaimSeat', seat, name: `P${seat}` });
  while (state.phase !== 'finished') apply(randomCommand(state, nextActor(state)!, random)!);
  for (let i = 0; i < records.length; i += 50) await Promise.all(records.slice(i, i + 50).map((r) => stores.events.append(r)));
  await stores.games.create({
    gameId, status: 'finished', createdAt: at, players: 3, board: 'beginner', seats: ['P0', 'P1', 'P2'], seatTokenHashes: [null, null, null],
  });
}
