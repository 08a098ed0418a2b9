// The gateway's fair sharing of handlers between addresses, and where an address comes from.
import { describe, expect, it } from 'vitest';
import { FairQueue } from '../../functions/local/fair.ts';
import { AddressBook, clientAddress, DEFAULT_LIMITS } from '../../functions/local/throttle.ts';

/** A task that runs until `finish()`; `started` tells whether it began. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: async () => void (log.push(name), await done), finish: () => finish() };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('FairQueue', () => {
  it('gives a waiting address the next free place, however many requests another has queued', async () => {
    const fair = new FairQueue({ total: 2, perAddress: 2 });
    const log: string[] = [];
    const flood = Array.from({ length: 10 }, (_, i) => gate(log, `a${i}`));
    for (const g of flood) void fair.run('a', g.task);
    const other = gate(log, 'b0');
    void fair.run('b', other.task);
    await tick();
    expect(log).toEqual(['a0', 'a1']);
    expect(fair.size).toEqual({ running: 2, waiting: 9 });
    flood[0].finish();
    await tick();
    expect(log).toEqual(['a0', 'a1', 'b0']);
    flood[1].finish();
    other.finish();
    await tick();
    expect(log.slice(3)).toEqual(['a2', 'a3']);
  });

  it('runs at most perAddress of one address at once, even with places free', async () => {
    const fair = new FairQueue({ total: 10, perAddress: 3 });
    const log: string[] = [];
    const gates = Array.from({ length: 5 }, (_, i) => gate(log, `a${i}`));
    const runs = gates.map((g) => fair.run('a', g.task));
    await tick();
    expect(log).toEqual(['a0', 'a1', 'a2']);
    for (const g of gates) g.finish();
    await Promise.all(runs);
    expect(log).toHaveLength(5);
    expect(fair.size).toEqual({ running: 0, waiting: 0 });
  });

  it('goes on after a task that fails', async () => {
    const fair = new FairQueue({ total: 1, perAddress: 1 });
    await fair.run('a', () => Promise.reject(new Error('boom')));
    let ran = false;
    await fair.run('a', async () => void (ran = true));
    expect(ran).toBe(true);
  });
});

describe('AddressBook', () => {
  it('forgets an address once it has no connection, nothing in flight and full allowances', () => {
    const book = new AddressBook({ ...DEFAULT_LIMITS, addressMessagesPerSecond: 10, addressMessageBurst: 10 });
    expect(book.admit('10.0.0.1', 0)).toBe(true);
    book.entry('10.0.0.1', 0).requests.take(0);
    book.release('10.0.0.1');
    book.sweep(0);
    expect(book.size).toBe(1);
    book.sweep(1000);
    expect(book.size).toBe(0);
  });
});

describe('clientAddress', () => {
  const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-real-ip': '198.51.100.2' };

  it('is the TCP peer unless a trusted header is configured: a header a client sent counts for nothing', () => {
    expect(clientAddress('127.0.0.1', headers)).toBe('127.0.0.1');
  });

  it('is the entry the proxy added (the last) of the configured header, else the peer', () => {
    expect(clientAddress('127.0.0.1', headers, 'X-Forwarded-For')).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', headers, 'x-real-ip')).toBe('198.51.100.2');
    expect(clientAddress('127.0.0.1', {}, 'x-forwarded-for')).toBe('127.0.0.1');
  });
});
