// What an expert's search costs the other players of `npm start`: games of one person against
// three expert bots run while a client pings the server; the ping's round trip shows how long
// the event loop was held. Run twice, in one run, like for like: the bots thinking inline (as
// before) and on the thinking thread (functions/local/thinker.ts).
// Run: node --import tsx tests/bench/thinking.ts   env BENCH_GAMES (4), BENCH_SECONDS (20)
import { awaitedSeats, botCommand, seededRandom, type State } from '../../domain/catan/index.ts';
import { TestClient } from '../support/ws-client.ts';
import { startServer } from './spine.ts';

const GAMES = Number(process.env.BENCH_GAMES ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PING_MS = 50;

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** The person's seat (0) must act: a move of theirs, an offer to answer. */
function mustAct(s: State): boolean {
  if (s.phase === 'playing' && s.turn.trade && s.turn.pending.kind === 'none' && s.turn.seat !== 0 && s.turn.trade.responses[0]?.kind === 'none') return true;
  return (s.phase === 'setup' || s.phase === 'playing') && awaitedSeats(s).includes(0);
}

/** One person (an easy bot on its own view, over WebSocket) against three experts, until `until`. */
async function person(wsUrl: string, n: number, until: number): Promise<number> {
  const client = await TestClient.connect(wsUrl);
  const { gameId } = await client.ask({ type: 'createGame', players: 4, board: 'variable', bots: [null, 'expert', 'expert', 'expert'] }, 'created');
  const joined = await client.ask({ type: 'joinGame', gameId, name: `P${n}` }, 'joined');
  await client.until(() => client.head(gameId) > 0);
  const random = seededRandom(n);
  while (Date.now() < until) {
    const state = client.view(gameId).state;
    if (state.phase === 'finished') break;
    const command = mustAct(state) ? botCommand(state, 0, 'easy', random) : null;
    if (!command) {
      const seen = client.frames.length;
      await client.until(() => client.frames.length > seen, 250).catch(() => undefined);
      continue;
    }
    const reply = await client.command(gameId, joined.seatToken, command);
    if (reply.type === 'accepted') await client.until(() => client.head(gameId) >= reply.version, 30_000).catch(() => undefined);
  }
  const head = client.head(gameId);
  await client.close();
  return head;
}

async function measure(thinking: 'inline' | 'thread'): Promise<void> {
  const server = await startServer({ store: 'memory', paths: 'local', thinking });
  try {
    const until = Date.now() + SECONDS * 1000;
    const pinger = await TestClient.connect(server.wsUrl);
    const rtts: number[] = [];
    const pinging = (async () => {
      while (Date.now() < until) {
        const sent = performance.now();
        await pinger.request({ type: 'ping' }, 'pong');
        rtts.push(performance.now() - sent);
        await new Promise((r) => setTimeout(r, PING_MS));
      }
    })();
    const heads = await Promise.all(Array.from({ length: GAMES }, (_, i) => person(server.wsUrl, i + 1, until)));
    await pinging;
    await pinger.close();
    const sorted = rtts.sort((a, b) => a - b);
    const f = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;
    console.log(`  bots think ${thinking.padEnd(6)}  ping p50 ${f(quantile(sorted, 0.5))}  p99 ${f(quantile(sorted, 0.99))}  max ${f(sorted.at(-1) ?? NaN)}  (${sorted.length} pings; ${heads.reduce((a, b) => a + b, 0)} records in ${GAMES} games)`);
  } finally {
    await server.ask('close').catch(() => undefined);
  }
}

console.log(`thinking: ${GAMES} games of a person against three expert bots for ${SECONDS} s, a ping every ${PING_MS} ms; the stack in its own process`);
await measure('inline');
await measure('thread');
process.exit(0);
