// The helpers that trade, take or look (RULES.md §4.2): the Merchant, the Mayor, the General, the
// Captain, the Robber Bride and the Noblewoman, each with its refusals.
import { describe, expect, it } from 'vitest';
import { decide, indexOf, legalCommands, redact, type InPhase } from '../../domain/catan/index.ts';
import {
  helpersAfterRoll, helpersBankRate, helpersCalled, redactHelpers, redactHelpersPart, type HelperUse,
} from '../../domain/catan/modules/helpers/index.ts';
import { hex } from './given.ts';
import { accepted, foldWith, handOf, partOf, play, rejects, table, untilRolled } from './helpers-given.ts';

type Playing = InPhase<'playing'>;
const use = (seat: number, u: HelperUse, then: 'flip' | 'general' = 'flip') => ({ type: 'UseHelper', seat, use: u, then } as const);

describe('A1 the Merchant: name a resource, 1 or 2 opponents each give 1 if they have it and get 1 of your choice back', () => {
  it('trades with each partner who has the resource; a partner without it gives and gets nothing', () => {
    const s = table({ 0: { wool: 2 }, 1: { ore: 1 }, 2: { brick: 1 } }, ['merchant']);
    const { events, state } = accepted(s, use(0, { helper: 'merchant', resource: 'ore', from: [{ seat: 1, give: 'wool' }, { seat: 2, give: 'wool' }] }));
    expect(events[1]).toEqual({ type: 'MerchantTraded', seat: 0, resource: 'ore', partners: [{ seat: 1, give: 'wool' }, { seat: 2, give: null }] });
    expect([handOf(state, 0), handOf(state, 1), handOf(state, 2)]).toEqual([{ wool: 1, ore: 1 }, { wool: 1 }, { brick: 1 }]);
  });

  it('refuses no partner, more than two, yourself, or the same one twice', () => {
    const s = table({ 0: { wool: 3 }, 1: { ore: 1 } }, ['merchant']);
    for (const from of [[], [1, 2, 3], [0], [1, 1]]) {
      rejects(s, use(0, { helper: 'merchant', resource: 'ore', from: from.map((seat) => ({ seat, give: 'wool' as const })) }), 'helpers/bad-demand');
    }
  });

  it('refuses a give-back you cannot pay, and any use outside your turn\'s trading time', () => {
    rejects(table({ 1: { ore: 1 } }, ['merchant']), use(0, { helper: 'merchant', resource: 'ore', from: [{ seat: 1, give: 'wool' }] }), 'rule/insufficient-resources');
    const before = untilRolled(table({ 0: { wool: 1 } }, [null, 'merchant']), 0);
    rejects(before, use(1, { helper: 'merchant', resource: 'ore', from: [{ seat: 0, give: 'wool' }] }), 'rule/not-your-turn');
  });
});

describe('A3 the Mayor: after a production roll that gives you nothing, take 1 resource from the bank', () => {
  it('is called by a roll that pays its holder nothing, in anyone\'s turn (not by a 7, nor a roll that pays)', () => {
    const s = table({}, [null, null, 'mayor']);
    expect(helpersAfterRoll(s, [1, 2], null)).toEqual([{ type: 'HelperCalled', seat: 2, helper: 'mayor', effect: 'take' }]);
    expect(helpersAfterRoll(s, [1, 2], [{}, { ore: 1 }, {}, {}])).toHaveLength(1);
    expect(helpersAfterRoll(s, [1, 2], [{}, {}, { ore: 1 }, {}])).toEqual([]);
    expect(helpersAfterRoll(s, [3, 4], null)).toEqual([]);
    // A card received this turn is not called.
    expect(helpersAfterRoll(table({}, [null, null, { helper: 'mayor', received: 1 }]), [1, 2], null)).toEqual([]);
  });

  it('takes the resource when called, in that turn only', () => {
    const called = foldWith(helpersAfterRoll(table({}, [null, null, 'mayor']), [1, 1], null), table({}, [null, null, 'mayor']));
    expect(helpersCalled(called as Playing)).toEqual([2]);
    const { events, state } = accepted(called, use(2, { helper: 'mayor', resource: 'ore' }));
    expect(helpersCalled(state)).toEqual([]);
    expect(events).toEqual([
      { type: 'HelperUsed', seat: 2, helper: 'mayor', side: 'A' },
      { type: 'HelperResourceTaken', seat: 2, resource: 'ore' },
      { type: 'HelperFlipped', seat: 2, helper: 'mayor' },
    ]);
    expect(handOf(state, 2)).toEqual({ ore: 1 });
    rejects(table({}, [null, null, 'mayor']), use(2, { helper: 'mayor', resource: 'ore' }), 'helpers/not-called');
    const later = play(called, { type: 'EndTurn', seat: 0 });
    rejects(later, use(2, { helper: 'mayor', resource: 'ore' }), 'helpers/not-called');
  });

  it('takes nothing the bank does not have', () => {
    const called = foldWith(helpersAfterRoll(table({}, [null, null, 'mayor']), [1, 1], null), table({}, [null, null, 'mayor'])) as Playing;
    rejects({ ...called, bank: { ...called.bank, ore: 0 } }, use(2, { helper: 'mayor', resource: 'ore' }), 'rule/bank-empty');
  });
});

