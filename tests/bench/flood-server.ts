// The flood benchmark's server: the local stack as `npm start` runs it (on disk, synced, the
// gateway's own limits), in a process of its own so that its memory is the server's alone, with a
// long finished game stored for the attackers to ask for. Driven by flood.ts over IPC: it answers
// `{wsUrl, gameId}` once started, and `memory` (or `settled`: after a full garbage collection) with
// its heap and RSS (MB).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { consoleLogger } from '../../functions/app/log.ts';
import { startLocalStack } from '../../functions/local/stack.ts';
import { storeFinishedGame } from '../integration/helpers/finished.ts';

export interface ServerMemory {
  readonly heapMb: number;
  readonly rssMb: number;
  /** The gateway's closes so far: why, of which address, when (epoch ms). */
  readonly closes: { cause: string; sourceIp: string; at: number }[];
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
