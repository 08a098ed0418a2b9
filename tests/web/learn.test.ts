// Learning the game, without a browser: the first game's hints (which moment the folded state is
// at, and the memory of hints seen or turned off), and the rules books (every language has every
// topic, with the same sections).
import { describe, expect, it } from 'vitest';
import type { Command, State } from '../../web/src/lib/domain.ts';
import { createHintMemory, hintFor, HINTS_KEY, momentOf, readMemory } from '../../web/src/kinds/catan/hints/hints.ts';
import { LANGUAGE_LIST } from '../../web/src/i18n/index.ts';
import { loadRules, RULES_TOPICS } from '../../web/src/i18n/rules-index.ts';

const state = (phase: string) => ({ phase }) as unknown as State;
const legal = (...types: string[]) => types.map((type) => ({ type, seat: 0 })) as unknown as Command[];

describe('the first game\'s key moments', () => {
  it('is the set-up placement while the seat places in the set-up', () => {
    expect(momentOf(state('setup'), 0, legal('PlaceSettlement'))).toBe('setup');
    expect(momentOf(state('setup'), 0, legal('PlaceRoad'))).toBe('setup');
    expect(momentOf(state('setup'), 0, legal())).toBeNull();
  });

  it('is the roll, then a build once one is possible, and the robber when it must move', () => {
    expect(momentOf(state('playing'), 0, legal('RollDice', 'PlayKnight'))).toBe('roll');
    expect(momentOf(state('playing'), 0, legal('BuildRoad', 'EndTurn'))).toBe('build');
    expect(momentOf(state('playing'), 0, legal('BuyDevelopmentCard', 'EndTurn'))).toBe('build');
    expect(momentOf(state('playing'), 0, legal('TradeWithBank', 'EndTurn'))).toBeNull();
    expect(momentOf(state('playing'), 0, legal('MoveRobber'))).toBe('robber');
  });

  it('is none for a spectator, before the start or after the end', () => {
    expect(momentOf(state('playing'), null, legal('RollDice'))).toBeNull();
    expect(momentOf(state('lobby'), 0, legal('MarkReady'))).toBeNull();
    expect(momentOf(state('ended'), 0, legal())).toBeNull();
  });
});

describe('the memory of hints', () => {
  const store = () => {
    const map = new Map<string, string>();
    return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  };

  it('shows a moment\'s hint until it is seen, then never again', () => {
    const s = store();
    const hints = createHintMemory(s);
    expect(hintFor('setup', hints.memory.value)).toBe('setup');
    hints.seen('setup');
    expect(hintFor('setup', hints.memory.value)).toBeNull();
    expect(hintFor('roll', hints.memory.value)).toBe('roll');
    // remembered in storage: a new page reads it back
    expect(hintFor('setup', createHintMemory(s).memory.value)).toBeNull();
    expect(JSON.parse(s.map.get(HINTS_KEY)!)).toEqual({ off: false, seen: ['setup'] });
  });

  it('shows none once turned off', () => {
    const s = store();
    const hints = createHintMemory(s);
    hints.off();
    for (const moment of ['setup', 'roll', 'build', 'robber'] as const) expect(hintFor(moment, hints.memory.value)).toBeNull();
    expect(readMemory(s).off).toBe(true);
  });

  it('reads damaged or foreign storage as nothing seen, and remembers for the page with no storage', () => {
    const s = store();
    s.map.set(HINTS_KEY, '{not json');
    expect(readMemory(s)).toEqual({ off: false, seen: [] });
    s.map.set(HINTS_KEY, JSON.stringify({ seen: ['roll', 'nonsense'] }));
    expect(readMemory(s)).toEqual({ off: false, seen: ['roll'] });
    const none = createHintMemory(null);
    none.seen('roll');
    none.seen('setup');
    expect(none.memory.value.seen).toEqual(['roll', 'setup']);
  });
});

describe('the rules books', () => {
  it('have every topic in every language, with the same sections, none empty', async () => {
    const en = await loadRules('en');
    for (const language of LANGUAGE_LIST) {
      const book = await loadRules(language);
      expect(Object.keys(book).sort()).toEqual([...RULES_TOPICS].sort());
      for (const topic of RULES_TOPICS) {
        const page = book[topic];
        expect(page.sections.map((s) => s.id), `${language} ${topic}`).toEqual(en[topic].sections.map((s) => s.id));
        expect(page.title.trim()).not.toBe('');
        for (const s of page.sections) {
          expect((s.paragraphs?.length ?? 0) + (s.list?.length ?? 0) + (s.parts?.length ?? 0), `${language} ${topic} ${s.id}`).toBeGreaterThan(0);
          expect(s.list?.length ?? 0, `${language} ${topic} ${s.id}`).toBe(en[topic].sections.find((e) => e.id === s.id)!.list?.length ?? 0);
        }
      }
    }
  });

  it('give the base game\'s costs and the 5–6 player turn rules as the books do', async () => {
    const en = await loadRules('en');
    const costs = en.base.sections.find((s) => s.id === 'costs')!.list!;
    expect(costs).toEqual(['Road: 1 brick, 1 lumber.', 'Settlement: 1 brick, 1 lumber, 1 wool, 1 grain.', 'City: 3 ore, 2 grain.', 'Development card: 1 ore, 1 wool, 1 grain.']);
    expect(en['five-six'].sections.map((s) => s.id)).toEqual(['changes', 'special-building', 'paired']);
    expect(en.friends.sections.flatMap((s) => s.paragraphs ?? []).join(' ')).toContain('11 victory points');
  });
});
