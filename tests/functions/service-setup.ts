// An application service on in-memory stores and transport, for unit tests.
import { seededRandom } from '../../domain/catan/index.ts';
import { createContext, handleMessage, type Context, type DepsInput } from '../../functions/app/service.ts';
import { memoryStores } from '../../functions/store/memory/index.ts';
import { MemoryTransport } from '../../functions/transport/memory.ts';
import { captureLog } from '../integration/helpers/stack.ts';

export function setup(overrides: Partial<DepsInput> = {}) {
  const stores = memoryStores();
  const transport = new MemoryTransport();
  const log = captureLog();
  let tick = 0;
  const ctx: Context = createContext({
    stores, transport, random: seededRandom(1), log: log.logger,
    clock: () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)),
    ...overrides,
  });
  /** Sends a message and returns the replies it caused to the sender. */
  const say = async (connectionId: string, message: unknown) => {
    const before = transport.received(connectionId).length;
    await handleMessage(ctx, connectionId, typeof message === 'string' ? message : JSON.stringify(message));
    return transport.received(connectionId).slice(before);
  };
  /** A beginner game with every seat taken: connection `seatN` holds seat N. */
  const table = async (players = 3) => {
    const [created] = await say('creator', { type: 'createGame', players, board: 'beginner' });
    const tokens: string[] = [];
    for (let seat = 0; seat < players; seat++) {
      const [joined] = await say(`seat${seat}`, { type: 'joinGame', gameId: created.gameId, name: `P${seat}` });
      tokens.push(joined.seatToken);
    }
    return { gameId: created.gameId as string, tokens };
  };
  return { ctx, stores, transport, log, say, table };
}
