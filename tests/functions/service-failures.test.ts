// The application service's pings, its answers to failures of the store and the transport, and
// connections coming and going (the lobby and commands: service.test.ts).
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES } from '../../functions/protocol/messages.ts';
import { handleConnect, handleDisconnect } from '../../functions/app/service.ts';
import { StoreUnavailableError } from '../../functions/store/types.ts';
import { setup } from './service-setup.ts';

const command = (gameId: string, seatToken: string, cmd: object, commandId = 'cmd-00000001', extra = {}) =>
  ({ type: 'command', gameId, seatToken, commandId, command: cmd, ...extra });

describe('pings', () => {
  it('answer a ping that names a game with its head, so a client that missed a push can tell', async () => {
    const { say, transport, table } = setup();
    const { gameId, tokens } = await table();
    // GIVEN a push to seat 1 that fails (a transient PostToConnection failure)
    const deliver = transport.send.bind(transport);
    transport.send = async (id, data) => {
      if (id !== 'seat1') return deliver(id, data);
      transport.send = deliver;
      throw new Error('ECONNRESET');
    };
    await say('seat0', command(gameId, tokens[0], { type: 'RollDice' }, 'roll-ping1'));
    expect(transport.received('seat1').at(-1)).not.toMatchObject({ items: [{ version: 5 }] });
    // THEN its next ping tells it the head is 5
    // (and every pong tells the server's clock, for countdowns)
    const now = expect.any(Number);
    expect(await say('seat1', { type: 'ping', reqId: 'p', gameId })).toEqual([{ type: 'pong', reqId: 'p', gameId, head: 5, now }]);
    expect(await say('seat1', { type: 'ping', gameId: 'no-such-game' })).toEqual([{ type: 'pong', gameId: 'no-such-game', head: 0, now }]);
    expect(await say('seat1', { type: 'ping' })).toEqual([{ type: 'pong', now }]);
  });
});

describe('failures', () => {
  it('turns an unavailable store into store/unavailable', async () => {
    const { say, stores, table } = setup();
    const { gameId, tokens } = await table();
    stores.events.append = async () => { throw new StoreUnavailableError(new Error('throttled')); };
    expect(await say('seat0', command(gameId, tokens[0], { type: 'RollDice' }))).toMatchObject([{ type: 'error', code: 'store/unavailable' }]);
    expect((await stores.events.range(gameId, 0)).length).toBe(4);
  });

  it('broadcasts a command whose put landed but whose answer was lost when its retry finds it stored', async () => {
    const { say, stores, transport, table } = setup();
    const { gameId, tokens } = await table();
    // GIVEN a put that lands and then fails (its response lost: the client sees store/unavailable)
    const append = stores.events.append.bind(stores.events);
    stores.events.append = async (record) => {
      stores.events.append = append;
      await append(record);
      throw new StoreUnavailableError(new Error('socket hang up'));
    };
    const roll = command(gameId, tokens[0], { type: 'RollDice' }, 'roll-lost1', { lastVersion: 4 });
    expect(await say('seat0', roll)).toMatchObject([{ type: 'error', code: 'store/unavailable' }]);
    const heard = (c: string) => transport.received(c).filter((m) => m.type === 'events').flatMap((m) => m.items.map((i: { version: number }) => i.version));
    expect(heard('seat1')).not.toContain(5);
    // WHEN the client retries: the command is a duplicate
    expect(await say('seat0', roll)).toContainEqual({ type: 'accepted', commandId: 'roll-lost1', version: 5 });
    // THEN every connection of the game now receives the stored record, and nothing was appended twice
    for (const c of ['seat0', 'seat1', 'seat2']) expect(heard(c)).toContain(5);
    expect(transport.received('seat1').at(-1)).toMatchObject({ type: 'events', head: 5, viewer: 1, items: [{ version: 5, commandId: 'roll-lost1' }] });
    expect((await stores.events.range(gameId, 0)).length).toBe(5);
  });

  it('turns anything unexpected into server/internal, logged without the token', async () => {
    const { say, stores, log, table, ctx } = setup();
    const { gameId, tokens } = await table();
    ctx.directory.forget(gameId);
    stores.games.get = async () => { throw new TypeError('cannot read properties of undefined'); };
    expect(await say('seat0', command(gameId, tokens[0], { type: 'RollDice' }))).toMatchObject([{ type: 'error', code: 'server/internal' }]);
    const logged = JSON.stringify(log.lines);
    expect(logged).toContain('TypeError');
    for (const token of tokens) expect(logged).not.toContain(token);
  });

  it('logs only the name of a SyntaxError, whose message quotes the stored JSON', async () => {
    const { say, stores, log, table, ctx } = setup();
    const { gameId, tokens } = await table();
    ctx.directory.forget(gameId);
    // V8 quotes the start of the text: "Unexpected token 'm', \"monopoly, secretCard\" is not valid JSON"
    const unreadable = () => JSON.parse('monopoly, secretCard');
    stores.games.get = async () => { unreadable(); return null; };
    expect(await say('seat0', command(gameId, tokens[0], { type: 'RollDice' }))).toMatchObject([{ type: 'error', code: 'server/internal' }]);
    stores.games.get = async () => {
      try {
        unreadable();
      } catch (cause) {
        throw new Error('loading failed', { cause });
      }
      return null;
    };
    ctx.directory.forget(gameId);
    await say('seat0', command(gameId, tokens[0], { type: 'RollDice' }));
    const logged = JSON.stringify(log.lines);
    expect(logged).toContain('SyntaxError');
    expect(logged).toContain('loading failed');
    expect(logged).not.toContain('secretCard');
    expect(logged).not.toContain('monopoly');
  });

  it('answers a message over the size cap with protocol/too-large', async () => {
    const { say } = setup();
    const big = JSON.stringify({ type: 'ping', reqId: 'x'.repeat(MAX_MESSAGE_BYTES) });
    expect(await say('c', big)).toMatchObject([{ type: 'error', code: 'protocol/too-large' }]);
  });
});

