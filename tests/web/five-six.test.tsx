// @vitest-environment happy-dom
// The 5–6 player table on crafted streams: the special building phase (a banner for everyone, the
// builder's prompt, Pass instead of End turn, no trade bar and no card to play), Player 2's part
// of a paired turn (bank trades only; a rematch keeps the rule), the alerts and log lines of both,
// the compact player strip and the larger board's tokens and zoom, and what keeps the phone's
// board large: the roll for the first player folded, the dice of a part with no roll left out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardLayout } from '../../web/src/kinds/catan/board/layout.ts';
import { fitPoints, maxZoom, MAX_ZOOM, parseBox, zoomOf } from '../../web/src/kinds/catan/board/viewport.ts';
import { rematchMessage } from '../../web/src/end/rematch.ts';
import { needOf, needText } from '../../web/src/game/alerts.ts';
import { stripName } from '../../web/src/kinds/catan/table/PlayerPanels.tsx';
import { partBanner } from '../../web/src/kinds/catan/table/turn-part.ts';
import { describeEvent } from '../../web/src/i18n/describe.ts';
import { setLanguage, t } from '../../web/src/i18n/index.ts';
import {
  beginnerBoard, decide, evolve, initialState, legalCommands, nextActor, seededRandom, supplyInputs, turnPart, variableBoard,
  type BotLevel, type Command, type Event, type State, type TurnRule,
} from '../../web/src/lib/domain.ts';
import { played } from '../domain/given.ts';
import { click, tick } from './fakes.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_five01';
const NAMES = ['Ana', 'Bruno', 'Carla', 'Dan', 'Eva', 'Filipa'];
const plenty = { brick: 5, lumber: 5, wool: 5, grain: 5, ore: 5 };
const some = { brick: 2, lumber: 2, wool: 2, grain: 2, ore: 2 };

/**
 * A game of `players` played with the domain through set-up and Ana's roll; then everyone holds a
 * knight and some cards (Bruno and Dan plenty), the bank still holding some of each.
 */
function game(players: 5 | 6, turnRule: TurnRule) {
  let s: State = initialState('all');
  const random = seededRandom(11);
  const events: Event[] = [];
  const apply = (e: Event) => {
    events.push(e);
    s = evolve(s, e);
  };
  const run = (c: Command) => {
    const d = decide(supplyInputs(c, random), s);
    if (!d.ok) throw new Error(`${c.type}: ${d.rejection.code}`);
    d.events.forEach(apply);
  };
  run({ type: 'CreateGame', players, board: 'variable', turnRule });
  for (let seat = 0; seat < players; seat++) run({ type: 'ClaimSeat', seat, name: NAMES[seat] });
  while (s.phase === 'setup') run(legalCommands(s, nextActor(s)!)[0]);
  for (let seat = 0; seat < players; seat++) apply({ type: 'DevelopmentCardBought', seat, card: 'knight' });
  run({ type: 'RollDice', seat: 0, dice: [2, 3] } as Command);
  apply({ type: 'ResourcesProduced', gains: Array.from({ length: players }, (_, seat) => (seat === 1 || seat === 3 ? plenty : some)) });
  if (s.phase !== 'playing' || Object.values(s.bank).some((n) => n <= 0)) throw new Error('the bank ran out');
  return { events, run, state: () => s };
}