describe('A5 the General: on any 7, no discard even over the limit; with 7 cards or fewer, 1 resource instead', () => {
  /** Seat 0 rolls a 7 (seat 1 holds the General and `cards` wool); the roll calls the General. */
  function seven(cards: number) {
    const s = table({ 1: { wool: cards }, 2: { ore: 9 } }, [null, 'general']);
    const d = decide({ type: 'RollDice', seat: 0, dice: [3, 4] }, { ...s, turn: { ...s.turn, dice: null } });
    if (!d.ok) throw new Error(d.rejection.code);
    return foldWith(d.events, { ...s, turn: { ...s.turn, dice: null } }) as Playing;
  }

  it('excuses its holder, over the limit, from discarding; the others still discard', () => {
    const s = seven(8);
    expect(partOf(s).calls).toEqual([{ seat: 1, helper: 'general', effect: 'exempt', turn: 1 }]);
    const { events, state } = accepted(s, use(1, { helper: 'general' }));
    expect(events[1]).toEqual({ type: 'DiscardExcused', seat: 1 });
    expect(state.turn.pending).toEqual({ kind: 'discard', counts: [0, 0, 4, 0] });
    expect(handOf(state, 1)).toEqual({ wool: 8 });
    const after = play(state, { type: 'DiscardResources', seat: 2, resources: { ore: 4 } });
    expect(after.turn.pending).toEqual({ kind: 'robber' });
  });

  it('does nothing once its holder has discarded', () => {
    const discarded = play(seven(8), { type: 'DiscardResources', seat: 1, resources: { wool: 4 } });
    rejects(discarded, use(1, { helper: 'general' }), 'helpers/not-called');
  });

  it('with 7 cards or fewer takes 1 resource of its choice', () => {
    const s = seven(7);
    expect(partOf(s).calls[0].effect).toBe('take');
    const { state } = accepted(s, use(1, { helper: 'general', resource: 'grain' }));
    expect(handOf(state, 1)).toEqual({ wool: 7, grain: 1 });
    rejects(s, use(1, { helper: 'general' }), 'command/invalid');
  });

  it('is not called by other rolls', () => {
    rejects(table({}, [null, 'general']), use(1, { helper: 'general', resource: 'ore' }), 'helpers/not-called');
  });
});

describe('the Captain: one resource at 2:1 with the bank for the rest of the turn', () => {
  it('opens the port for its holder, that resource and that turn only', () => {
    const { events, state } = accepted(table({}, ['captain']), use(0, { helper: 'captain', resource: 'grain' }));
    expect(events[1]).toEqual({ type: 'PortOpened', seat: 0, resource: 'grain' });
    expect(helpersBankRate(state, 0, 'grain', 4)).toBe(2);
    expect(helpersBankRate(state, 0, 'ore', 4)).toBe(4);
    expect(helpersBankRate(state, 1, 'grain', 3)).toBe(3);
    expect(helpersBankRate(untilRolled(play(state, { type: 'EndTurn', seat: 0 }), 0), 0, 'grain', 4)).toBe(4);
  });

  it('trades at 2:1 with the bank through TradeWithBank, and lists those trades as legal', () => {
    const { state } = accepted(table({ 0: { grain: 2 } }, ['captain']), use(0, { helper: 'captain', resource: 'grain' }));
    expect(legalCommands(state, 0)).toContainEqual({ type: 'TradeWithBank', seat: 0, give: 'grain', receive: 'ore' });
    const d = decide({ type: 'TradeWithBank', seat: 0, give: 'grain', receive: 'ore' }, state);
    expect(d.ok && d.events).toEqual([{ type: 'MaritimeTraded', seat: 0, give: 'grain', count: 2, receive: 'ore' }]);
  });

  it('is used after the roll', () => {
    const s = table({}, ['captain']);
    rejects({ ...s, turn: { ...s.turn, dice: null } }, use(0, { helper: 'captain', resource: 'grain' }), 'rule/must-roll-first');
  });
});

