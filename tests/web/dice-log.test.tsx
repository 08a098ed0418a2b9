// @vitest-environment happy-dom
// The dice game's log: a line for every event type in English, Portuguese and Romanian, with
// every placeholder filled; whole games described; the log component with its seats' marks.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { simulate, type DiceEventOf, type DiceEventType } from '../../domain/dice/index.ts';
import { LANGUAGE_LIST, loadLanguage, setLanguage, translate, type Language, type MessageKey, type Params } from '../../web/src/i18n/index.ts';
import { DiceLog } from '../../web/src/kinds/dice/DiceLog.tsx';
import { describeDiceEvent, logWords } from '../../web/src/kinds/dice/describe.ts';
import { axeViolations } from './dice-mount.tsx';
import { DiceGame } from './dice-game.ts';

await Promise.all(LANGUAGE_LIST.map(loadLanguage));

afterEach(() => {
  document.body.innerHTML = '';
});

/** One event of each type (the record's type makes a missing one fail to compile). */
const SAMPLES: { readonly [T in DiceEventType]: DiceEventOf<T> } = {
  DiceGameCreated: { type: 'DiceGameCreated', side: 'plus', players: 2, desertPairs: 1 },
  SeatClaimed: { type: 'SeatClaimed', seat: 1, name: 'Bruno', bot: true, level: 'good' },
  GameStarted: { type: 'GameStarted', first: 0, dice: 3 },
  SeatTakenOver: { type: 'SeatTakenOver', seat: 0 },
  SeatReturned: { type: 'SeatReturned', seat: 0 },
  Rolled: { type: 'Rolled', seat: 0, dice: ['ore', 'gold', 'wool'], kept: [false, false, false] },
  GoldTraded: { type: 'GoldTraded', seat: 0, die: 0, aside: 1, resource: 'brick' },
  KnightUsed: { type: 'KnightUsed', seat: 0, knight: 'k2', die: 1, resource: 'grain' },
  DesertPairUsed: { type: 'DesertPairUsed', seat: 0, pair: 'd1', die: 1, resource: 'lumber' },
  StructureBuilt: { type: 'StructureBuilt', seat: 0, structure: 'sb', dice: [0, 1, 2, 3] },
  LargestArmyChanged: { type: 'LargestArmyChanged', holder: 1 },
  LongestRoadChanged: { type: 'LongestRoadChanged', holder: 0, length: 5 },
  TurnScored: { type: 'TurnScored', seat: 0, points: -2 },
  TurnEnded: { type: 'TurnEnded', seat: 0, next: 1, dice: 4 },
  GameEnded: { type: 'GameEnded', winners: [0, 1], totals: [10, 10] },
  SeedsRevealed: { type: 'SeedsRevealed', server: 'a'.repeat(64), seats: ['b'.repeat(64), 'c'.repeat(64)] },
};

const table = new DiceGame('plus', ['Ana', 'Bruno'], [false, true]).state;
const tr = (language: Language) => (key: MessageKey, params?: Params) => translate(language, key, params);

describe('the dice log', () => {
  for (const language of LANGUAGE_LIST) {
    it(`describes every event type in ${language}, every placeholder filled`, () => {
      const words = logWords(table, tr(language));
      for (const e of Object.values(SAMPLES)) {
        const lines = describeDiceEvent(e, words);
        // The seeds' reveal after the end has no line: the review room's dice panel reads it.
        if (e.type === 'SeedsRevealed') expect(lines).toEqual([]);
        else expect(lines.length, e.type).toBeGreaterThan(0);
        for (const line of lines) {
          expect(line, e.type).not.toMatch(/[{}|]|\b(dg|log)\./);
          if ('seat' in e || 'holder' in e) expect(line, e.type).toMatch(/Ana|Bruno/);
        }
      }
    });
  }

  it('says it in the players\' words', () => {
    const en = logWords(table, tr('en'));
    const line = (type: DiceEventType) => describeDiceEvent(SAMPLES[type], en)[0];
    expect(line('Rolled')).toBe('Ana rolled: ore, gold, wool.');
    expect(line('StructureBuilt')).toBe('Ana built Settlement B.');
    expect(line('KnightUsed')).toBe('Ana used the joker of Knight 2: a die turns to grain.');
    expect(line('TurnScored')).toBe('Ana built nothing: X (-2).');
    expect(line('GameEnded')).toBe('Ana, Bruno share the win: Ana 10, Bruno 10.');
    expect(line('SeatTakenOver')).toBe('A bot plays for Ana until they return.');
    expect(describeDiceEvent(SAMPLES.StructureBuilt, logWords(table, tr('pt')))[0]).toBe('Ana construiu Aldeia B.');
    expect(describeDiceEvent(SAMPLES.TurnScored, logWords(table, tr('ro')))[0]).toBe('Ana nu a construit nimic: X (-2).');
  });

  it('describes whole games of both sides, line by line', () => {
    for (const side of ['standard', 'plus'] as const) {
      const { events, state } = simulate(7, { side, players: 2 });
      for (const language of LANGUAGE_LIST) {
        const words = logWords(state, tr(language));
        const lines = events.flatMap((e) => describeDiceEvent(e, words));
        expect(lines.length).toBeGreaterThanOrEqual(events.length);
        for (const l of lines) expect(l).not.toMatch(/[{}]/);
      }
    }
  });

  it('lists the lines with their seat\'s mark, free of axe violations', async () => {
    await setLanguage('en');
    const { events, state } = simulate(2, { side: 'standard', players: 2 });
    const root = document.createElement('div');
    document.body.append(root);
    render(<DiceLog events={events} state={state} />, root);
    const lines = root.querySelectorAll('.dg-log-lines li');
    expect(lines.length).toBeGreaterThanOrEqual(events.length);
    expect(lines[0].textContent).toBe('New 2-player dice game (Island One).');
    expect(lines[lines.length - 1].querySelector('span')!.textContent).toMatch(/wins|share the win/);
    expect(await axeViolations(root)).toEqual([]);
  });
});
