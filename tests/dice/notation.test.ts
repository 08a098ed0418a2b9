// The dice game's notation: a whole game as compact text; `parse(format(events))` gives the
// events back exactly.
import { describe, expect, it } from 'vitest';
import { format, parse, redact, redactState, simulate } from '../../domain/dice/index.ts';
import { endTurn, table } from './given.ts';

describe('the dice game notation', () => {
  it('reads back every event of simulated games of both sides', () => {
    for (let seed = 0; seed < 120; seed++) {
      const side = seed % 2 ? 'plus' : 'standard';
      const { events } = simulate(seed, { side, players: side === 'plus' ? 2 + (seed % 3) : 1 + (seed % 4), levels: seed % 10 ? ['good'] : ['easy', 'good'] });
      expect(parse(format(events))).toEqual(events);
    }
  });

  it('writes a header, a line for the lobby, and one line per turn', () => {
    const g = table('plus', 2).rolls(0, 'bl$').rolls(0, 'w', '110').after({ type: 'Build', seat: 0, structure: 'r1' }, endTurn(0));
    expect(format(g.events)).toBe([
      '[HexfoldDice "1"]',
      '[Side "plus"]',
      '[Players "2"]',
      '[DesertPairs "1"]',
      '',
      'lobby claim/0/P1 claim/1/P2 start/0/3',
      'T1 roll/0/bl$/000 roll/0/blw/110 build/0/r1/0.1 end/0/1/4',
      '',
    ].join('\n'));
    expect(parse(format(g.events))).toEqual(g.events);
  });

  it('keeps names with spaces, slashes and accents, and bot seats', () => {
    const g = table('standard', 1);
    const events = [g.events[0], { type: 'SeatClaimed' as const, seat: 0, name: 'João / Ana 100%', bot: true }, ...g.events.slice(2)];
    expect(parse(format(events))).toEqual(events);
  });

  it('refuses text it cannot read', () => {
    expect(() => parse('[Side "plus"]\n')).toThrow(SyntaxError);
    expect(() => parse('[Side "moon"]\n[Players "2"]\n[DesertPairs "1"]\n')).toThrow(SyntaxError);
    expect(() => parse('[Side "plus"]\n[Players "2"]\n[DesertPairs "1"]\nT1 fly/0\n')).toThrow(SyntaxError);
    expect(() => parse('[Side "plus"]\n[Players "2"]\n[DesertPairs "1"]\nT1 roll/0/bxz/000\n')).toThrow(SyntaxError);
  });
});

describe('redaction', () => {
  it('hides nothing: every die, sheet and score is on the table', () => {
    const { events, state } = simulate(3, { side: 'plus', players: 3 });
    for (const viewer of ['all', 'spectator', 0, 1, 2] as const) {
      expect(events.map((e) => redact(e, viewer))).toEqual(events);
      expect(redactState(state, viewer)).toBe(state);
    }
  });
});