const button = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the special building phase', () => {
  const after = () => {
    const g = game(5, 'special-building');
    g.run({ type: 'EndTurn', seat: 0 });
    return g;
  };

  it('starts when Ana ends her turn: Bruno builds first, the others after him', () => {
    const part = turnPart(after().state());
    expect(part).toEqual({ kind: 'special-building', builder: 1, after: 0, remaining: [2, 3, 4] });
  });

  it('tells the builder what he may do, and his End turn reads Pass', async () => {
    const { root, net } = await mountGame(GAME, 1, after().events, 'Bruno');
    expect(root.querySelector('[data-part-banner]')?.textContent).toBe('Special building phase: you may build (next: Carla, Dan, Eva)');
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Build or buy development cards, then pass. No cards played, no trades.');
    expect(root.querySelector('[data-end-turn]')?.textContent).toBe('Pass');
    expect(button(root, 'End turn')).toBeUndefined();
    // building and buying are on; trading and playing cards are not
    expect(root.querySelector<HTMLButtonElement>('button[data-build=road]')!.disabled).toBe(false);
    expect(button(root, 'Buy development card')!.disabled).toBe(false);
    expect(root.querySelector('[data-trade-bar]')).toBeNull();
    expect(root.querySelector('.trade-toggle')).toBeNull();
    expect(root.querySelector('[data-no-play]')?.textContent).toBe('No cards are played in the special building phase.');
    expect(root.querySelector<HTMLButtonElement>('[data-card=knight] button')!.disabled).toBe(true);
    expect(root.querySelector('[data-seat="1"] .tag-turn')?.textContent).toBe('building');
    await click(root.querySelector('[data-end-turn]'));
    expect(net.last('command')?.command).toEqual({ type: 'EndTurn' });
  });

  it('shows everyone else who builds and who is next, and the log says so', async () => {
    const { root } = await mountGame(GAME, 3, after().events, 'Dan');
    expect(root.querySelector('[data-part-banner]')?.textContent).toBe('Special building phase: Bruno may build (next: Carla, Dan, Eva)');
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Waiting for Bruno.');
    expect(root.querySelector('[data-end-turn]')).toBeNull();
    const log = [...root.querySelectorAll('.log-lines li')].map((li) => li.textContent);
    expect(log).toContain('Special building phase, in this order: Bruno, Carla, Dan, Eva.');
  });

  it('names the last builder, and ends with the next turn', async () => {
    const g = after();
    for (const seat of [1, 2, 3]) g.run({ type: 'EndTurn', seat });
    const { root } = await mountGame(GAME, 0, g.events);
    expect(root.querySelector('[data-part-banner]')?.textContent).toBe('Special building phase: Eva may build; then the next turn');
    g.run({ type: 'EndTurn', seat: 4 });
    document.body.innerHTML = '';
    const next = await mountGame(GAME, 1, g.events, 'Bruno');
    expect(next.root.querySelector('[data-part-banner]')).toBeNull();
    expect(next.root.querySelector('[data-prompt]')?.textContent).toBe('Your turn: roll the dice.');
    const log = [...next.root.querySelectorAll('.log-lines li')].map((li) => li.textContent);
    expect(log).toContain('Eva is done building.');
  });

  it('alerts the builder once: "Your turn to build"', () => {
    const s = after().state();
    const need = needOf(s, 1);
    expect(need?.kind).toBe('build');
    expect(needText(need!, s)).toBe('Your turn to build');
    expect(needOf(s, 0)).toBeNull();
    expect(needOf(s, 2)).toBeNull();
  });
});

