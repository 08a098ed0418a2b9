// @vitest-environment happy-dom
// Every base-game action from the UI, on crafted streams: development cards (knight, Year of
// Plenty, Monopoly; VP cards seen by their owner), the robber's victim, domestic trade (offer,
// accept, counter, confirm, cancel) and maritime trade at the best ratio.
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { beginnerBoard, beginnerStart, boardIndex, type Event, type Viewer } from '../../web/src/lib/domain.ts';
import { click, started, tick } from './fakes.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_acts01';

const rich: Event = { type: 'ResourcesProduced', gains: [{ brick: 4, lumber: 4, wool: 4, grain: 4, ore: 4 }, { ore: 2, wool: 1 }, { grain: 1 }] };

async function mount(viewer: Viewer, extra: Event[]) {
  const { net, root, held: start } = await mountGame(GAME, viewer, [...started(), rich, ...extra], 'x');
  await tick();
  let held = start;
  /** The server accepts the last command, and its item (empty here) reaches the stream. */
  const accept = async () => {
    const { commandId } = net.last('command')!;
    const version = ++held;
    net.push({ type: 'accepted', commandId, version });
    net.push({ type: 'events', gameId: GAME, viewer: viewer as number, head: version, items: [{ version, commandId, events: [] }] });
    await tick();
  };
  return { net, root, accept };
}

const button = (root: Element, text: string | RegExp) =>
  [...root.querySelectorAll('button')].find((b) => (typeof text === 'string' ? b.textContent?.trim().startsWith(text) : text.test(b.textContent ?? '')));

/** Ana (seat 0) bought these cards last turn; it is her turn 4 now, dice rolled. */
const boughtEarlier = (...cards: ('knight' | 'yearOfPlenty' | 'monopoly' | 'victoryPoint')[]): Event[] => [
  ...cards.map((card): Event => ({ type: 'DevelopmentCardBought', seat: 0, card })),
  { type: 'DiceRolled', seat: 0, dice: [2, 2] }, { type: 'TurnEnded', seat: 0, next: 1 },
  { type: 'DiceRolled', seat: 1, dice: [2, 2] }, { type: 'TurnEnded', seat: 1, next: 2 },
  { type: 'DiceRolled', seat: 2, dice: [2, 2] }, { type: 'TurnEnded', seat: 2, next: 0 },
  { type: 'DiceRolled', seat: 0, dice: [5, 4] },
];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('development cards', () => {
  it('shows the owner their cards, VP cards included, and counts them in their points only', async () => {
    const { root } = await mount(0, boughtEarlier('victoryPoint', 'knight'));
    expect(root.querySelector('[data-card=victoryPoint]')?.textContent).toContain('Victory Point');
    expect(root.querySelector('.player-me [data-vp]')?.getAttribute('data-vp')).toBe('3');
    document.body.innerHTML = '';
    const other = await mount(1, boughtEarlier('victoryPoint', 'knight'));
    expect(other.root.querySelector('.devcards [data-card]')).toBeNull();
    expect(other.root.querySelector('[data-seat="0"] [data-vp]')?.getAttribute('data-vp')).toBe('2');
    expect(other.root.querySelector('[data-seat="0"] [data-devcards]')?.getAttribute('data-devcards')).toBe('2');
  });

  it('plays a knight, then the robber: a hex, then whom to rob', async () => {
    const { net, root } = await mount(0, boughtEarlier('knight'));
    await click(button(root.querySelector('[data-card=knight]')!, 'Play'));
    expect(net.last('command')?.command).toEqual({ type: 'PlayKnight' });
    document.body.innerHTML = '';
    const robber = await mount(0, [...boughtEarlier('knight'), { type: 'KnightPlayed', seat: 0 }]);
    expect(robber.root.querySelector('[data-prompt]')?.textContent).toBe('Move the robber: pick a highlighted hex.');
    expect(robber.root.querySelectorAll('.spot-hex')).toHaveLength(18);
    // A hex next to Bruno's first settlement (seat 1 has cards): choosing it asks whom to rob.
    const { topology } = boardIndex(beginnerBoard(), 3);
    const v = topology.vertexIndex.get(beginnerStart(3)[1].settlements[0])!;
    const hexKey = topology.vertexHexes[v].map((h) => topology.hexes[h]).find((h) => robber.root.querySelector(`.spot-hex[data-spot="${h}"]`))!;
    await click(robber.root.querySelector(`.spot-hex[data-spot="${hexKey}"]`));
    const dialog = robber.root.querySelector('dialog[open]')!;
    expect(dialog.querySelector('h2')?.textContent).toMatch(/^Whom do you rob\?/);
    await click(button(dialog, /^Bruno \(\d+ cards\)$/));
    expect(robber.net.last('command')?.command).toEqual({ type: 'MoveRobber', hex: hexKey, victim: 1 });
  });

  it('plays Year of Plenty with two chosen resources, and Monopoly on one', async () => {
    const { net, root } = await mount(0, boughtEarlier('yearOfPlenty', 'monopoly'));
    await click(button(root.querySelector('[data-card=yearOfPlenty]')!, 'Play'));
    const dialog = root.querySelector('dialog[open]')!;
    expect(dialog.querySelector('h2')?.textContent).toMatch(/Year of Plenty/);
    await click(dialog.querySelector('[aria-label="More ore"]'));
    await click(dialog.querySelector('[aria-label="More ore"]'));
    expect((dialog.querySelector('[aria-label="More grain"]') as HTMLButtonElement).disabled).toBe(true);
    await click(button(dialog, 'Take these'));
    expect(net.last('command')?.command).toEqual({ type: 'PlayYearOfPlenty', resources: { ore: 2 } });
    document.body.innerHTML = '';
    const m = await mount(0, boughtEarlier('monopoly'));
    await click(button(m.root.querySelector('[data-card=monopoly]')!, 'Play'));
    await click(button(m.root.querySelector('dialog[open]')!, 'wool'));
    expect(m.net.last('command')?.command).toEqual({ type: 'PlayMonopoly', resource: 'wool' });
  });
});

