// Bots at the table and absent players, on the service over in-memory stores: bots seated at
// creation or by the creator, bots playing inline after a person's move (after the answer),
// seats taken over at their deadline and given back, abandoned games.
import { describe, expect, it } from 'vitest';
import { nextActor, randomCommand, seededRandom, type Command, type Event, type State } from '../../domain/catan/index.ts';
import { clockedOf, due, hasWork } from '../../functions/app/due.ts';
import type { Scheduler } from '../../functions/app/scheduler.ts';
import { wake } from '../../functions/app/wake.ts';
import type { StreamRecord } from '../../functions/store/types.ts';
import { setup as serviceSetup } from './service-setup.ts';
import { catan } from '../support/kinds.ts';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

/** The service with a clock the test moves, and a scheduler that records what it is asked. */
function setup(abandonAfterMs = 60 * 60_000) {
  let now = T0;
  const wakes: { gameId: string; at: number }[] = [];
  const scheduler: Scheduler = { wakeAt: async (gameId, at) => void wakes.push({ gameId, at }) };
  const service = serviceSetup({ clock: () => new Date(now), scheduler, abandonAfterMs });
  const advance = (ms: number) => void (now += ms);
  return { ...service, wakes, advance, now: () => now };
}
type Service = ReturnType<typeof setup>;

const stream = (s: Service, gameId: string): Promise<StreamRecord[]> => s.stores.events.range(gameId, 0);
const types = (records: readonly StreamRecord[]): string[] => records.flatMap((r) => r.events.map((e) => e.type));

async function create(s: Service, message: Record<string, unknown>, createId = 'create-0001') {
  const [reply] = await s.say('creator', { type: 'createGame', players: 3, board: 'beginner', createId, ...message });
  return reply;
}

async function join(s: Service, connectionId: string, gameId: string, name: string) {
  const [joined] = await s.say(connectionId, { type: 'joinGame', gameId, name });
  return joined as { type: string; seat: number; seatToken: string };
}

let commands = 0;
const command = (gameId: string, seatToken: string, body: Record<string, unknown>) =>
  ({ type: 'command', gameId, seatToken, commandId: `cmd-${++commands}-xyz`, command: body });

/** The state a connection folded from everything it was sent, and the versions it holds. */
function viewOf(s: Service, connectionId: string, gameId: string) {
  const items = new Map<number, { events: Event[] }>();
  for (const m of s.transport.received(connectionId)) if (m.type === 'events' && m.gameId === gameId) for (const i of m.items) items.set(i.version, i);
  return [...items.keys()].sort((a, b) => a - b);
}

