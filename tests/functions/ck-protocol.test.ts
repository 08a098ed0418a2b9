// The protocol takes Cities & Knights' commands (the core's, the knights', the progress cards' by card) and refuses a play missing its fields.
import { it, expect } from 'vitest';
import * as v from 'valibot';
import { ClientCommand } from '../../functions/protocol/messages.ts';
it('takes the Cities & Knights commands, each card with its fields', () => {
  for (const c of [{ type: 'PlayProgressCard', card: 'irrigation' }, { type: 'PlayProgressCard', card: 'alchemist', dice: [3, 4] }, { type: 'PlayProgressCard', card: 'spy', victim: 2 }, { type: 'ChooseProgressDeck', track: 'trade' }, { type: 'RecruitKnight', vertex: '0,1,N' }, { type: 'BuyImprovement', track: 'science' }]) {
    expect(v.safeParse(ClientCommand, c).success, JSON.stringify(c)).toBe(true);
  }
  expect(v.safeParse(ClientCommand, { type: 'PlayProgressCard', card: 'alchemist' }).success).toBe(false);
});

it('takes the last seven cards and their answers, and refuses their plays missing a field', () => {
  const taken = [
    { type: 'PlayProgressCard', card: 'smith', vertices: ['0,1,N', '0,1,S'] }, { type: 'PlayProgressCard', card: 'deserter', victim: 1 },
    { type: 'PlayProgressCard', card: 'intrigue', vertex: '0,1,N' }, { type: 'PlayProgressCard', card: 'crane', track: 'politics' },
    { type: 'PlayProgressCard', card: 'bishop', hex: '0,1' }, { type: 'PlayProgressCard', card: 'diplomat', edge: '0,1,NE', to: '0,1,W' },
    { type: 'PlayProgressCard', card: 'commercialHarbor' }, { type: 'DesertKnight', vertex: '0,1,N' }, { type: 'PlaceDeserter' },
    { type: 'PlaceDeserter', vertex: '0,1,N', strength: 2 }, { type: 'OfferHarborTrade', to: 2, resource: 'ore' }, { type: 'GiveCommodity', commodity: 'coin' },
  ];
  for (const c of taken) expect(v.safeParse(ClientCommand, c).success, JSON.stringify(c)).toBe(true);
  const refused = [
    { type: 'PlayProgressCard', card: 'smith', vertices: ['0,1,N', '0,1,S', '0,2,N'] }, { type: 'PlayProgressCard', card: 'deserter' },
    { type: 'PlayProgressCard', card: 'bishop', hex: '0,1', draws: [0.5] }, { type: 'PlayProgressCard', card: 'diplomat' },
    { type: 'PlaceDeserter', strength: 4 }, { type: 'GiveCommodity', commodity: 'ore' },
  ];
  for (const c of refused) expect(v.safeParse(ClientCommand, c).success, JSON.stringify(c)).toBe(false);
});

it('takes offers and counter-offers with goods beside the resources (commodities), and refuses ill-formed goods', () => {
  const goods = { give: { cloth: 1 }, want: { coin: 2 } };
  for (const c of [{ type: 'OfferTrade', give: {}, want: { ore: 1 }, goods }, { type: 'OfferTrade', give: { wool: 1 }, want: {}, goods, to: 1 }, { type: 'CounterTrade', give: {}, want: { ore: 1 }, goods }]) {
    expect(v.safeParse(ClientCommand, c).success, JSON.stringify(c)).toBe(true);
  }
  const refused = [
    { give: { cloth: 1 } }, { give: { cloth: -1 }, want: {} }, { give: { 'Cloth': 1 }, want: {} }, { give: { cloth: 1.5 }, want: {} }, { give: {}, want: {}, more: {} },
  ];
  for (const g of refused) expect(v.safeParse(ClientCommand, { type: 'OfferTrade', give: {}, want: { ore: 1 }, goods: g }).success, JSON.stringify(g)).toBe(false);
});
