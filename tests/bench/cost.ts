// The price of a game, measured: whole games through the handlers on the cloud paths (the SDK
// over HTTP to dynalite and to the local Management API, as the spine bench's http paths), one at
// a time, counting each game's billable units (cost-meter.ts) and pricing them (cost-prices.ts).
// People are good bots acting on their own views over WebSocket; the game is then priced as if
// they took `BENCH_PACE` seconds per move, with the site's heartbeat.
// Run: node --import tsx tests/bench/cost.ts   env BENCH_GAMES (2 per row), BENCH_ROWS (a filter on the rows' names), BENCH_PACE (8)
import { awaitedSeats, botCommand, randomCommand, seededRandom, type Random, type State } from '../../domain/catan/index.ts';
import { botCommand as diceBot, type DiceState } from '../../domain/dice/index.ts';
import { bufferedMetrics } from '../../functions/app/metrics.ts';
import { consoleLogger } from '../../functions/app/log.ts';
import { HTTP_PATHS, startLocalStack, type LocalStack } from '../../functions/local/stack.ts';
import { TestClient } from '../support/ws-client.ts';
import { dollarsPer1000, meanUnits, Meter, unitsOf, type Pace, type Units } from './cost-meter.ts';
import { PRICES } from './cost-prices.ts';
import { quietCommand } from './quiet-command.ts';

const GAMES = Number(process.env.BENCH_GAMES ?? 2);
const ROWS = process.env.BENCH_ROWS ?? '';
const SECONDS_PER_MOVE = Number(process.env.BENCH_PACE ?? 8);
/**
 * The site's pings (web/src/net/connection.ts): one after 15 s without a frame, and a keep-alive
 * after 5 minutes without sending. At this pace every connection hears a frame within 15 s, so a
 * game's pings are its keep-alives.
 */
const PING_SECONDS = 300;

interface Row {
  readonly name: string;
  readonly create: Record<string, unknown>;
  readonly people: number;
  readonly spectators?: number;
}

const BASE = { type: 'createGame', players: 4, board: 'variable' };
const ROWS_ALL: Row[] = [
  { name: '4 people (base game)', create: BASE, people: 4 },
  { name: '4 people + 20 spectators', create: BASE, people: 4, spectators: 20 },
  { name: '1 person + 3 Good bots', create: { ...BASE, bots: [null, 'good', 'good', 'good'] }, people: 1 },
  { name: '1 person + 3 Expert bots', create: { ...BASE, bots: [null, 'expert', 'expert', 'expert'] }, people: 1 },
  { name: 'Seafarers, 4 people (Fog Islands)', create: { ...BASE, board: 'fog-islands', modules: ['seafarers'] }, people: 4 },
  { name: 'Cities & Knights, 4 people', create: { ...BASE, modules: ['cities-knights'] }, people: 4 },
  { name: 'Dice Game, 4 people (standard)', create: { type: 'createGame', game: 'dice', side: 'standard', players: 4 }, people: 4 },
];

/** Does the board game ask something of the seat: a move, a discard, an answer to an offer? */
function mustAct(state: State, seat: number): boolean {
  if (state.phase === 'playing') {
    const { trade, pending, seat: active } = state.turn;
    if (trade && pending.kind === 'none' && active !== seat && trade.responses[seat]?.kind === 'none') return true;
  }
  return (state.phase === 'setup' || state.phase === 'playing') && awaitedSeats(state).includes(seat);
}

interface Seated {
  readonly client: TestClient;
  readonly seat: number;
  readonly token: string;
}

/** The seat's next command on its own view (a good bot's; a random one after a refusal at this head), or null. */
function nextCommand(client: TestClient, gameId: string, seat: number, random: Random, refusedAt: number): object | null {
  const view = client.view(gameId);
  if (view.dice) {
    const d: DiceState = view.dice;
    return d.phase === 'playing' && d.turn.seat === seat ? diceBot(d, seat, 'good', random) : null;
  }
  if (!mustAct(view.state, seat)) return null;
  return refusedAt === client.head(gameId) ? randomCommand(view.state, seat, random) : botCommand(view.state, seat, 'good', random);
}

