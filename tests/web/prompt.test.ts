// The prompt line says what the table waits for, naming who: the seats that still owe a discard
// after a 7, and in the waiting room what this viewer can do (the phase line above it already
// says the table waits for players: never twice).
import { describe, expect, it } from 'vitest';
import { fold, initialState, simulate, type Event, type State } from '../../web/src/lib/domain.ts';
import { andList, promptFor } from '../../web/src/game/derived.ts';
import { LANGUAGE_LIST, loadLanguage, translate, type Language, type MessageKey } from '../../web/src/i18n/index.ts';
import { started } from './fakes.ts';

await Promise.all(LANGUAGE_LIST.map(loadLanguage));
const trIn = (language: Language) => (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params);
const en = trIn('en');

/** The first state of a simulated game in which `seats` seats owe a discard. */
function discarding(seats: number): State {
  for (let seed = 1; seed < 200; seed++) {
    let s = initialState();
    for (const e of simulate(seed, { players: 4, board: 'variable' }).events as readonly Event[]) {
      s = fold([e], s);
      if (s.phase === 'playing' && s.turn.pending.kind === 'discard' && s.turn.pending.counts.filter((n) => n > 0).length === seats) return s;
    }
  }
  throw new Error(`no game with ${seats} seats discarding`);
}

describe('the prompt while seats discard', () => {
  it('names the one seat that owes a discard to everyone else', () => {
    const s = discarding(1);
    if (s.phase !== 'playing' || s.turn.pending.kind !== 'discard') throw new Error('not discarding');
    const owing = s.turn.pending.counts.findIndex((n) => n > 0);
    const other = (owing + 1) % 4;
    expect(promptFor(s, other, en)).toBe(`Waiting for ${s.names[owing]} to discard.`);
    expect(promptFor(s, null, en)).toBe(`Waiting for ${s.names[owing]} to discard.`);
    expect(promptFor(s, owing, en)).toBe('A 7! Choose cards to discard.');
    expect(promptFor(s, other, trIn('pt'))).toBe(`À espera que ${s.names[owing]} devolva cartas.`);
  });

  it('names every seat that still owes one, in each language\'s list', () => {
    const s = discarding(2);
    if (s.phase !== 'playing' || s.turn.pending.kind !== 'discard') throw new Error('not discarding');
    const [a, b] = s.turn.pending.counts.flatMap((n, seat) => (n > 0 ? [s.names[seat]] : []));
    expect(promptFor(s, null, en)).toBe(`Waiting for ${a} and ${b} to discard.`);
    expect(promptFor(s, null, trIn('pt'))).toBe(`À espera que ${a} e ${b} devolvam cartas.`);
    expect(promptFor(s, null, trIn('ro'))).toBe(`Se așteaptă ca ${a} și ${b} să dea cărți înapoi.`);
    expect(andList(['Ana', 'Bruno', 'Carla'], en)).toBe('Ana, Bruno and Carla');
  });
});

describe('the prompt in the waiting room', () => {
  const lobby = (): State => fold(started().slice(0, 3), initialState());

  it('says what to do, not the phase again', () => {
    const s = lobby();
    const phase = en('phase.lobby');
    expect(promptFor(s, null, en)).toBe('Take a free seat to play.');
    if (s.phase !== 'lobby') throw new Error('not in the lobby');
    expect(promptFor({ ...s, ready: s.ready.map(() => false) }, 0, en)).toBe('Say you are ready when you are.');
    expect(promptFor({ ...s, ready: s.ready.map(() => true) }, 0, en)).toBe('You are ready.');
    expect(promptFor({ ...s, names: ['Ana', 'Bruno', 'Carla'] }, null, en)).toBe('Every seat is taken: you are watching.');
    for (const me of [null, 0]) expect(promptFor(s, me, en)).not.toBe(phase);
  });
});