describe('trade', () => {
  const mainPhase: Event[] = [{ type: 'DiceRolled', seat: 0, dice: [5, 4] }];

  it('lets the active player offer by clicking hand cards and wanted resources, and trade with the bank at 4:1', async () => {
    const { net, root, accept } = await mount(0, mainPhase);
    const bar = () => root.querySelector('[data-trade-bar]')!;
    const card = (r: string) => root.querySelector(`.hand [data-resource=${r}] button`);
    await click(card('brick'));
    await click(bar().querySelector('[data-want=ore]'));
    expect((bar().querySelector('[data-want=brick]') as HTMLButtonElement).disabled).toBe(true);
    expect(bar().querySelector('[data-chip=brick]')?.getAttribute('aria-label')).toBe('Give one brick less');
    await click(button(bar(), 'Offer trade'));
    expect(net.last('command')?.command).toEqual({ type: 'OfferTrade', give: { brick: 1 }, want: { ore: 1 } });
    expect(bar().querySelector('[data-chip]')).toBeNull(); // the picks are cleared once sent
    await accept();

    expect(root.querySelector('.hand [data-resource=lumber] .ratio')?.textContent).toBe('4:1');
    for (let i = 0; i < 3; i++) await click(card('lumber'));
    await click(bar().querySelector('[data-want=ore]'));
    expect((bar().querySelector('[data-bank]') as HTMLButtonElement).disabled).toBe(true); // 3 is not the rate
    await click(card('lumber'));
    await click(button(bar(), 'Trade 4 lumber for 1 ore'));
    expect(net.last('command')?.command).toEqual({ type: 'TradeWithBank', give: 'lumber', receive: 'ore' });
  });

  it('aims an offer at one player: only that player\'s acceptance can be confirmed', async () => {
    const { net, root } = await mount(0, mainPhase);
    const bar = root.querySelector('[data-trade-bar]')!;
    await click(root.querySelector('.hand [data-resource=grain] button'));
    await click(bar.querySelector('[data-want=wool]'));
    const to = bar.querySelector('select')!;
    to.value = '2';
    to.dispatchEvent(new Event('change', { bubbles: true }));
    await tick();
    await click(button(bar, 'Offer trade'));
    expect(net.last('command')?.command).toEqual({ type: 'OfferTrade', give: { grain: 1 }, want: { wool: 1 }, to: 2 });
    const { commandId } = net.last('command')!;
    const held = Number(root.querySelector('main')?.getAttribute('data-version'));
    net.push({ type: 'events', gameId: GAME, viewer: 0, head: held + 1, items: [{ version: held + 1, commandId, events: [
      { type: 'TradeOffered', seat: 0, give: { grain: 1 }, want: { wool: 1 }, to: 2 }, { type: 'TradeAccepted', seat: 2 }] }] });
    await tick();
    const pop = root.querySelector('.offer-pop')!;
    expect(pop.querySelector('h2')?.textContent).toBe('Your offer to Carla');
    expect(pop.textContent).not.toContain('Bruno');
    expect(button(pop, 'Trade with Bruno')).toBeUndefined();
    await click(button(pop, 'Trade with Carla'));
    expect(net.last('command')?.command).toEqual({ type: 'ConfirmTrade', partner: 2 });
  });

  it('lets another player accept, decline or counter an open offer from the pop-up', async () => {
    const offer: Event = { type: 'TradeOffered', seat: 0, give: { brick: 1 }, want: { ore: 1 } };
    const { net, root, accept } = await mount(1, [...mainPhase, offer]);
    const pop = root.querySelector('.offer-pop')!;
    expect(pop.getAttribute('role')).toBe('dialog');
    expect(pop.querySelector('h2')?.textContent).toBe('Ana offers you a trade');
    expect(pop.textContent).toContain('1 brick');
    expect(pop.textContent).toContain('1 ore');
    await click(button(pop, 'Accept'));
    expect(net.last('command')?.command).toEqual({ type: 'AcceptTrade' });
    await accept();
    await click(button(pop, 'Decline'));
    expect(net.last('command')?.command).toEqual({ type: 'DeclineTrade' });
    await accept();
    await click(button(pop, 'Counter-offer'));
    const counter = pop.querySelector('.counter')!;
    // It starts from the offer's own terms (ore for brick); change it to wool for grain.
    expect(counter.querySelector('[data-counter=give-ore]')?.classList.contains('on')).toBe(true);
    for (const b of counter.querySelectorAll('button.link')) await click(b);
    await click(counter.querySelector('[data-counter=give-wool]'));
    await click(counter.querySelector('[data-counter=want-grain]'));
    await click(button(counter, 'Send counter-offer'));
    expect(net.last('command')?.command).toEqual({ type: 'CounterTrade', give: { wool: 1 }, want: { grain: 1 } });
  });

  it('lets the active player confirm with one partner (accepted or countered), or withdraw', async () => {
    const events: Event[] = [...mainPhase,
      { type: 'TradeOffered', seat: 0, give: { brick: 1 }, want: { ore: 1 } },
      { type: 'TradeAccepted', seat: 1 },
      { type: 'TradeCountered', seat: 2, give: { grain: 1 }, want: { wool: 1 } }];
    const { net, root, accept } = await mount(0, events);
    const trade = root.querySelector('.trade')!;
    expect(trade.textContent).toContain('Bruno accepts');
    expect(trade.textContent).toContain('Carla counters: gives 1 grain for 1 wool');
    await click(button(trade, 'Trade with Carla'));
    expect(net.last('command')?.command).toEqual({ type: 'ConfirmTrade', partner: 2 });
    await accept();
    await click(button(trade, 'Withdraw offer'));
    expect(net.last('command')?.command).toEqual({ type: 'CancelTrade' });
  });
});

describe('end of turn and language', () => {
  it('ends the turn, and the whole screen follows a language switch', async () => {
    const { net, root } = await mount(0, [{ type: 'DiceRolled', seat: 0, dice: [5, 4] }]);
    await click(button(root, 'End turn'));
    expect(net.last('command')?.command).toEqual({ type: 'EndTurn' });
    await setLanguage('ro');
    await tick();
    expect(root.querySelector('.hand h2')?.textContent).toMatch(/^Mâna ta/);
    expect(root.querySelector('.log h2')?.textContent).toBe('Jurnalul jocului');
    expect(root.querySelector('.log-lines')?.textContent).toMatch(/a aruncat 9/);
    await setLanguage('pt');
    await tick();
    expect(root.querySelector('.log-lines')?.textContent).toMatch(/lançou 9/);
    await setLanguage('en');
  });
});
