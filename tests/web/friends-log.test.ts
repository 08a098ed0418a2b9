// Friends in the log, in English, Portuguese and Romanian: a favor drawn is named for its owner
// only (the others' copy has no guild), gifts, the guilds' favors, a token returned; and the
// review room's revealed panels name a seat's favors and chips.
import { describe, expect, it } from 'vitest';
import { describeEvent, plainText, type Names } from '../../web/src/i18n/describe.ts';
import { loadLanguage, translate, type Language } from '../../web/src/i18n/index.ts';
import { redact, type Event } from '../../web/src/lib/domain.ts';

await Promise.all((['pt', 'ro'] as const).map(loadLanguage));
const names: Names = { names: ['Ana', 'Bruno', 'Carla'], colours: ['red', 'blue', 'orange'], board: null };
const lines = (e: Event, language: Language) => describeEvent(e, names, (key, params) => translate(language, key, params));

const drawn: Event = { type: 'FavorDrawn', seat: 0, guild: 'merchant', reason: 'gift' };

describe('a favor drawn', () => {
  it('names its guild for its owner, not for the others', () => {
    expect(lines(redact(drawn, 0), 'en')).toEqual(['Ana drew a favor token of the merchants’ guild for a gift.']);
    expect(lines(redact(drawn, 1), 'en')).toEqual(['Ana drew a favor token for a gift.']);
    expect(lines(redact(drawn, 'spectator'), 'pt')).toEqual(['Ana recebeu uma ficha de favor por um presente.']);
    expect(lines(redact(drawn, 0), 'pt')).toEqual(['Ana recebeu uma ficha de favor da guilda de mercadores por um presente.']);
    expect(lines(redact(drawn, 0), 'ro')).toEqual(['Ana a tras un jeton de favoare (breasla negustorilor) pentru un dar.']);
    expect(lines(redact(drawn, 2), 'ro')).toEqual(['Ana a tras un jeton de favoare pentru un dar.']);
  });

  it('says when the supply is empty', () => {
    expect(lines({ type: 'FavorLost', seat: 1, reason: 'robber' }, 'en'))
      .toEqual(['Bruno earned a favor token for sparing everyone with the robber, but the supply is empty.']);
  });
});

describe('gifts and favors', () => {
  const cases: [Event, Record<Language, string>][] = [
    [{ type: 'GiftOffered', seat: 0, to: 1, resource: 'ore' },
      { en: 'Ana offers Bruno a gift of 1 ore.', pt: 'Ana oferece 1 minério a Bruno.', ro: 'Ana îi oferă lui Bruno în dar 1 carte de fier.' }],
    [{ type: 'GiftAccepted', seat: 1, from: 0, resource: 'grain' },
      { en: 'Bruno accepts the gift of 1 grain from Ana.', pt: 'Bruno aceita o presente de Ana: 1 cereal.', ro: 'Bruno acceptă darul lui Ana: 1 carte de cereale.' }],
    [{ type: 'GiftRefused', seat: 2 }, { en: 'Carla refuses the gift.', pt: 'Carla recusa o presente.', ro: 'Carla refuză darul.' }],
    [{ type: 'FavorUsed', seat: 0, guild: 'architects' },
      { en: 'Ana uses a favor of the architects’ guild.', pt: 'Ana usa um favor da guilda de arquitetos.', ro: 'Ana folosește o favoare: breasla arhitecților.' }],
    [{ type: 'MerchantSwapped', seat: 0, give: 'brick', receive: 'ore' },
      { en: 'Ana swaps 1 brick for 1 ore with the bank.', pt: 'Ana troca 1 argila por 1 minério com a reserva.', ro: 'Ana schimbă cu banca 1 carte de argilă pe 1 carte de fier.' }],
    [{ type: 'TraderResourceTaken', seat: 0, resource: 'wool' },
      { en: 'Ana takes 1 wool from the bank.', pt: 'Ana recebe 1 lã da reserva.', ro: 'Ana ia de la bancă 1 carte de lână.' }],
    [{ type: 'CatanChipTaken', seat: 0 },
      { en: 'Ana takes a Catan chip (1 victory point).', pt: 'Ana recebe uma ficha de Catan (1 ponto de vitória).', ro: 'Ana ia un jeton Catan (1 punct câștigător).' }],
    [{ type: 'ScholarsCardTaken', seat: 0, card: null },
      { en: 'Ana takes a development card.', pt: 'Ana recebe uma carta de desenvolvimento.', ro: 'Ana ia o carte de dezvoltare.' }],
    [{ type: 'FavorReturned', seat: 0, guild: null, at: null },
      { en: 'Ana returns a favor token to the supply.', pt: 'Ana devolve uma ficha de favor à provisão.', ro: 'Ana pune înapoi în rezervă un jeton de favoare.' }],
  ];
  for (const language of ['en', 'pt', 'ro'] as const) {
    it(`reads in ${language}`, () => {
      for (const [e, text] of cases) expect(lines(e, language), e.type).toEqual([text[language]]);
    });
  }

  it('names the scholars’ card and the returned token for their owner', () => {
    expect(lines(redact({ type: 'ScholarsCardTaken', seat: 0, card: 'knight' }, 0), 'en')).toEqual(['Ana takes a development card: Knight.']);
    expect(lines(redact({ type: 'ScholarsCardTaken', seat: 0, card: 'knight' }, 1), 'en')).toEqual(['Ana takes a development card.']);
    expect(lines(redact({ type: 'FavorReturned', seat: 0, guild: 'pavers', at: 3 }, 0), 'en')).toEqual(['Ana returns a token of the pavers’ guild to the supply.']);
  });

  it('marks the resources for icons in a rich log', () => {
    const [line] = describeEvent({ type: 'TraderResourceTaken', seat: 0, resource: 'ore' }, { ...names, rich: true }, (k, p) => translate('en', k, p));
    expect(line).not.toContain('1 ore');
    expect(plainText(line, (k, p) => translate('en', k, p))).toBe('Ana takes 1 ore from the bank.');
  });

  it('opens a Friends game with its rule', () => {
    expect(lines({ type: 'FavorTokensShuffled', order: null }, 'en')).toEqual(['Friends: the favor tokens are shuffled face down. The game is played to 11 points.']);
  });
});
