// Dice anyone can verify: a finished game's inputs derived again from its revealed seeds; a
// changed roll or a seed other than the one committed to is caught; no seed leaves the server
// before the end. Games here are derived as the server derives them (seeded-game.ts); the whole
// service path is tests/integration/verifiable-dice.test.ts.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom, supplyInputs, decide, fold, format, initialState, nextActor, randomCommand, type Event, type State } from '../../domain/catan/index.ts';
import { readGame } from '../../domain/catan/base/notation-check.ts';
import * as dice from '../../domain/dice/index.ts';
import type { AnyEvent } from '../../domain/platform/index.ts';
import { chiSquareSurvival, chiSquareTest, TWO_DICE } from '../../domain/shared/chi-square.ts';
import { SeedBook, seedsOf } from '../../functions/app/seeds.ts';
import { streamItem } from '../../functions/app/send.ts';
import { MemoryEventStore } from '../../functions/store/memory/index.ts';
import { loadStream } from '../../functions/store/stream.ts';
import { readStreamFile, report, verifyFile } from '../../functions/local/verify.ts';
import type { StreamRecord } from '../../functions/store/types.ts';
import { seededCatanGame, seededDiceGame, testSeed } from './seeded-game.ts';

const verify = (records: readonly StreamRecord[]) => verifyFile(readStreamFile(JSON.stringify({ items: records })));

/** The records with version `version`'s events replaced. */
const altered = (records: readonly StreamRecord[], version: number, change: (e: AnyEvent) => AnyEvent): StreamRecord[] =>
  records.map((r) => (r.version === version ? { ...r, events: r.events.map(change) } : r));

const revealOf = (records: readonly StreamRecord[]) => records.at(-1)!.events[0] as { type: 'SeedsRevealed'; server: string; seats: string[] };

describe('a finished game verifies from its revealed seeds', () => {
  it('the board game: every roll, steal, card bought, the board and the roll for the first player', async () => {
    const { records } = seededCatanGame(3, { firstPlayer: 'roll' });
    const result = await verify(records);
    expect(result).toMatchObject({ status: 'checked', mismatches: [] });
    const rolls = records.filter((r) => r.events[0].type === 'DiceRolled').length;
    expect(result).toMatchObject({ rolls });
    expect(report(readStreamFile(JSON.stringify(records)), result).lines[0]).toBe(`All ${rolls} dice rolls verified (and ${(result as { draws: number }).draws} other draws) from the revealed seeds.`);
  });

  it('the dice game: every roll', async () => {
    const { records } = seededDiceGame(5);
    const result = await verify(records);
    expect(result).toMatchObject({ status: 'checked', draws: 0, mismatches: [] });
    expect((result as { rolls: number }).rolls).toBe(records.filter((r) => r.events[0].type === 'Rolled').length);
  });

  it('a game created before verifiable dice reads as before and is not verifiable', async () => {
    const random = seededRandom(4);
    let state: State = initialState();
    const records: StreamRecord[] = [];
    const apply = (c: Parameters<typeof supplyInputs>[0]) => {
      const d = decide(supplyInputs(c, random, state), state);
      if (!d.ok) throw new Error(d.rejection.code);
      state = fold(d.events, state);
      records.push({ gameId: 'old', version: records.length + 1, commandId: `c${records.length}`, events: d.events, at: 'at' });
    };
    apply({ type: 'CreateGame', players: 3, board: 'beginner' });
    for (let seat = 0; seat < 3; seat++) apply({ type: 'ClaimSeat', seat, name: `P${seat}` });
    while (state.phase !== 'finished') apply(randomCommand(state, nextActor(state)!, random)!);
    expect(await verify(records)).toEqual({ status: 'legacy' });
  });
});

describe('the notation', () => {
  it('keeps the commitments and the reveal, and a file with them reads back', () => {
    const catan = seededCatanGame(3).records.flatMap((r) => r.events) as Event[];
    const read = readGame(format(catan));
    expect(read).toEqual({ ok: true, events: catan });
    const game = seededDiceGame(3).records.flatMap((r) => r.events) as dice.DiceEvent[];
    expect(dice.parse(dice.format(game))).toEqual(game);
  });
});

describe('a stream changed after the fact is caught', () => {
  it('one altered roll: its version, the roll recorded and the roll the seeds give', async () => {
    const { records } = seededCatanGame(3);
    const roll = records.find((r) => r.events[0].type === 'DiceRolled' && r.version > 40)!;
    const was = roll.events[0] as unknown as { dice: [number, number] };
    const dice: [number, number] = [was.dice[0] === 6 ? 1 : was.dice[0] + 1, was.dice[1]];
    const changed = altered(records, roll.version, (e) => (e.type === 'DiceRolled' ? { ...e, dice } : e));
    const result = await verify(changed);
    expect(result).toMatchObject({ status: 'checked', mismatches: [{ version: roll.version, roll: true, recorded: `${dice[0]}+${dice[1]}`, derived: `${was.dice[0]}+${was.dice[1]}` }] });
    const { lines, code } = report(readStreamFile(JSON.stringify({ items: changed })), result);
    expect(code).toBe(1);
    expect(lines[0]).toContain(`version ${roll.version}`);
  });

  it('a server seed other than the one committed to at the start', async () => {
    const { records } = seededCatanGame(7);
    const reveal = revealOf(records);
    const changed = altered(records, records.length, () => ({ ...reveal, server: testSeed(99) }) as AnyEvent);
    expect(await verify(changed)).toEqual({ status: 'bad-seed', seat: null });
  });

  it("a seat's seed other than its commitment, and a bot's seed the server did not fix at the start", async () => {
    const { records } = seededCatanGame(7);
    const reveal = revealOf(records);
    const own = altered(records, records.length, () => ({ ...reveal, seats: [testSeed(98), ...reveal.seats.slice(1)] }) as AnyEvent);
    expect(await verify(own)).toEqual({ status: 'bad-seed', seat: 0 });
    const bot = altered(records, records.length, () => ({ ...reveal, seats: [reveal.seats[0], testSeed(97), reveal.seats[2]] }) as AnyEvent);
    expect(await verify(bot)).toEqual({ status: 'bad-seed', seat: 1 });
  });
});

