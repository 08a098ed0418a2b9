// The flood benchmark's server: the local stack as `npm start` runs it (on disk, synced, the
// gateway's own limits), in a process of its own so that its memory is the server's alone, with a
// long finished game stored for the attackers to ask for. Driven by flood.ts over IPC: it answers
// `{wsUrl, gameId}` once started, and `memory` (or `settled`: after a full garbage collection) with
// its heap and RSS (MB).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  decide, fold, initialState, nextActor, randomCommand, seededRandom, supplyInputs, type Command, type State,
} from '../../domain/index.ts';
import { consoleLogger } from '../../functions/app/log.ts';
import { startLocalStack } from '../../functions/local/stack.ts';
import { newRecord } from '../../functions/store/stream.ts';
import type { Stores, StreamRecord } from '../../functions/store/types.ts';

export interface ServerMemory {
  readonly heapMb: number;
  readonly rssMb: number;
  /** The gateway's closes so far: why, of which address, when (epoch ms). */
  readonly closes: { cause: string; sourceIp: string; at: number }[];
}

/** A whole game of the random bots, stored as the service would have (716 records, ≈ 80 KB). */
async function storeFinishedGame(stores: Stores, gameId: string): Promise<void> {
  const random = seededRandom(12);
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

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hexfold-bench-flood-'));
  const limits = process.env.BENCH_LIMITS ? (JSON.parse(process.env.BENCH_LIMITS) as Record<string, number>) : {};
  const closes: ServerMemory['closes'] = [];
  const errors = consoleLogger('error');
  const log = {
    ...errors,
    warn: (message: string, fields?: Record<string, unknown>) => {
      if (message === 'connection closed') closes.push({ cause: String(fields?.cause), sourceIp: String(fields?.sourceIp), at: Date.now() });
    },
  };
  const stack = await startLocalStack({ port: 0, dataDir: dir, log, limits });
  const gameId = 'finished-long-game';
  await storeFinishedGame(stack.stores, gameId);
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  process.on('message', (m: { type: string }) => {
    if (m.type === 'memory' || m.type === 'settled') {
      // `settled`: after a full collection (node --expose-gc), what the server still holds.
      if (m.type === 'settled') (globalThis as { gc?: () => void }).gc?.();
      const { heapUsed, rss } = process.memoryUsage();
      process.send!({ type: m.type, heapMb: mb(heapUsed), rssMb: mb(rss), closes });
    } else if (m.type === 'close') {
      void stack.close().then(async () => {
        await rm(dir, { recursive: true, force: true });
        process.send!({ type: 'closed' }, () => process.exit(0));
      });
    }
  });
  process.send!({ type: 'started', wsUrl: stack.wsUrl, gameId });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
