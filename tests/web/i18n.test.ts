// Every key in every language, with the same placeholders and valid plural forms.
import { describe, expect, it } from 'vitest';
import { en } from '../../web/src/i18n/en.ts';
import { detectLanguage, LANGUAGE_LIST, loadLanguage, translate, type Language } from '../../web/src/i18n/index.ts';

// Every language's messages, fetched as the app fetches them.
const LANGUAGES = Object.fromEntries(await Promise.all(LANGUAGE_LIST.map(async (l) => [l, await loadLanguage(l)] as const)));

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const forms = (text: string) => (text.includes('|') ? text.split('|').map((f) => f.slice(0, f.indexOf(':'))) : []);
const keys = Object.keys(en).sort();

describe('i18n completeness', () => {
  for (const [language, messages] of Object.entries(LANGUAGES)) {
    describe(language, () => {
      it('has exactly the English keys', () => {
        expect(Object.keys(messages).sort()).toEqual(keys);
      });
      it('has no empty message', () => {
        for (const key of keys) expect((messages as Record<string, string>)[key].trim(), key).not.toBe('');
      });
      it('uses the same placeholders as English', () => {
        for (const key of keys) {
          expect(placeholders((messages as Record<string, string>)[key]), key).toEqual(placeholders((en as Record<string, string>)[key]));
        }
      });
      it('gives plural messages an "other" form and only CLDR categories', () => {
        const categories = new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
        for (const key of keys) {
          const f = forms((messages as Record<string, string>)[key]);
          if (f.length === 0) continue;
          expect(f, key).toContain('other');
          for (const c of f) expect(categories.has(c as Intl.LDMLPluralRule), `${key}: ${c}`).toBe(true);
        }
      });
    });
  }
});

describe('translate', () => {
  it('fills placeholders and picks plural forms', () => {
    expect(translate('en', 'hand.total', { n: 1 })).toBe('1 card');
    expect(translate('en', 'hand.total', { n: 3 })).toBe('3 cards');
    expect(translate('ro', 'hand.total', { n: 2 })).toBe('2 cărți');
    expect(translate('ro', 'hand.total', { n: 20 })).toBe('20 de cărți');
    expect(translate('pt', 'log.RoadBuilt', { name: 'Ana' })).toBe('Ana construiu uma estrada.');
  });

  it('uses the rulebooks\' words', () => {
    const words: Record<Language, string[]> = {
      en: [],
      pt: [translate('pt', 'piece.settlement'), translate('pt', 'board.robber'), translate('pt', 'dev.knight')],
      ro: [translate('ro', 'piece.settlement'), translate('ro', 'board.robber'), translate('ro', 'piece.road')],
    };
    expect(words.pt).toEqual(['Aldeia', 'Ladrão', 'Cavaleiro']);
    expect(words.ro).toEqual(['Așezare', 'Hoțul', 'Drum']);
  });

  it('defaults to the browser language, else English', () => {
    expect(detectLanguage(['pt-BR', 'en'])).toBe('pt');
    expect(detectLanguage(['de-DE', 'ro'])).toBe('ro');
    expect(detectLanguage(['fr'])).toBe('en');
  });
});
