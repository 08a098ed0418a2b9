import { describe, expect, it } from 'vitest';
import { fold, initialState, simulate, type Event } from '../../domain/index.ts';
import { findCommand, loadStream, newRecord, readSince, SNAPSHOT_FORMAT } from '../../functions/store/stream.ts';
import { MemoryEventStore } from '../../functions/store/memory/index.ts';
import type { EventStore, StreamRecord } from '../../functions/store/types.ts';

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
