// The client's stream: merging items, settling pending commands, and the incremental fold.
import { describe, expect, it } from 'vitest';
import { fold, initialState, redact, simulate, type Event } from '../../web/src/lib/domain.ts';
import type { StreamItem } from '../../web/src/lib/protocol.ts';
import { incrementalFold, mergeItems, settleById, settleByItems, type PendingCommand } from '../../web/src/state/stream.ts';

const item = (version: number, events: Event[] = [], commandId?: string): StreamItem => ({ version, events, ...(commandId ? { commandId } : {}) });
const pending = (commandId: string): PendingCommand => ({ commandId, command: { type: 'EndTurn' }, lastVersion: 0, issuedAt: 0, attempts: 1, sentAt: 0 });

describe('mergeItems', () => {
  it('appends the items that continue the stream, in order', () => {
    const { items, gap } = mergeItems([item(1)], [item(3), item(2)]);
    expect(items.map((i) => i.version)).toEqual([1, 2, 3]);
    expect(gap).toBe(false);
  });

  it('skips duplicates and keeps the same array when nothing is new', () => {
    const held = [item(1), item(2)];
    const { items, gap } = mergeItems(held, [item(1), item(2)]);
    expect(items).toBe(held);
    expect(gap).toBe(false);
  });

  it('reports a gap when a version is missing, keeping what precedes it', () => {
    const { items, gap } = mergeItems([item(1)], [item(2), item(4)]);
    expect(items.map((i) => i.version)).toEqual([1, 2]);
    expect(gap).toBe(true);
  });
});

describe('settling pending commands', () => {
  it('drops a pending command when a stream item carries its commandId', () => {
    const p = [pending('aaaaaaaa'), pending('bbbbbbbb')];
    expect(settleByItems(p, [item(5, [], 'aaaaaaaa')]).map((x) => x.commandId)).toEqual(['bbbbbbbb']);
    expect(settleByItems(p, [item(5, [], 'cccccccc')])).toBe(p);
  });

  it('drops one by id (an accepted or error answer)', () => {
    expect(settleById([pending('aaaaaaaa')], 'aaaaaaaa')).toEqual([]);
  });
});

describe('incrementalFold', () => {
  const game = simulate(7, { players: 3, board: 'variable' });
  const events = game.events.map((e) => redact(e, 1));
  const items = events.map((e, i) => item(i + 1, [e]));

  it('equals folding the whole stream, when fed appended prefixes', () => {
    const f = incrementalFold();
    f(1, []);
    for (let n = 1; n <= items.length; n += 37) f(1, items.slice(0, n));
    expect(f(1, items)).toEqual(fold(events, initialState(1)));
  });

  it('starts again when the viewer changes', () => {
    const f = incrementalFold();
    f(1, items.slice(0, 50));
    expect(f('all', items.slice(0, 50))).toEqual(fold(events.slice(0, 50), initialState('all')));
  });

  it('starts again when the stream was replaced rather than appended', () => {
    const f = incrementalFold();
    f(1, items.slice(0, 50));
    const other = items.slice(0, 10).map((i) => ({ ...i }));
    expect(f(1, other)).toEqual(fold(events.slice(0, 10), initialState(1)));
  });
});
