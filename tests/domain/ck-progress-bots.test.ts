// The bots and the last seven progress cards (and the Alchemist): every level answers a Deserter
// and a Commercial Harbor; a good bot plays each card when it pays — the Alchemist before its roll.
import { describe, expect, it } from 'vitest';
import { botCommand, redactState, type Command } from '../../domain/catan/index.ts';
import { seededRandom } from '../../domain/shared/random.ts';
import { progressDuty, progressMove } from '../../domain/catan/modules/cities-knights/progress/bot.ts';
import { commoditiesFor, holding, knights } from './ck-given.ts';
import { A, B, C, D, E, firstAttack, knight, redWith, roads } from './ck-knights-given.ts';
import { draws, playing } from './ck-progress-given.ts';
import { BLUE, ORANGE, RED, vertex } from './given.ts';

const random = seededRandom(1);
const LEVELS = ['easy', 'good', 'expert'] as const;

describe('the bots’ answers to the new cards, at every level', () => {
  it('give up their weakest knight to a Deserter, and place the strongest deserter they may', () => {
    const asked = redWith({}, roads(BLUE, B, D, E), knight(BLUE, B, 2), knight(BLUE, E), draws(RED, 'deserter'))
      .after({ type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: BLUE });
    for (const level of LEVELS) expect(progressDuty(asked.playing, BLUE, level, random)).toEqual({ type: 'DesertKnight', seat: BLUE, vertex: vertex(E) });
    const placing = redWith({}, roads(BLUE, B, D, E), knight(BLUE, B, 2), draws(RED, 'deserter'))
      .after({ type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: BLUE });
    for (const level of LEVELS) expect(progressDuty(placing.playing, RED, level, random)).toMatchObject({ type: 'PlaceDeserter', seat: RED, strength: 2 });
  });

  it('answer a Commercial Harbor with the commodity they hold most of', () => {
    const g = playing(['commercialHarbor'], { ore: 1 }).and(commoditiesFor(BLUE, { coin: 1, cloth: 2 }))
      .after({ type: 'PlayProgressCard', seat: RED, card: 'commercialHarbor' }, { type: 'OfferHarborTrade', seat: RED, to: BLUE, resource: 'ore' });
    for (const level of LEVELS) expect(progressDuty(g.playing, BLUE, level, random)).toEqual({ type: 'GiveCommodity', seat: BLUE, commodity: 'cloth' });
  });
});

describe('a good bot plays each card when it pays', () => {
  const move = (g: { playing: Parameters<typeof progressMove>[0] }): Command | null => progressMove(g.playing, RED, 'good', random);

  it('the Smith on two knights it may promote', () => {
    expect(move(redWith({}, roads(RED, A, B), knight(RED, A), knight(RED, B), draws(RED, 'smith'))))
      .toEqual({ type: 'PlayProgressCard', seat: RED, card: 'smith', vertices: [vertex(A), vertex(B)] });
    expect(move(playing(['smith']))).toBeNull();
  });

  it('the Deserter on the opponent with the most knight strength, Intrigue on a knight at its road', () => {
    const g = redWith({}, roads(RED, A, B), knight(BLUE, B), knight(ORANGE, C, 2), knight(ORANGE, E), draws(RED, 'deserter', 'intrigue'));
    expect(move(g)).toEqual({ type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: ORANGE });
    const intrigue = redWith({}, roads(RED, A, B), knight(BLUE, B), draws(RED, 'intrigue'));
    expect(move(intrigue)).toEqual({ type: 'PlayProgressCard', seat: RED, card: 'intrigue', vertex: vertex(B) });
    expect(move(playing(['deserter', 'intrigue']))).toBeNull();
  });

  it('the Crane when an improvement is then affordable', () => {
    expect(move(holding({}).and(draws(RED, 'crane')))).toMatchObject({ type: 'PlayProgressCard', seat: RED, card: 'crane' });
  });

  it('the Bishop on a hex that robs others (none of its own), once the robber is on the board', () => {
    const played = move(playing(['bishop']).and(firstAttack));
    expect(played).toMatchObject({ type: 'PlayProgressCard', seat: RED, card: 'bishop' });
    expect(move(playing(['bishop']))).toBeNull();
  });

  it('the Diplomat on an opponent’s open road, never its own', () => {
    const played = move(playing(['diplomat']));
    expect(played).toMatchObject({ type: 'PlayProgressCard', seat: RED, card: 'diplomat' });
    expect(played).not.toHaveProperty('to');
  });

  it('the Commercial Harbor when an opponent holds a commodity, then its offers', () => {
    expect(move(playing(['commercialHarbor'], { ore: 2 }))).toBeNull();
    const g = playing(['commercialHarbor'], { ore: 2 }).and(commoditiesFor(BLUE, { coin: 1 }));
    expect(move(g)).toEqual({ type: 'PlayProgressCard', seat: RED, card: 'commercialHarbor' });
    const open = g.after({ type: 'PlayProgressCard', seat: RED, card: 'commercialHarbor' });
    const hand = open.playing.hands[RED];
    const biggest = (['brick', 'lumber', 'wool', 'grain', 'ore'] as const).reduce((a, b) => (hand[b] > hand[a] ? b : a));
    expect(move(open)).toEqual({ type: 'OfferHarborTrade', seat: RED, to: BLUE, resource: biggest });
    expect(progressMove(open.playing, RED, 'easy', random)).toEqual({ type: 'OfferHarborTrade', seat: RED, to: BLUE, resource: biggest });
  });

  it('the Alchemist before its roll, for the total that pays it most (never a 7), the red die low', () => {
    const g = knights().and(draws(RED, 'alchemist'));
    const c = botCommand(redactState(g.state, RED), RED, 'good', seededRandom(4));
    expect(c).toMatchObject({ type: 'PlayProgressCard', seat: RED, card: 'alchemist' });
    const [red, yellow] = (c as unknown as { dice: [number, number] }).dice;
    expect(red + yellow).not.toBe(7);
    expect(red).toBe(Math.max(1, red + yellow - 6));
    expect(botCommand(redactState(knights().state, RED), RED, 'good', seededRandom(4))).toEqual({ type: 'RollDice', seat: RED });
  });
});