describe('the Robber Bride: the robber back to the desert, and 1 resource of the hex it left from the bank', () => {
  const away = (s: Playing): Playing => ({ ...s, robber: hex('1.1') });
  const desert = hex('3.3');

  it('moves the robber home and takes the resource of the hex it stood on', () => {
    const s = away(table({}, ['robberBride']));
    const left = indexOf(s).production[indexOf(s).topology.hexIndex.get(hex('1.1'))!]!;
    const { events, state } = accepted(s, use(0, { helper: 'robberBride', hex: desert }));
    expect(events.slice(1, 3)).toEqual([{ type: 'RobberMoved', seat: 0, hex: desert }, { type: 'HelperResourceTaken', seat: 0, resource: left }]);
    expect(state.robber).toBe(desert);
    expect(handOf(state, 0)).toEqual({ [left]: 1 });
  });

  it('may be used before the roll; an empty bank pays nothing', () => {
    const s = away(table({}, ['robberBride']));
    const left = indexOf(s).production[indexOf(s).topology.hexIndex.get(hex('1.1'))!]!;
    const { events } = accepted({ ...s, turn: { ...s.turn, dice: null }, bank: { ...s.bank, [left]: 0 } }, use(0, { helper: 'robberBride', hex: desert }));
    expect(events.map((e) => e.type)).toEqual(['HelperUsed', 'RobberMoved', 'HelperFlipped']);
  });

  it('cannot be used while the robber is in the desert, nor send it elsewhere', () => {
    rejects(table({}, ['robberBride']), use(0, { helper: 'robberBride', hex: desert }), 'helpers/robber-in-desert');
    rejects(away(table({}, ['robberBride'])), use(0, { helper: 'robberBride', hex: hex('2.2') }), 'helpers/not-a-desert');
    rejects(away(table({}, [null, 'robberBride'])), use(1, { helper: 'robberBride', hex: desert }), 'rule/not-your-turn');
  });
});

describe('the Noblewoman: look at the hand of a player with more visible points and take 1 card of it', () => {
  /** Seat 1 holds Longest Road: 2 visible points more than the others. */
  const ahead = (s: Playing): Playing => ({ ...s, longestRoad: 1, longestRoadLength: 5 });
  const s = () => ahead(table({ 1: { ore: 2, wool: 1 }, 2: { brick: 1 } }, ['noblewoman']));

  it('shows the hand to her player, who then chooses the card', () => {
    const looked = accepted(s(), use(0, { helper: 'noblewoman', target: 1 }));
    expect(looked.events[1]).toEqual({ type: 'HandShown', seat: 0, target: 1, hand: { wool: 1, ore: 2 } });
    expect(partOf(looked.state).choice).toEqual({ kind: 'noblewoman', seat: 0, target: 1, hand: { wool: 1, ore: 2 } });
    const taken = accepted(looked.state, { type: 'ChooseHelperCard', seat: 0, card: 'ore' });
    expect(taken.events).toEqual([{ type: 'HelperChoiceMade', seat: 0 }, { type: 'ResourceStolen', thief: 0, victim: 1, resource: 'ore' }]);
    expect([handOf(taken.state, 0), handOf(taken.state, 1)]).toEqual([{ ore: 1 }, { wool: 1, ore: 1 }]);
    expect(partOf(taken.state).choice).toBeNull();
  });

  it('the look is seen by her player only; the card taken, as a steal, by the two players', () => {
    const looked = accepted(s(), use(0, { helper: 'noblewoman', target: 1 }));
    const shown = looked.events[1] as Parameters<typeof redactHelpers>[0];
    expect(redactHelpers(shown, 0)).toEqual(shown);
    for (const viewer of [1, 2, 'spectator'] as const) expect(redactHelpers(shown, viewer)).toMatchObject({ hand: null });
    expect(redactHelpersPart(partOf(looked.state), 2)?.choice).toMatchObject({ hand: null });
    expect(redactHelpersPart(partOf(looked.state), 0)?.choice).toMatchObject({ hand: { ore: 2 } });
    expect(redact({ type: 'ResourceStolen', thief: 0, victim: 1, resource: 'ore' }, 2)).toMatchObject({ resource: null });
  });

  it('refuses a player not ahead, an empty hand, herself, and a card the hand does not hold', () => {
    rejects(s(), use(0, { helper: 'noblewoman', target: 2 }), 'helpers/not-ahead');
    rejects(ahead(table({}, ['noblewoman'])), use(0, { helper: 'noblewoman', target: 1 }), 'helpers/empty-hand');
    rejects(s(), use(0, { helper: 'noblewoman', target: 0 }), 'seat/unknown');
    const looked = accepted(s(), use(0, { helper: 'noblewoman', target: 1 })).state;
    rejects(looked, { type: 'ChooseHelperCard', seat: 0, card: 'brick' }, 'helpers/not-offered');
    rejects(looked, { type: 'ChooseHelperCard', seat: 1, card: 'ore' }, 'helpers/no-choice');
    rejects(s(), { type: 'ChooseHelperCard', seat: 0, card: 'ore' }, 'helpers/no-choice');
  });
});
