// The helpers' legal moves (every one listed is accepted), the bot's policy, and the notation
// (every event reads back as itself, hidden ones included).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COSTS, DEV_CARDS, RESOURCES, type InPhase } from '../../domain/catan/index.ts';
import {
  botHelperMove, decideHelpers, helperExchanges, helpersAfterRoll, helpersToken, HELPERS_LIST, legalHelperCommands, readHelpers,
  type HelperId, type HelpersCommand, type HelpersEvent,
} from '../../domain/catan/modules/helpers/index.ts';
import { hex } from './given.ts';
import { accepted, foldWith, holding, table } from './helpers-given.ts';

type Playing = InPhase<'playing'>;

/** A table where every helper has something to do for seat 0 (the Mayor and the General called by this turn's roll). */
function rich(helper: HelperId): Playing {
  const s = table({ 0: { brick: 2, lumber: 2, wool: 2, grain: 2, ore: 3 }, 1: { ore: 1, wool: 1 }, 2: { grain: 1 } }, [helper]);
  const base = { ...s, robber: hex('1.1'), knights: [1, 0, 0, 0], longestRoad: 1, longestRoadLength: 5 };
  if (helper !== 'general') return foldWith(helpersAfterRoll(base, [1, 1], null), base) as Playing;
  // A 7 with 11 cards: seat 0 owes 5, which the General excuses.
  const seven = { ...base, turn: { ...base.turn, dice: [3, 4] as const, pending: { kind: 'discard' as const, counts: [5, 0, 0, 0] } } };
  return foldWith(helpersAfterRoll(seven, [3, 4], null), seven) as Playing;
}

const withDraws = (c: HelpersCommand): HelpersCommand =>
  c.type === 'UseHelper' && c.use.helper === 'architect' ? { ...c, use: { ...c.use, draws: [0.1, 0.2, 0.3] } } : c;

describe('legal helper commands', () => {
  it.each(HELPERS_LIST)('lists uses of the %s, each one accepted', (helper) => {
    const s = rich(helper);
    const legal = legalHelperCommands(s, 0);
    expect(legal.length).toBeGreaterThan(0);
    for (const c of legal) expect(decideHelpers(withDraws(c), s).ok, JSON.stringify(c)).toBe(true);
    expect(legal.every((c) => c.type === 'UseHelper' && c.use.helper === helper && c.then === 'flip')).toBe(true);
  });

  it('lists nothing for a card received or used this turn, or another seat\'s own-turn helper', () => {
    expect(legalHelperCommands(holding(rich('captain'), [{ helper: 'captain', received: 1 }]), 0)).toEqual([]);
    const used = accepted(rich('captain'), { type: 'UseHelper', seat: 0, use: { helper: 'captain', resource: 'ore' }, then: 'flip' }).state;
    expect(legalHelperCommands(used, 0)).toEqual([]);
    expect(legalHelperCommands(holding(rich('captain'), [null, 'captain']), 1)).toEqual([]);
  });

  it('lists the General\'s reaction for a seat whose turn it is not', () => {
    const s = holding(rich('general'), [null, 'general']);
    const called = foldWith(helpersAfterRoll(s, [3, 4], null), s);
    expect(legalHelperCommands(called, 1).length).toBe(RESOURCES.length);
  });

  it('while a look waits for its choice, lists only the choice, for its player', () => {
    const looked = accepted(rich('noblewoman'), { type: 'UseHelper', seat: 0, use: { helper: 'noblewoman', target: 1 }, then: 'flip' }).state;
    expect(legalHelperCommands(looked, 0)).toEqual([
      { type: 'ChooseHelperCard', seat: 0, card: 'wool' }, { type: 'ChooseHelperCard', seat: 0, card: 'ore' },
    ]);
    expect(legalHelperCommands(looked, 1)).toEqual([]);
  });

  it('after a use: flip (side A) or any card of the display', () => {
    const s = rich('captain');
    expect(helperExchanges(s, 0)).toEqual(['flip', ...HELPERS_LIST.filter((h) => h !== 'captain')]);
    expect(helperExchanges(holding(s, [{ helper: 'captain', side: 'B' }]), 0)).not.toContain('flip');
  });
});

