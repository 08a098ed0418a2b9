// Words for counts and places: every count goes through the language's plural rules (no "1 cards",
// no pt "1 cereais"), hexes have names no other hex of the board shares, and a replay URL with a
// bad ?at= still opens the replay at a sensible position.
import { describe, expect, it } from 'vitest';
import { beginnerBoard, RESOURCES, simulate, variableBoard, type Board } from '../../web/src/lib/domain.ts';
import { bundleText, describeEvent, hexName, plainText, resourceCount } from '../../web/src/i18n/describe.ts';
import { en } from '../../web/src/i18n/en.ts';
import { LANGUAGE_LIST, loadLanguage, translate, type Language, type MessageKey } from '../../web/src/i18n/index.ts';
import { buildReplay, clampPosition, positionFromQuery } from '../../web/src/state/replay.ts';

await Promise.all(LANGUAGE_LIST.map(loadLanguage));

const trIn = (language: Language) => (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params);

describe('plural forms', () => {
  it('writes one card and many cards in every language', () => {
    expect(translate('en', 'count.cards', { n: 1 })).toBe('1 card');
    expect(translate('en', 'count.cards', { n: 3 })).toBe('3 cards');
    expect(translate('pt', 'count.grain', { n: 1 })).toBe('1 cereal');
    expect(translate('pt', 'count.grain', { n: 2 })).toBe('2 cereais');
    expect(translate('ro', 'count.cards', { n: 1 })).toBe('1 carte');
    expect(translate('ro', 'count.cards', { n: 2 })).toBe('2 cărți');
    expect(translate('ro', 'count.cards', { n: 20 })).toBe('20 de cărți');
    expect(translate('en', 'robber.victim', { name: 'Ana', n: 1 })).toBe('Ana (1 card)');
    expect(translate('pt', 'robber.victim', { name: 'Ana', n: 1 })).toBe('Ana (1 carta)');
  });

  it('has every plural message in every language with the forms its plural rules pick', () => {
    const plurals = (Object.keys(en) as MessageKey[]).filter((k) => en[k].includes('|'));
    expect(plurals.length).toBeGreaterThan(10);
    for (const language of LANGUAGE_LIST) {
      const rules = new Intl.PluralRules(language);
      for (const key of plurals) {
        for (const n of [0, 1, 2, 5, 19, 20, 21, 101]) {
          const text = translate(language, key, { n, name: 'X', total: 9, k: 1 });
          expect(text, `${language} ${key} ${n} (${rules.select(n)})`).not.toMatch(/\w+:|\|/);
          expect(text).toContain(String(n));
        }
      }
    }
  });

  it('writes bundles and resource counts with their plural forms', () => {
    expect(bundleText({ grain: 1, ore: 2 }, trIn('pt'))).toBe('1 cereal, 2 minérios');
    expect(bundleText({ wool: 1 }, trIn('ro'))).toBe('1 carte de lână');
    expect(resourceCount('brick', 2, trIn('en'))).toBe('2 brick');
    // In the log, counts are marked for icons and read back as words.
    const marked = bundleText({ grain: 1, ore: 2 }, trIn('pt'), true);
    expect(marked).not.toContain('cereal');
    expect(plainText(marked, trIn('pt'))).toBe('1 cereal, 2 minérios');
  });

  it('has no "1 cards" or "1 cereais" in the log lines of whole games', () => {
    const game = simulate(3, { players: 4, board: 'variable' });
    const names = { names: ['Ana', 'Bruno', 'Carla', 'Dan'], colours: ['red', 'blue', 'orange', 'white'], board: game.events[0].type === 'GameCreated' ? game.events[0].board : null };
    for (const language of LANGUAGE_LIST) {
      const text = game.events.flatMap((e) => describeEvent(e, names, trIn(language))).join('\n');
      expect(text).not.toMatch(/\b1 (cards|cartas|cărți|cereais|minérios|argilas|madeiras|lãs)\b/);
    }
  });
});