describe('creating a game with bots', () => {
  it('seats the bots before answering, with their levels and the timer in the lobby', async () => {
    const s = setup();
    const created = await create(s, { bots: [null, 'easy', 'good'], timer: 60 });
    expect(created.type).toBe('created');
    const records = await stream(s, created.gameId);
    expect(records.map((r) => r.commandId).slice(1)).toEqual([`bot-claim:1:${created.gameId}`, `bot-claim:2:${created.gameId}`]);
    expect(records[0].events[0]).toMatchObject({ type: 'GameCreated', timer: 60 });
    expect(records[2].events[0]).toEqual({ type: 'SeatClaimed', seat: 2, name: 'Bot Chiara', bot: true, level: 'good', seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // AND the lobby shows the bots and the timer
    const [games] = await s.say('lobby', { type: 'listGames', status: 'open' });
    expect(games.games).toContainEqual(expect.objectContaining({
      gameId: created.gameId, seats: [null, 'Bot Bruno', 'Bot Chiara'], bots: [null, 'easy', 'good'], timer: 60, status: 'open',
    }));
    // AND a repeated createId finds the same game and seats nobody again
    expect(await create(s, { bots: [null, 'easy', 'good'], timer: 60 })).toMatchObject({ gameId: created.gameId });
    expect(await stream(s, created.gameId)).toHaveLength(3);
  });

  it('refuses a table of bots only, and bots that do not fit the table', async () => {
    const s = setup();
    expect(await create(s, { bots: ['easy', 'easy', 'good'] })).toMatchObject({ type: 'error', code: 'game/no-person' });
    expect(await create(s, { bots: [null, 'easy'] })).toMatchObject({ type: 'error', code: 'protocol/invalid-message' });
    expect(await create(s, { bots: [null, 'easy', 'smart'] })).toMatchObject({ type: 'error', code: 'protocol/invalid-message' });
    expect(await create(s, { timer: 3601 })).toMatchObject({ type: 'error', code: 'protocol/invalid-message' });
  });
});

describe('adding a bot', () => {
  it('is for the game\'s creator, in a free seat of an open game, never the last one of a table without a person', async () => {
    const s = setup();
    const { gameId } = await create(s, {});
    const add = (createId: string, extra: Record<string, unknown> = {}) =>
      s.say('creator', { type: 'addBot', gameId, createId, level: 'easy', ...extra }).then((r) => r.find((m) => m.type !== 'events'));
    expect(await add('someone-else')).toMatchObject({ type: 'error', code: 'auth/not-creator' });
    expect(await add('create-0001', { seat: 1 })).toEqual({ type: 'botAdded', gameId, seat: 1 });
    expect(await add('create-0001', { seat: 1 })).toEqual({ type: 'botAdded', gameId, seat: 1 }); // found again
    expect(await add('create-0001', { seat: 2 })).toEqual({ type: 'botAdded', gameId, seat: 2 });
    expect(await add('create-0001')).toMatchObject({ type: 'error', code: 'game/no-person' });
    // AND a person joining takes the last seat and starts the game
    expect(await join(s, 'ana', gameId, 'Ana')).toMatchObject({ type: 'joined', seat: 0 });
    expect(await add('create-0001')).toMatchObject({ type: 'error', code: 'game/full' });
    expect(await s.stores.games.get(gameId)).toMatchObject({ status: 'playing', seats: ['Ana', 'Bot Bruno', 'Bot Chiara'], bots: [null, 'easy', 'easy'] });
  });
});

describe('bots playing after a person\'s move', () => {
  it('play inline once the person has the answer, until the person is awaited again', async () => {
    const s = setup();
    const { gameId } = await create(s, { bots: [null, 'easy', 'good'] });
    const { seatToken } = await join(s, 'ana', gameId, 'Ana');
    const random = seededRandom(4);
    // WHEN Ana plays her turn (beginner board: she starts), answering what the bots ask of her
    let state: State = catan((await s.ctx.streams.get(gameId))!.state);
    let sent = 0;
    while (state.phase !== 'finished' && sent < 400 && (state.phase !== 'playing' || state.turn.number < 6)) {
      const seat = nextActor(state);
      expect(seat).toBe(0); // the bots never leave anything to do but Ana's
      const move = randomCommand(state, 0, random) as Command & { seat?: number };
      const { seat: _, ...body } = move;
      const before = s.transport.received('ana').length;
      await s.say('ana', command(gameId, seatToken, body));
      const replies = s.transport.received('ana').slice(before);
      // THEN the answer comes before any bot's move
      const answer = replies.findIndex((m) => m.type === 'accepted' || m.type === 'error');
      const firstBot = replies.findIndex((m) => m.type === 'events' && m.items.some((i: { commandId: string }) => i.commandId.startsWith('bot:')));
      if (firstBot >= 0) expect(answer).toBeLessThan(firstBot);
      state = catan(s.ctx.streams.get(gameId)!.state);
      sent++;
    }
    const records = await stream(s, gameId);
    expect(records.map((r) => r.version)).toEqual(records.map((_, i) => i + 1));
    expect(new Set(records.map((r) => r.commandId)).size).toBe(records.length);
    expect(records.filter((r) => r.commandId.startsWith('bot:1:')).length).toBeGreaterThanOrEqual(4); // two turns: a roll and an end each, at least
    // AND every bot move's id names the head it was decided at
    for (const r of records) if (/^bot:\d:/.test(r.commandId)) expect(r.commandId.endsWith(`:${r.version - 1}`)).toBe(true);
    // AND Ana holds every record, each with its time
    expect(viewOf(s, 'ana', gameId)).toEqual(records.map((r) => r.version));
    expect(s.transport.received('ana').filter((m) => m.type === 'events').flatMap((m) => m.items).every((i: { at?: string }) => typeof i.at === 'string')).toBe(true);
  });
});

describe('absent players', () => {
  /** Ana (seat 0) and Ben (seat 1) against a bot, with a one-minute timer; Ana's turn. */
  async function twoPeople(s: Service) {
    const { gameId } = await create(s, { bots: [null, null, 'easy'], timer: 60 });
    const ana = await join(s, 'ana', gameId, 'Ana');
    const ben = await join(s, 'ben', gameId, 'Ben');
    return { gameId, ana: ana.seatToken, ben: ben.seatToken };
  }

  it('arms a wake at the deadline; at the deadline a bot takes the seat over and plays it', async () => {
    const s = setup();
    const { gameId } = await twoPeople(s);
    const lastAt = Date.parse((await stream(s, gameId)).at(-1)!.at);
    expect(s.wakes.at(-1)).toEqual({ gameId, at: lastAt + 60_000 });
    // An early wake does nothing
    await wake(s.ctx, gameId);
    expect(types(await stream(s, gameId))).not.toContain('SeatTakenOver');
    // WHEN the deadline passes
    s.advance(60_000);
    await wake(s.ctx, gameId);
    const records = await stream(s, gameId);
    const takeOver = records.find((r) => r.events.some((e) => e.type === 'SeatTakenOver'))!;
    expect(takeOver.commandId).toBe(`away:0:${takeOver.version - 1}`);
    // THEN the bot plays for Ana (and the bot seat plays) until Ben is awaited (or answers are)
    expect(records[takeOver.version]?.commandId).toMatch(/^bot:0:/);
    expect(records.slice(takeOver.version).every((r) => /^bot:[02]:/.test(r.commandId))).toBe(true);
    expect(hasWork(due(clockedOf(s.ctx.streams.get(gameId)!), s.now(), 60 * 60_000))).toBe(false);
  });

  it('gives the seat back at its player\'s next command, before judging it', async () => {
    const s = setup();
    const { gameId, ana } = await twoPeople(s);
    s.advance(60_000);
    await wake(s.ctx, gameId);
    const head = (await stream(s, gameId)).length;
    // WHEN Ana asks something of her seat (a city off the board: refused), her seat comes back first
    const replies = await s.say('ana', command(gameId, ana, { type: 'BuildCity', vertex: '9,9,N' }));
    const records = await stream(s, gameId);
    expect(records).toHaveLength(head + 1);
    expect(records[head]).toMatchObject({ commandId: `back:0:${head}`, events: [{ type: 'SeatReturned', seat: 0 }] });
    expect(replies.find((m) => m.type === 'error')?.code).toMatch(/^rule\//);
    // AND asking for it again is refused: she is there
    const again = await s.say('ana', command(gameId, ana, { type: 'ReturnToSeat' }));
    expect(again.find((m) => m.type === 'error')).toMatchObject({ code: 'seat/present' });
  });

  it('gives the seat back when its player resumes, in the catch-up', async () => {
    const s = setup();
    const { gameId, ana } = await twoPeople(s);
    s.advance(60_000);
    await wake(s.ctx, gameId);
    await s.say('ana-again', { type: 'resume', gameId, seatToken: ana, lastVersion: 0 });
    const records = await stream(s, gameId);
    expect(records.filter((r) => r.events.some((e) => e.type === 'SeatReturned'))).toHaveLength(1);
    expect(viewOf(s, 'ana-again', gameId)).toEqual(records.map((r) => r.version));
    // AND a second resume changes nothing
    await s.say('ana-again', { type: 'resume', gameId, seatToken: ana, lastVersion: records.length });
    expect(await stream(s, gameId)).toHaveLength(records.length);
  });
});

describe('abandoned games', () => {
  it('an open game nobody joins, and a game whose people are all away, are marked abandoned; a return takes it up again', async () => {
    const s = setup(10 * 60_000);
    const open = await create(s, {}, 'create-open');
    const { gameId } = await create(s, { bots: [null, 'easy', 'easy'], timer: 60 }, 'create-play');
    const ana = await join(s, 'ana', gameId, 'Ana');
    // WHEN Ana's time runs out (she is taken over: nobody is at the table, the game pauses)
    s.advance(60_000);
    await wake(s.ctx, gameId);
    expect(types(await stream(s, gameId)).at(-1)).toBe('SeatTakenOver');
    expect((await s.stores.games.get(gameId))!.status).toBe('playing');
    // AND nothing happens for the abandon interval
    s.advance(10 * 60_000);
    await Promise.all([wake(s.ctx, gameId), wake(s.ctx, open.gameId)]);
    expect((await s.stores.games.get(gameId))!.status).toBe('abandoned');
    expect((await s.stores.games.get(open.gameId))!.status).toBe('abandoned');
    const [listed] = await s.say('lobby', { type: 'listGames', status: 'abandoned' });
    expect(listed.games.map((g: { gameId: string }) => g.gameId).sort()).toEqual([gameId, open.gameId].sort());
    // THEN Ana's return takes it up again
    await s.say('ana', { type: 'resume', gameId, seatToken: ana.seatToken, lastVersion: 0 });
    expect((await s.stores.games.get(gameId))!.status).toBe('playing');
  });
});