describe('the bot\'s helper policy', () => {
  it('uses the General against a 7 over the limit, and its move is accepted', () => {
    const s = table({ 1: { wool: 9 } }, [null, 'general']);
    const called = foldWith(helpersAfterRoll(s, [3, 4], null), { ...s, turn: { ...s.turn, pending: { kind: 'discard', counts: [0, 4, 0, 0] } } });
    const move = botHelperMove(called, 1);
    expect(move).toEqual({ type: 'UseHelper', seat: 1, use: { helper: 'general' }, then: 'flip' });
    expect(decideHelpers(move!, called).ok).toBe(true);
  });

  it('takes the Mayor\'s resource it holds fewest of, and keeps the best card the Architect shows', () => {
    const mayor = rich('mayor');
    expect(botHelperMove(mayor, 0)).toMatchObject({ use: { helper: 'mayor' } });
    const s = rich('architect');
    const looked = accepted(s, { type: 'UseHelper', seat: 0, use: { helper: 'architect', draws: [0.99, 0.1, 0.5] }, then: 'flip' }).state;
    const move = botHelperMove(looked, 0);
    expect(move?.type).toBe('ChooseHelperCard');
    expect(decideHelpers(move!, looked).ok).toBe(true);
  });

  it('returns only accepted moves, or none, whatever the helper', () => {
    for (const helper of HELPERS_LIST) {
      const s = rich(helper);
      const move = botHelperMove(s, 0);
      if (move !== null) expect(decideHelpers(withDraws(move), s).ok, helper).toBe(true);
    }
    // The Explorer moves a road where the plan wants one (tests/domain/helpers-bots.test.ts).
    expect(botHelperMove(table({ 0: COSTS.road }, ['explorer']), 0)).toMatchObject({ use: { helper: 'explorer' } });
  });
});

describe('notation', () => {
  const seat = fc.integer({ min: 0, max: 5 });
  const resource = fc.constantFrom(...RESOURCES);
  const helper = fc.constantFrom(...HELPERS_LIST);
  const bundle = fc.dictionary(resource, fc.integer({ min: 1, max: 9 })).map((b) => Object.fromEntries(RESOURCES.filter((r) => b[r]).map((r) => [r, b[r]])));
  const edge = fc.constantFrom('0,0,NE', '-1,2,W', '2,-2,NW');
  const event: fc.Arbitrary<HelpersEvent> = fc.oneof(
    fc.record({ type: fc.constant('HelperDealt' as const), seat, helper }),
    fc.record({ type: fc.constant('HelperCalled' as const), seat, helper: fc.constantFrom('mayor' as const, 'general' as const), effect: fc.constantFrom('take' as const, 'exempt' as const) }),
    fc.record({ type: fc.constant('HelperUsed' as const), seat, helper, side: fc.constantFrom('A' as const, 'B' as const) }),
    fc.record({ type: fc.constant('HelperFlipped' as const), seat, helper }),
    fc.record({ type: fc.constant('HelperExchanged' as const), seat, returned: helper, taken: helper }),
    fc.record({ type: fc.constant('HelperPaid' as const), seat, paid: bundle, instead: bundle }),
    fc.record({ type: fc.constant('HelperResourceTaken' as const), seat, resource }),
    fc.record({ type: fc.constant('MerchantTraded' as const), seat, resource, partners: fc.array(fc.record({ seat, give: fc.option(resource, { nil: null }) }), { minLength: 1, maxLength: 2 }) }),
    fc.record({ type: fc.constant('DiscardExcused' as const), seat }),
    fc.record({ type: fc.constant('RoadMoved' as const), seat, from: edge, to: edge }),
    fc.record({ type: fc.constant('PortOpened' as const), seat, resource }),
    fc.record({ type: fc.constant('KnightDiscarded' as const), seat, from: fc.constantFrom('hand' as const, 'table' as const) }),
    fc.record({ type: fc.constant('HandShown' as const), seat, target: seat, hand: fc.option(bundle, { nil: null }) }),
    fc.record({ type: fc.constant('DeckShown' as const), seat, cards: fc.array(fc.option(fc.constantFrom(...DEV_CARDS), { nil: null }), { minLength: 1, maxLength: 3 }), paid: bundle, instead: bundle }),
    fc.record({ type: fc.constant('HelperChoiceMade' as const), seat }),
  );

  it('reads every helpers event back from its token, as one space-free word', () => {
    fc.assert(fc.property(event, (e) => {
      const token = helpersToken(e);
      expect(token).not.toMatch(/\s/);
      const [word, ...args] = token.split('/');
      expect(readHelpers(word, args)).toEqual(e);
    }), { numRuns: 500 });
  });

  it('leaves other words to others', () => {
    expect(readHelpers('road', ['0', '0,0,NE'])).toBeNull();
  });
});
