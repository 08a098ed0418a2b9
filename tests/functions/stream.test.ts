import { describe, expect, it } from 'vitest';
import { fold, initialState, simulate, type Event } from '../../domain/catan/index.ts';
import { findCommand, loadStream, newRecord, readSince, SNAPSHOT_FORMAT, StreamCache } from '../../functions/store/stream.ts';
import { MemoryEventStore } from '../../functions/store/memory/index.ts';
import type { EventStore, StreamRecord } from '../../functions/store/types.ts';
import { CATAN, foldAny, kindOf } from '../../domain/platform/index.ts';
import { fold as foldDice, initialState as initialDice, simulate as simulateDice } from '../../domain/dice/index.ts';

const EVERY = 5;
const game = simulate(11, { players: 3, board: 'beginner' }).events;

/** A store holding the first `count` records of a game (two events each), snapshots every EVERY. */
async function storeWith(count: number): Promise<{ store: MemoryEventStore; records: StreamRecord[]; events: Event[] }> {
  const store = new MemoryEventStore();
  const records: StreamRecord[] = [];
  let state = initialState();
  for (let v = 1; v <= count; v++) {
    const events = game.slice(2 * (v - 1), 2 * v);
    state = fold(events, state);
    records.push(newRecord('g', v, `cmd-${v}`, events, 'at', state, EVERY));
    await store.append(records.at(-1)!);
  }
  return { store, records, events: game.slice(0, 2 * count) };
}

/** Counts the queries an EventStore is asked. */
function counted(store: EventStore) {
  const calls = { latest: 0, range: 0 };
  const wrapped: EventStore = {
    append: (r) => store.append(r),
    latest: (...a) => (calls.latest++, store.latest(...a)),
    range: (...a) => (calls.range++, store.range(...a)),
  };
  return { wrapped, calls };
}

describe('snapshots', () => {
  it('are written every N versions, with the state after that version', async () => {
    const { records, events } = await storeWith(12);
    expect(records.map((r) => r.snapshot !== undefined)).toEqual(records.map((r) => r.version % EVERY === 0));
    expect(JSON.parse(records[9].snapshot!)).toEqual(fold(events.slice(0, 20), initialState()));
    expect(records[9].snapshotFormat).toBe(SNAPSHOT_FORMAT);
  });

  it('let any game be loaded with one query, folding to the same state as the whole stream', async () => {
    for (const count of [0, 1, EVERY - 1, EVERY, EVERY + 1, 3 * EVERY, 3 * EVERY + 2]) {
      const { store, events } = await storeWith(count);
      const { wrapped, calls } = counted(store);
      const loaded = await loadStream(wrapped, 'g', EVERY);
      expect(loaded.head).toBe(count);
      expect(loaded.state).toEqual(fold(events, initialState()));
      expect(calls).toEqual({ latest: 1, range: 0 });
    }
  });

  it('are only a cache: a corrupt or foreign one is ignored and the stream read instead', async () => {
    const { store, records, events } = await storeWith(3 * EVERY + 2);
    store.overwrite({ ...records[3 * EVERY - 1], snapshot: '{not json' });
    store.overwrite({ ...records[2 * EVERY - 1], snapshotFormat: SNAPSHOT_FORMAT + 1 });
    const { wrapped, calls } = counted(store);
    expect((await loadStream(wrapped, 'g', EVERY)).state).toEqual(fold(events, initialState()));
    expect(calls).toEqual({ latest: 1, range: 1 });
  });
});

describe('idempotency and catch-up', () => {
  it('finds a command id after the client\'s version, in the tail or with one more query', async () => {
    const { store } = await storeWith(4 * EVERY);
    const { wrapped, calls } = counted(store);
    const loaded = await loadStream(wrapped, 'g', EVERY);
    expect(await findCommand(wrapped, 'g', loaded, `cmd-${4 * EVERY}`, 4 * EVERY - 1)).toBe(4 * EVERY);
    expect(await findCommand(wrapped, 'g', loaded, 'cmd-3', undefined)).toBeNull();
    expect(calls.range).toBe(0);
    expect(await findCommand(wrapped, 'g', loaded, 'cmd-3', 2)).toBe(3);
    expect(calls.range).toBe(1);
    expect(await findCommand(wrapped, 'g', loaded, 'cmd-3', 3)).toBeNull();
  });

  it('reads everything after a version, in order, without gaps', async () => {
    const { store } = await storeWith(3 * EVERY);
    for (const after of [0, 1, EVERY, 3 * EVERY - 1, 3 * EVERY]) {
      const since = await readSince(store, 'g', after, EVERY);
      expect(since!.head).toBe(3 * EVERY);
      expect(since!.records.map((r) => r.version)).toEqual(Array.from({ length: 3 * EVERY - after }, (_, i) => after + i + 1));
    }
  });
});