describe('one voice in each language', () => {
  const texts = (language: Language) => (Object.keys(en) as MessageKey[]).map((k) => [k, translate(language, k, { n: 2 })] as const);

  it('takes the plural for zero in Portuguese, as Portugal writes it', () => {
    expect(translate('pt', 'count.cards', { n: 0 })).toBe('0 cartas');
    expect(translate('pt', 'favors.tokens', { n: 0 })).toBe('0 fichas de favor');
    expect(translate('pt', 'count.cards', { n: 1 })).toBe('1 carta');
    expect(translate('ro', 'count.cards', { n: 0 })).toBe('0 cărți');
    expect(translate('en', 'count.cards', { n: 0 })).toBe('0 cards');
  });

  it('addresses the player as "você" in Portuguese, never as "tu"', () => {
    for (const [key, text] of texts('pt')) {
      expect(text, key).not.toMatch(/(^|[^\p{L}])(tu|teu|tua|teus|tuas|te|ti|contigo)(?![\p{L}])/iu);
      expect(text, key).not.toMatch(/-te\b|\b(Escolhe|Clica|Constrói|Nomeia|Descarta)\b/u);
    }
  });

  it('calls the resource clay (argila, argilă) and a turn "tură" in Romanian', () => {
    for (const [key, text] of texts('pt')) expect(text, key).not.toMatch(/tijol/i);
    for (const [key, text] of texts('ro')) {
      expect(text, key).not.toMatch(/cărămid/i);
      expect(text, key).not.toMatch(/rund[aăe]|rândul/i);
    }
    expect(translate('ro', 'phase.playing', { n: 3 })).toBe('Tura 3');
    expect(translate('ro', 'replay.turn', { n: 3 })).toBe('Tura 3');
  });
});

describe('hex names', () => {
  const boards: Board[] = [beginnerBoard(), ...Array.from({ length: 40 }, (_, seed) => variableBoard(4, seed)), variableBoard(3, 7)];

  it('gives every hex of a board a name no other hex of it has, in every language', () => {
    for (const board of boards) {
      for (const language of LANGUAGE_LIST) {
        const names = board.tiles.map((tile) => hexName(board, tile.hex, trIn(language)));
        expect(new Set(names).size, names.join(' / ')).toBe(names.length);
      }
    }
  });

  it('keeps the short name when it is the only one, and says which otherwise', () => {
    const tr = trIn('en');
    const board: Board = {
      robber: '0,0',
      tiles: [
        { hex: '0,0', terrain: 'desert', token: null },
        { hex: '0,-2', terrain: 'pasture', token: 8 },
        { hex: '0,2', terrain: 'pasture', token: 8 },
        { hex: '2,0', terrain: 'hills', token: 5 },
        { hex: '2,-2', terrain: 'hills', token: 5 },
      ],
      harbors: [{ edge: '0,-2,NW', kind: 'generic' }],
    };
    expect(hexName(board, '0,0', tr)).toBe('Desert');
    expect(hexName(board, '0,-2', tr)).toBe('Pasture 8 by the 3:1 harbor');
    expect(hexName(board, '0,2', tr)).toBe('Pasture 8 in the south-east');
    expect(hexName(board, '2,0', tr)).toBe('Hills 5 in the east');
    expect(hexName(board, '2,-2', tr)).toBe('Hills 5 in the north-east');
    expect(hexName(board, '9,9', tr)).toBe('sea');
  });

  it('names every resource in every language', () => {
    for (const language of LANGUAGE_LIST) {
      for (const r of RESOURCES) expect(translate(language, `count.${r}`, { n: 1 })).toMatch(/^1 \S/);
    }
  });
});

describe('the replay position in the URL', () => {
  const model = buildReplay(simulate(5, { players: 3, board: 'beginner' }).events);
  const end = model.events.length;

  it('takes a whole number, clamped to the game', () => {
    expect(positionFromQuery(model, '12')).toBe(12);
    expect(positionFromQuery(model, ' 7 ')).toBe(7);
    expect(positionFromQuery(model, '0')).toBe(0);
    expect(positionFromQuery(model, '-5')).toBe(0);
    expect(positionFromQuery(model, '99999999')).toBe(end);
  });

  it('opens at the end for anything else', () => {
    for (const bad of ['abc', '', '1.5', '1e3', 'NaN', 'Infinity', '0x10', '12abc', undefined]) {
      expect(positionFromQuery(model, bad), String(bad)).toBe(end);
    }
    expect(clampPosition(model, Number.NaN)).toBe(end);
  });
});