describe('connections', () => {
  it('registers on connect, and on disconnect tells the game who is left', async () => {
    const { ctx, say, stores, transport, table } = setup();
    await handleConnect(ctx, 'watcher');
    expect(await stores.connections.get('watcher')).toMatchObject({ connectionId: 'watcher', expiresAt: expect.any(Number) });
    const { gameId } = await table();
    await say('watcher', { type: 'spectate', gameId });
    expect(transport.received('seat0').at(-1)).toEqual({ type: 'presence', gameId, seats: [true, true, true], spectators: 1 });
    await handleDisconnect(ctx, 'seat1');
    expect(await stores.connections.get('seat1')).toBeNull();
    expect(transport.received('watcher').at(-1)).toEqual({ type: 'presence', gameId, seats: [true, false, true], spectators: 1 });
  });

  it('tells the seats and the newcomer of a spectator coming or going, not the other spectators', async () => {
    const { say, transport, table, ctx } = setup();
    const { gameId } = await table();
    await say('w1', { type: 'spectate', gameId });
    const presences = (id: string) => transport.received(id).filter((m) => m.type === 'presence');
    const before = presences('w1').length;
    await say('w2', { type: 'spectate', gameId });
    expect(presences('w2').at(-1)).toEqual({ type: 'presence', gameId, seats: [true, true, true], spectators: 2 });
    expect(presences('seat0').at(-1)).toEqual({ type: 'presence', gameId, seats: [true, true, true], spectators: 2 });
    await handleDisconnect(ctx, 'w2');
    expect(presences('seat1').at(-1)).toEqual({ type: 'presence', gameId, seats: [true, true, true], spectators: 1 });
    expect(presences('w1')).toHaveLength(before);
  });

  it('pushes no presence for a follow that changes nothing (a resume on the same connection)', async () => {
    const { say, transport, table } = setup();
    const { gameId, tokens } = await table();
    const presences = () => transport.received('seat0').filter((m) => m.type === 'presence').length;
    const before = presences();
    await say('seat1', { type: 'resume', gameId, seatToken: tokens[1], lastVersion: 4 });
    expect(presences()).toBe(before);
    await say('seat1', { type: 'spectate', gameId, lastVersion: 4 });
    expect(transport.received('seat0').at(-1)).toEqual({ type: 'presence', gameId, seats: [true, false, true], spectators: 1 });
  });

  it('sends a spectator the stream redacted for spectators', async () => {
    const { say, table } = setup();
    const { gameId } = await table();
    const [, events] = await say('watcher', { type: 'spectate', gameId, lastVersion: 2 });
    expect(events).toMatchObject({ type: 'events', viewer: 'spectator', head: 4 });
    expect(events.items.map((i: { version: number }) => i.version)).toEqual([3, 4]);
  });
});
