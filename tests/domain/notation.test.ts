// The game notation (STYLE.md: "a text notation for a whole game, like PGN, makes replays
// shareable, diffable and testable"): `parse(format(events))` gives the events back exactly,
// redacted streams included.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decide, format, parse, redact, simulate, type Event, type Viewer } from '../../domain/catan/index.ts';
import { beginnerGame, played, stateOf } from './given.ts';

const created = () => played([], { type: 'CreateGame', players: 3, board: 'variable', seed: 99 });

describe('the game notation', () => {
  it('reads back every event of simulated games, for the server and for every viewer', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(3, 4), (seed, players) => {
      const { events } = simulate(seed, { players });
      const viewers: Viewer[] = ['all', 'spectator', ...Array.from({ length: players }, (_, s) => s)];
      for (const viewer of viewers) {
        const stream = events.map((e) => redact(e, viewer));
        expect(parse(format(stream))).toEqual(stream);
      }
    }), { numRuns: 40 });
  });

  it('starts with a header naming the board, so that a replay needs nothing else', () => {
    const text = format(beginnerGame());
    expect(text.split('\n').slice(0, 4)).toEqual(['[Hexfold "1"]', '[Players "4"]', '[Board "beginner"]', '[Seed "1"]']);
    expect(parse(text)).toEqual(beginnerGame());
  });

  it('keeps names with spaces, slashes, percent signs, quotes and accents', () => {
    const names = ['Ana Sofia', 'a/b', '100%', 'say "hi"', 'João Ção', '🙂 smile'];
    const events = played(created(), ...names.slice(0, 3).map((name, seat) => ({ type: 'ClaimSeat' as const, seat, name })));
    expect(parse(format(events))).toEqual(events);
    const more = played(played([], { type: 'CreateGame', players: 3, board: 'variable', seed: 98 }),
      ...names.slice(3).map((name, seat) => ({ type: 'ClaimSeat' as const, seat, name })));
    expect(parse(format(more))).toEqual(more);
  });

  it('keeps any name a seat may be claimed with', () => {
    // Any UTF-16 text, as a client may send it (lone surrogates included).
    const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));
    fc.assert(fc.property(fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), fc.string({ unit: codeUnit, minLength: 1, maxLength: 40 })), (name) => {
      const decision = decide({ type: 'ClaimSeat', seat: 0, name }, stateOf(created()));
      if (!decision.ok) return;
      const events: Event[] = [...created(), ...decision.events];
      expect(parse(format(events))).toEqual(events);
    }), { numRuns: 300 });
  });

  it('keeps a name with a broken character (a lone surrogate), or the seat refuses it', () => {
    const decision = decide({ type: 'ClaimSeat', seat: 0, name: 'Ana \ud800' }, stateOf(created()));
    if (!decision.ok) return;
    const events: Event[] = [...created(), ...decision.events];
    expect(() => format(events)).not.toThrow();
    expect(parse(format(events))).toEqual(events);
  });

  it('refuses text it cannot read, with a SyntaxError', () => {
    const text = format(beginnerGame());
    expect(() => parse(`${text}T9 fly/0\n`)).toThrow(SyntaxError);
    expect(() => parse(text.replace(/\[Tiles [^\n]*\n/, ''))).toThrow(SyntaxError);
  });
});