describe('paired players', () => {
  it('gives Player 2 (three seats on) a part after Player 1: bank trades and building, no offers to players', async () => {
    const g = game(6, 'paired');
    expect(turnPart(g.state())).toEqual({ kind: 'paired', player1: 0, player2: 3, part: 1 });
    expect(partBanner(g.state(), 1, t)).toBe('Paired turn: Ana, then Dan');
    expect(partBanner(g.state(), 0, t)).toBe('Paired turn: you, then Dan');
    expect(partBanner(g.state(), 3, t)).toBe('Paired turn: Ana, then you');
    // a rematch keeps the table: six seats, the board kind and the turn rule
    const s = g.state();
    if (s.phase === 'none') throw new Error('no table');
    expect(rematchMessage(s, GAME)).toMatchObject({ players: 6, board: 'variable', turnRule: 'paired' });
    g.run({ type: 'EndTurn', seat: 0 });
    const { root } = await mountGame(GAME, 3, g.events, 'Dan');
    expect(root.querySelector('[data-part-banner]')?.textContent).toBe('Your part (paired with Ana): build and trade with the bank');
    expect(root.querySelector('[data-prompt]')?.textContent).toMatch(/^Build, trade with the bank or harbors/);
    expect(root.querySelector('[data-end-turn]')?.textContent).toBe('End your part');
    expect(root.querySelector('[data-bank-only]')?.textContent).toBe('Your part: the bank and harbors only');
    expect(button(root, 'Offer trade')).toBeUndefined();
    expect(root.querySelector('[data-trade-bar] [data-bank]')).not.toBeNull();
    expect(needOf(g.state(), 3)?.kind).toBe('part');
  });

  it('shows the others whose part it is', async () => {
    const g = game(6, 'paired');
    g.run({ type: 'EndTurn', seat: 0 });
    const { root } = await mountGame(GAME, 1, g.events, 'Bruno');
    expect(root.querySelector('[data-part-banner]')?.textContent).toBe('Dan’s part (paired with Ana): build and trade with the bank');
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Waiting for Dan.');
    const log = [...root.querySelectorAll('.log-lines li')].map((li) => li.textContent);
    expect(log).toContain('Dan plays their part of the turn, paired with Ana.');
  });
});

