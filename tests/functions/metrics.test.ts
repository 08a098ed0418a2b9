// The game metrics: counted as an invocation runs, written once at its end as CloudWatch Embedded
// Metric Format lines (Powertools' Metrics on stdout), one per dimension set.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextActor, randomCommand, seededRandom } from '../../domain/catan/index.ts';
import { bufferedMetrics, emfMetrics, familyOf, METRICS_NAMESPACE, type MetricGroup } from '../../functions/app/metrics.ts';
import { messageHandler, type WebSocketEvent } from '../../functions/handlers/lambda.ts';
import { loadStream } from '../../functions/store/stream.ts';
import { catan } from '../support/kinds.ts';
import { setup } from './service-setup.ts';

interface EmfLine {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
  [key: string]: unknown;
}

/** The EMF lines written to stdout while `run` runs. */
async function emitted(run: () => Promise<unknown>): Promise<EmfLine[]> {
  return (await emitting(run)).lines;
}

async function emitting<T>(run: () => Promise<T>): Promise<{ value: T; lines: EmfLine[] }> {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  let value: T;
  try {
    value = await run();
  } finally {
    write.mockRestore();
  }
  return { value, lines: lines.flatMap((l) => l.split('\n')).filter((l) => l.includes('"_aws"')).map((l) => JSON.parse(l) as EmfLine) };
}

const event = (connectionId: string, body: object): WebSocketEvent =>
  ({ body: JSON.stringify(body), isBase64Encoded: false, requestContext: { connectionId } }) as unknown as WebSocketEvent;

afterEach(() => vi.restoreAllMocks());

describe('game metrics', () => {
  it('are emitted by the $default handler for an accepted and a rejected command, once per invocation', async () => {
    // GIVEN a game under way, its context writing Embedded Metric Format
    const { ctx, stores, table } = setup({ metrics: emfMetrics() });
    const { value: { gameId, tokens } } = await emitting(async () => {
      const made = await table();
      ctx.metrics.flush(); // what setting up the table counted
      return made;
    });
    const handler = messageHandler(() => ctx);
    const state = catan((await loadStream(stores.events, gameId)).state);
    const seat = nextActor(state)!;
    const move = randomCommand(state, seat, seededRandom(3))!;
    const { seat: _, ...body } = move as typeof move & { seat?: number };
    // WHEN the awaited seat moves, and another seat then sends the same kind of move out of turn
    const accepted = await emitted(() => handler(event(`seat${seat}`, { type: 'command', gameId, seatToken: tokens[seat], commandId: 'cmd-00000001', command: body })));
    const other = (seat + 1) % 3;
    const rejected = await emitted(() => handler(event(`seat${other}`, { type: 'command', gameId, seatToken: tokens[other], commandId: 'cmd-00000002', command: { type: 'EndTurn' } })));

    // THEN the accepted command is one line of the namespace, dimensioned by kind, plus the frames line
    const byDims = (lines: EmfLine[], dims: string) => lines.filter((l) => JSON.stringify(l._aws.CloudWatchMetrics[0].Dimensions[0]) === dims);
    expect(accepted.every((l) => l._aws.CloudWatchMetrics[0].Namespace === METRICS_NAMESPACE)).toBe(true);
    const [game] = byDims(accepted, '["service","kind"]');
    expect(game).toMatchObject({ service: 'hexfold', kind: 'catan', CommandsAccepted: 1 });
    expect(game._aws.CloudWatchMetrics[0].Metrics).toContainEqual({ Name: 'CommandsAccepted', Unit: 'Count' });
    const [frames] = byDims(accepted, '["service"]');
    expect(frames).toMatchObject({ FramesSent: 4 }); // the record to three seats, `accepted` to the sender
    // AND the refused one counts under its code's family
    const [refused] = byDims(rejected, '["service","kind","family"]');
    expect(refused).toMatchObject({ kind: 'catan', family: 'rule', CommandsRejected: 1 });
    expect(rejected.some((l) => 'CommandsAccepted' in l)).toBe(false);
  });

  it('count the game created and started, and the bot decisions with their milliseconds', async () => {
    const groups: MetricGroup[] = [];
    const { say, ctx } = setup({ metrics: bufferedMetrics((g) => groups.push(...g)) });
    const [{ gameId }] = await say('c', { type: 'createGame', players: 3, board: 'beginner', bots: ['easy', null, 'easy'] });
    expect(groups).toEqual([]); // nothing published before the flush
    ctx.metrics.flush();
    const game = groups.find((g) => g.dimensions.kind === 'catan' && !g.dimensions.family);
    expect(game?.counts.get('GamesCreated')).toBe(1);
    // A person joins: the game starts and the bots play their set-up moves
    await say('p', { type: 'joinGame', gameId, name: 'Ana' });
    ctx.metrics.flush();
    const after = groups.find((g) => g.counts.has('GamesStarted'));
    expect(after?.counts.get('GamesStarted')).toBe(1);
    expect(after?.counts.get('BotDecisions')).toBeGreaterThan(0);
    expect(after?.botMs).toHaveLength(after?.counts.get('BotDecisions') ?? -1);
  });

  it('name a rejection code family by its prefix', () => {
    expect(familyOf('rule/not-your-turn')).toBe('rule');
    expect(familyOf('store/unavailable')).toBe('store');
  });
});