describe('the stream cache of a container', () => {
  it('loads a known game with one query of what follows its head, to the same state as a fresh load', async () => {
    const { store, records } = await storeWith(2 * EVERY + 3);
    const cache = new StreamCache();
    const { wrapped, calls } = counted(store);
    const first = await loadStream(wrapped, 'g', EVERY, cache);
    expect(calls).toEqual({ latest: 1, range: 0 });
    // WHEN another container appends two records, and the game is loaded again
    let state = first.state;
    for (let v = first.head + 1; v <= first.head + 2; v++) {
      const events = game.slice(2 * (v - 1), 2 * v);
      state = foldAny(events, state);
      await store.append(newRecord('g', v, `cmd-${v}`, events, 'at', state, EVERY));
    }
    const second = await loadStream(wrapped, 'g', EVERY, cache);
    // THEN one query read only the new records, and the result is what a fresh load gives
    expect(calls).toEqual({ latest: 1, range: 1 });
    const fresh = await loadStream(store, 'g', EVERY);
    expect(second.head).toBe(records.length + 2);
    expect(second.state).toEqual(fresh.state);
    expect(second.tail.map((r) => r.version)).toEqual(Array.from({ length: EVERY }, (_, i) => second.head - EVERY + 1 + i));
    // AND a command id is still found in the tail without another query
    expect(await findCommand(wrapped, 'g', second, `cmd-${second.head}`, second.head - 1)).toBe(second.head);
    expect(calls.range).toBe(1);
  });

  it('keeps no game that does not exist, never goes back to an older head, and forgets the least recent game', async () => {
    const cache = new StreamCache(2);
    const { store } = await storeWith(3);
    await loadStream(store, 'nothing', EVERY, cache);
    expect(cache.size).toBe(0);
    const loaded = await loadStream(store, 'g', EVERY, cache);
    cache.put('g', { ...loaded, head: 1 });
    expect(cache.get('g')?.head).toBe(3);
    cache.put('a', loaded);
    cache.get('g');
    cache.put('b', loaded);
    expect([cache.get('a'), cache.get('g')?.head, cache.get('b')?.head]).toEqual([undefined, 3, 3]);
  });

  it('reads afresh when what follows the cached head is not the next versions', async () => {
    const { store } = await storeWith(EVERY + 2);
    const cache = new StreamCache();
    const loaded = await loadStream(store, 'g', EVERY, cache);
    // GIVEN a cached head that the store contradicts (a record missing after it)
    cache.put('g', { ...loaded, head: loaded.head + 5 });
    const { wrapped, calls } = counted(store);
    await store.append({ ...(await store.range('g', 0))[0], version: loaded.head + 7 });
    const again = await loadStream(wrapped, 'g', EVERY, cache);
    expect(calls).toEqual({ latest: 1, range: 1 });
    expect(again.head).toBe(loaded.head + 7);
    expect(again.state).toEqual((await loadStream(store, 'g', EVERY)).state);
  });
});

describe('a dice game\'s stream', () => {
  const dice = simulateDice(3, { side: 'plus', players: 2 }).events;

  async function diceStore(count: number) {
    const store = new MemoryEventStore();
    let state = foldAny([], CATAN.initialState());
    for (let v = 1; v <= count; v++) {
      const events = dice.slice(2 * (v - 1), 2 * v);
      state = foldAny(events, state);
      await store.append(newRecord('d', v, `cmd-${v}`, events, 'at', state, EVERY));
    }
    return { store, events: dice.slice(0, 2 * count) };
  }

  it('names its kind on every record, and loads from its snapshots to the state of the whole stream', async () => {
    for (const count of [1, EVERY, 3 * EVERY + 2]) {
      const { store, events } = await diceStore(count);
      const records = await store.range('d', 0);
      expect(records.every((r) => r.kind === 'dice')).toBe(true);
      expect(records.filter((r) => r.snapshot !== undefined)).toHaveLength(Math.floor(count / EVERY));
      const loaded = await loadStream(store, 'd', EVERY);
      expect(loaded.state).toEqual(foldDice(events, initialDice()));
      expect(kindOf(loaded.state).id).toBe('dice');
    }
  });

  it('is finished for a catch-up once it holds its end, GameEnded', async () => {
    const { store } = await diceStore(Math.ceil(dice.length / 2));
    expect((await readSince(store, 'd', 0, EVERY))?.finished).toBe(true);
    const { store: going } = await diceStore(4);
    expect((await readSince(going, 'd', 0, EVERY))?.finished).toBe(false);
  });

  it('ignores a board game\'s snapshot stored in it (a snapshot is only a cache)', async () => {
    const { store, events } = await diceStore(2 * EVERY + 1);
    const records = await store.range('d', 0);
    store.overwrite({ ...records[2 * EVERY - 1], snapshot: JSON.stringify(initialState()) });
    expect((await loadStream(store, 'd', EVERY)).state).toEqual(foldDice(events, initialDice()));
  });
});