describe('six seats on a phone and a larger board', () => {
  const g6 = () => {
    const s = game(6, 'special-building').state();
    if (s.phase !== 'playing') throw new Error('not playing');
    return s;
  };

  it('draws the player strip compact for five or six seats', async () => {
    const g = game(6, 'special-building');
    const { root } = await mountGame(GAME, 0, g.events);
    const strip = root.querySelector('.player-strip')!;
    expect(strip.classList.contains('strip-compact')).toBe(true);
    expect(strip.querySelectorAll('.strip-player')).toHaveLength(6);
    expect(root.querySelector('.player-list')?.getAttribute('data-seats')).toBe('6');
  });

  it('names a bot in the compact strip without its "Bot ", so that five or six names read', () => {
    const s = g6();
    const levels: (BotLevel | null)[] = [null, 'easy', 'good', 'expert', null, null];
    const bots = { ...s, names: ['Ana', 'Bot Bruno', 'Bot', 'Bot Dan', 'Eva', null], levels };
    expect([0, 1, 2, 3, 4, 5].map((seat) => stripName(bots, seat, true))).toEqual(['Ana', 'Bruno', 'Bot', 'Dan', 'Eva', null]);
    // four seats or fewer have room for the whole name; a person's name is never cut
    expect(stripName(bots, 1, false)).toBe('Bot Bruno');
    expect(stripName({ ...bots, names: ['Bot Ana', ...bots.names.slice(1)] }, 0, true)).toBe('Bot Ana');
  });

  it('marks the parts with no roll of their own (the special building phase, Player 2\'s part), whose dice a phone leaves out', async () => {
    const sbp = game(5, 'special-building');
    sbp.run({ type: 'EndTurn', seat: 0 });
    const paired = game(6, 'paired');
    const first = await mountGame(GAME, 3, paired.events, 'Dan');
    expect(first.root.querySelector('[data-part-banner]')?.hasAttribute('data-no-roll')).toBe(false);
    document.body.innerHTML = '';
    paired.run({ type: 'EndTurn', seat: 0 });
    for (const events of [sbp.events, paired.events]) {
      const { root } = await mountGame(GAME, 1, events, 'Bruno');
      expect(root.querySelector('[data-part-banner]')?.hasAttribute('data-no-roll')).toBe(true);
      document.body.innerHTML = '';
    }
  });

  it('folds the roll for the first player to who starts on a phone, and unfolds it on a tap', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }));
    const started = played([], { type: 'CreateGame', players: 3, board: 'variable', seed: 4, firstPlayer: 'roll' },
      { type: 'ClaimSeat', seat: 0, name: 'Ana', ready: false }, { type: 'ClaimSeat', seat: 1, name: 'Bot Bruno', bot: true, level: 'easy' },
      { type: 'ClaimSeat', seat: 2, name: 'Chiara', dice: [2, 2, 4, 5, 6, 3, 1, 2, 4, 4] }, { type: 'MarkReady', seat: 0, dice: [2, 2, 4, 5, 6, 3, 1, 2, 4, 4] });
    const { root } = await mountGame('game_roll02', 0, started);
    // The table start is drawn once the stream is folded: wait for it by time, not by a count of
    // ticks (a busy machine takes more of them).
    const roll = await vi.waitFor(() => {
      const found = root.querySelector<HTMLDetailsElement>('details.first-roll');
      if (!found) throw new Error('no roll for the first player yet');
      return found;
    }, { timeout: 5_000, interval: 10 });
    expect(roll.open).toBe(false);
    expect(roll.querySelector('summary')?.textContent).toBe('Roll for the first playerChiara starts');
    roll.open = true;
    roll.dispatchEvent(new Event('toggle'));
    await tick();
    expect(roll.querySelector('.first-roll-short')).toBeNull();
    expect(roll.querySelectorAll('.roll-round')).toHaveLength(2);
  });

  it('draws the tokens of the 30-hex board larger, and lets it zoom as close as the base board', () => {
    const large = boardLayout(variableBoard(5, 3), 5);
    const base = boardLayout(beginnerBoard(), 4);
    expect(base.ink).toBe(1);
    expect(large.ink).toBeGreaterThan(1.1);
    expect(maxZoom(parseBox(base.viewBox))).toBe(MAX_ZOOM);
    expect(maxZoom(parseBox(large.viewBox))).toBeGreaterThan(3.4);
  });

  it('zooms to spots close together far enough to tap them in a small frame, but never past a spot', () => {
    const full = parseBox(boardLayout(variableBoard(5, 3), 5).viewBox);
    const road = [{ x: 0, y: 0 }, { x: 87, y: 50 }, { x: 0, y: 100 }];
    const near = fitPoints(full, road, 120, 6, 4.5);
    expect(zoomOf(full, near)).toBeCloseTo(4.5);
    for (const p of road) expect(p.x > near.x && p.x < near.x + near.w && p.y > near.y && p.y < near.y + near.h).toBe(true);
    // spread over the board: shown whole, however small the frame
    const far = fitPoints(full, [{ x: full.x + 50, y: 0 }, { x: full.x + full.w - 50, y: 0 }], 120, 6, 4.5);
    expect(zoomOf(full, far)).toBeCloseTo(1);
  });

  it('writes the new log lines and words in each language', async () => {
    const e = (x: Event) => x;
    const ctx = { names: NAMES, colours: ['red', 'blue', 'orange', 'white', 'green', 'brown'], board: null };
    const lines = async (lang: 'en' | 'pt' | 'ro') => {
      await setLanguage(lang);
      return [
        ...describeEvent(e({ type: 'SpecialBuildingStarted', after: 0, order: [1] }), ctx, t),
        ...describeEvent(e({ type: 'SpecialBuildingPassed', seat: 1 }), ctx, t),
        ...describeEvent(e({ type: 'PairedPartStarted', player1: 0, player2: 3 }), ctx, t),
        ...describeEvent(e({ type: 'PairedPartEnded', seat: 3 }), ctx, t),
        t('colour.brown'),
      ];
    };
    expect(await lines('en')).toEqual(['Special building phase, in this order: Bruno.', 'Bruno is done building.',
      'Dan plays their part of the turn, paired with Ana.', 'Dan ended their part of the turn.', 'brown']);
    expect((await lines('pt'))[0]).toBe('Fase especial de construção, por esta ordem: Bruno.');
    expect((await lines('ro'))[4]).toBe('maro');
    await setLanguage('en');
  });
});