const finished = (client: TestClient, gameId: string) => {
  const view = client.view(gameId);
  return (view.dice ?? view.state).phase === 'finished';
};

/** Plays one seat to the end; resolves with its accepted commands. */
async function play({ client, seat, token }: Seated, gameId: string, random: Random): Promise<number> {
  let moves = 0;
  let refusedAt = -1;
  let gaps = client.view(gameId).gaps;
  const nextFrame = async () => {
    const seen = client.frames.length;
    await client.until(() => client.frames.length > seen, 250).catch(() => undefined);
  };
  while (!finished(client, gameId)) {
    if (client.view(gameId).gaps > gaps) {
      gaps = client.view(gameId).gaps;
      await client.follow({ type: 'resume', gameId, seatToken: token, lastVersion: client.head(gameId) });
      continue;
    }
    const command = nextCommand(client, gameId, seat, random, refusedAt);
    if (!command) {
      await nextFrame();
      continue;
    }
    // As the site sends it: no `accepted`, the broadcast's record (or an error) is the answer.
    const outcome = await quietCommand(client, gameId, token, command, gaps);
    if (outcome.kind === 'accepted') moves++;
    else if (outcome.kind === 'refused') {
      refusedAt = client.head(gameId);
      await nextFrame();
    }
  }
  return moves;
}

async function join(client: TestClient, gameId: string, name: string): Promise<Seated> {
  const joined = await client.request({ type: 'joinGame', gameId, name });
  if (joined.type !== 'joined') throw new Error(`joinGame: ${JSON.stringify(joined)}`);
  const events = await client.until(() => client.messages.find((m) => m.type === 'events' && m.reqId === joined.reqId), 10_000, 'join catch-up');
  await client.until(() => client.head(gameId) >= events.head, 10_000, 'join catch-up');
  return { client, seat: joined.seat as number, token: joined.seatToken as string };
}

const bots = { decisions: 0, ms: 0 };
const withoutPings: string[] = [];
const meter = new Meter();

async function oneGame(stack: LocalStack, row: Row, n: number, pace: Pace): Promise<{ units: Units; quiet: Units; records: number }> {
  meter.reset();
  bots.decisions = 0;
  bots.ms = 0;
  const connect = async () => meter.attach(await TestClient.connect(stack.wsUrl));
  const people = await Promise.all(Array.from({ length: row.people }, connect));
  const { gameId } = await people[0].ask(row.create, 'created');
  const spectators = await Promise.all(Array.from({ length: row.spectators ?? 0 }, connect));
  await Promise.all(spectators.map((s) => s.follow({ type: 'spectate', gameId })));
  const seated: Seated[] = [];
  for (const [i, client] of people.entries()) seated.push(await join(client, gameId, `P${i + 1}`));
  const moves = await Promise.all(seated.map((p) => play(p, gameId, seededRandom(1000 * n + p.seat))));
  const records = (await stack.stores.events.range(gameId, 0)).length;
  await Promise.all(spectators.map((s) => s.until(() => s.head(gameId) >= records, 30_000, 'the spectator')));
  const all = [...people, ...spectators];
  const disconnects = meter.count('disconnect') + all.length;
  await Promise.all(all.map((c) => c.close()));
  await people[0].until(() => meter.count('disconnect') >= disconnects, 10_000, 'disconnects').catch(() => undefined);
  const personMoves = moves.reduce((a, b) => a + b, 0);
  const measured = meter.measured();
  // The same game if the site pinged only after a silence (frames flow all through a game at this pace).
  const quiet = unitsOf(measured, { ...pace, pingSeconds: Infinity }, personMoves, all.length, bots);
  return { units: unitsOf(measured, pace, personMoves, all.length, bots), quiet, records };
}

