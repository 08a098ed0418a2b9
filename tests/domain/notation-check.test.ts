// Reading a game from its notation for the review room: a game Hexfold wrote reads back whole;
// a text that is not a game is refused with the line it goes wrong on and what is wrong.
import { describe, expect, it } from 'vitest';
import { format, simulate } from '../../domain/catan/index.ts';
import { readGame } from '../../domain/catan/base/notation-check.ts';

const game = simulate(5, { players: 3, board: 'variable' });
const text = format(game.events);
const lines = text.split('\n');
const lineOf = (prefix: string) => lines.findIndex((l) => l.startsWith(prefix)) + 1;

/** The text with line `n` (1-based) replaced. */
const withLine = (n: number, line: string) => lines.map((l, i) => (i === n - 1 ? line : l)).join('\n');

describe('reading a game from its notation', () => {
  it('gives back every event of a game Hexfold wrote', () => {
    expect(readGame(text)).toEqual({ ok: true, events: game.events });
  });

  it('names the line of a token it cannot read', () => {
    const n = lineOf('T2 ');
    const result = readGame(withLine(n, 'T2 roll/1/4+6 frobnicate/3 end/1/2'));
    expect(result).toMatchObject({ ok: false, line: n });
  });

  it('refuses a settlement on a corner already taken, on its line', () => {
    const setup = lines[lineOf('setup ') - 1].split(' ');
    const first = setup.find((tok) => tok.startsWith('place-settlement/0/'))!;
    const n = lineOf('T3 ');
    const result = readGame(withLine(n, lines[n - 1].replace(/ end\//, ` ${first.replace('place-settlement', 'settlement')} end/`)));
    expect(result).toEqual({ ok: false, line: n, message: 'SettlementBuilt: a settlement on a taken corner' });
  });

  it('refuses a building on a corner the board does not have', () => {
    const n = lineOf('T4 ');
    const result = readGame(withLine(n, lines[n - 1].replace(/ end\//, ' settlement/0/99,99,N end/')));
    expect(result).toEqual({ ok: false, line: n, message: 'SettlementBuilt: no such corner: 99,99,N' });
  });

  it('refuses moves after the win, and a text without its header', () => {
    // the text ends with a newline: a line added after it is line `lines.length`
    expect(readGame(`${text}T999 roll/0/3+3\n`)).toMatchObject({ ok: false, line: lines.length, message: 'DiceRolled after the game was won' });
    const headless = readGame(lines.filter((l) => !l.startsWith('[Tiles')).join('\n'));
    expect(headless).toMatchObject({ ok: false, message: 'missing [Tiles] tag' });
  });
});