describe('the seeds of a game the container has not served', () => {
  it('are read from the records that commit to them, a page at a time, and kept', async () => {
    const { records, seeds } = seededCatanGame(5);
    const events = new MemoryEventStore();
    for (const r of records.slice(0, 200)) await events.append(r);
    const loaded = await loadStream(events, 'g');
    expect(loaded.tail[0].version).toBeGreaterThan(1);
    const ctx = { seeds: new SeedBook(), stores: { events }, random: seededRandom(1) };
    expect(await seedsOf(ctx, 'g', loaded)).toEqual(seeds);
    // Known now: nothing more is read.
    const none = { ...ctx, stores: { events: { ...events, range: () => Promise.reject(new Error('read')) } as unknown as MemoryEventStore } };
    expect(await seedsOf(none, 'g', loaded)).toEqual(seeds);
  });

  it('are none for a game created before verifiable dice, after reading its first record only', async () => {
    const events = new MemoryEventStore();
    const { records } = seededCatanGame(5);
    const legacy = records.map((r, i) => (i === 0 ? { ...r, sealed: undefined, events: [{ ...r.events[0], commitment: undefined } as AnyEvent, ...r.events.slice(1)] } : r));
    for (const r of legacy.slice(0, 100)) await events.append(r);
    const reads: number[][] = [];
    const counted = { ...events, append: events.append.bind(events), latest: events.latest.bind(events), range: (g: string, a: number, u?: number) => (reads.push([a, u ?? -1]), events.range(g, a, u)) };
    const loaded = await loadStream(events, 'g');
    expect(await seedsOf({ seeds: new SeedBook(), stores: { events: counted }, random: seededRandom(1) }, 'g', loaded)).toBeNull();
    expect(reads).toEqual([[0, 1]]);
  });
});

describe('no seed leaves the server before the end', () => {
  it('every item any viewer is sent before the reveal holds no seed', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => {
      const { records, seeds } = seededCatanGame(n);
      const secrets = [seeds.server, ...seeds.seats.map((s) => s!.seed)];
      const viewers = [0, 1, 2, 'spectator'] as const;
      for (const record of records.slice(0, -1)) {
        for (const viewer of viewers) {
          const text = JSON.stringify(streamItem(record, viewer));
          for (const secret of secrets) expect(text).not.toContain(secret);
        }
      }
      // The records that commit hold their seeds (stored), and the reveal shows them all.
      expect(records[0].sealed).toBe(seeds.server);
      expect(JSON.stringify(streamItem(records.at(-1)!, 'all'))).toContain(seeds.server);
    }), { numRuns: 6 });
  });
});

describe('the command-line check', () => {
  it('npm run verify: exit 0 for a finished game, 1 for an altered roll', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfold-verify-'));
    const { records } = seededDiceGame(8);
    const roll = records.find((r) => r.events[0].type === 'Rolled' && r.version > 10)!;
    const changed = altered(records, roll.version, (e) => (e.type === 'Rolled' ? { ...e, dice: e.dice.map((f) => (f === 'gold' ? 'ore' : 'gold')) } : e));
    writeFileSync(path.join(dir, 'good.json'), JSON.stringify({ gameId: 'd', kind: 'dice', items: records }));
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ gameId: 'd', kind: 'dice', items: changed }));
    const run = promisify(execFile);
    const good = await run(process.execPath, ['--import', 'tsx', 'functions/local/verify.ts', path.join(dir, 'good.json')]);
    expect(good.stdout).toMatch(/^All \d+ dice rolls verified from the revealed seeds\./);
    expect(good.stdout).toContain('degrees of freedom, p = ');
    const bad = await run(process.execPath, ['--import', 'tsx', 'functions/local/verify.ts', path.join(dir, 'bad.json')]).catch((e: { code: number; stderr: string }) => e);
    expect(bad).toMatchObject({ code: 1 });
    expect((bad as { stderr: string }).stderr).toContain(`FAILED: version ${roll.version}`);
  }, 30_000);
});

describe('the chi-square test', () => {
  it('matches tabulated critical values', () => {
    expect(chiSquareSurvival(18.307, 10)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(3.94, 10)).toBeCloseTo(0.95, 3);
    expect(chiSquareSurvival(11.07, 5)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(6.635, 1)).toBeCloseTo(0.01, 4);
    expect(chiSquareSurvival(0, 3)).toBe(1);
  });

  it('a perfectly fair game scores p = 1; a game of sevens scores p near 0', () => {
    expect(chiSquareTest(TWO_DICE.map((p) => p * 360), TWO_DICE).p).toBeCloseTo(1, 10);
    expect(chiSquareTest(TWO_DICE.map((_, i) => (i === 5 ? 100 : 0)), TWO_DICE).p).toBeLessThan(1e-20);
  });
});