/** A ping's invocation and a wake of a finished game (what most wake hops are), in ms: medians of a few. */
async function calibrate(stack: LocalStack): Promise<{ pingMs: number; wakeHopMs: number }> {
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  meter.reset();
  const client = await TestClient.connect(stack.wsUrl);
  for (let i = 0; i < 31; i++) await client.request({ type: 'ping' }, 'pong');
  const pingMs = median(meter.measured().invocations.get('message') ?? [1]);
  const { gameId } = await client.ask({ type: 'createGame', players: 3, board: 'beginner' }, 'created');
  for (let i = 0; i < 11; i++) await stack.wake(gameId);
  const wakeHopMs = median(meter.measured().invocations.get('wake') ?? [1]);
  await client.close();
  return { pingMs, wakeHopMs };
}

const money = (d: number) => `$${d.toFixed(d < 0.1 ? 3 : 2)}`;
const num = (x: number) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(x >= 10 ? 1 : 2));

const stack = await startLocalStack({
  port: 0, memory: true, paths: HTTP_PATHS, thinking: 'inline', log: consoleLogger('error'), observe: meter.observer,
  metrics: bufferedMetrics((groups) => {
    for (const g of groups) {
      bots.decisions += g.counts.get('BotDecisions') ?? 0;
      bots.ms += g.botMs.reduce((a, b) => a + b, 0);
    }
  }),
});
try {
  const calibration = await calibrate(stack);
  const pace: Pace = { secondsPerMove: SECONDS_PER_MOVE, pingSeconds: PING_SECONDS, ...calibration };
  console.log(`cost: ${GAMES} game(s) per row on the HTTP paths, one at a time; a person's move every ${SECONDS_PER_MOVE} s, a ping per connection every ${PING_SECONDS} s (keep-alives: frames flow all through a game)`
    + ` (a ping's invocation ${calibration.pingMs.toFixed(1)} ms, a wake hop ${calibration.wakeHopMs.toFixed(1)} ms); prices of ${PRICES.date}, ${PRICES.region}; load ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log('| game | records | WS msgs in / out (32 KB) | conn-min | Lambda inv. / GB-s | DynamoDB RRU / WRU | SQS req. | $ per 1,000 games: msgs, minutes, Lambda, DynamoDB, SQS = **total** | bots\' thinking (measured / at 256 MB) |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of ROWS_ALL.filter((r) => r.name.toLowerCase().includes(ROWS.toLowerCase()))) {
    const games: Units[] = [];
    const quiet: Units[] = [];
    let records = 0;
    for (let n = 0; n < GAMES; n++) {
      const game = await oneGame(stack, row, n, pace);
      games.push(game.units);
      quiet.push(game.quiet);
      records += game.records / GAMES;
    }
    const u = meanUnits(games);
    const d = dollarsPer1000(u);
    withoutPings.push(`${row.name} ${money(dollarsPer1000(meanUnits(quiet)).total)}`);
    const thinking = u.botDecisions > 0 ? `${money(d.bots)} / ${money(d.botsAt256)} (${num(u.botDecisions)} decisions, ${num(u.botMs / Math.max(1, u.botDecisions))} ms each)` : '–';
    console.log(`| ${row.name} | ${num(records)} | ${num(u.wsIn)} / ${num(u.wsOut)} | ${num(u.connectionMinutes)} | ${num(u.invocations)} / ${num(u.gbSeconds)} | ${num(u.readUnits)} / ${num(u.writeUnits)} | ${num(u.sqsRequests)} `
      + `| ${money(d.messages)}, ${money(d.minutes)}, ${money(d.lambda)}, ${money(d.dynamo)}, ${money(d.sqs)} = **${money(d.total)}** | ${thinking} |`);
  }
  console.log(`\nTotal per 1,000 games without the heartbeat's pings in play: ${withoutPings.join('; ')}`);
} finally {
  await stack.close();
}
process.exit(0);
