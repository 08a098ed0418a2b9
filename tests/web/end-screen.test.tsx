// @vitest-environment happy-dom
// The end of a game: points by source adding up to each player's score, the hidden Victory Point
// cards revealed once the stream is open to all, dice and production stats, the replay, and a
// rematch every player of the table reaches through the same createId.
import { afterEach, describe, expect, it } from 'vitest';
import { gameIdFor } from '../../functions/app/seats.ts';
import { rematchCreateId, rematchGameId, rematchMessage } from '../../web/src/end/rematch.ts';
import { diceRolls, gainsTotal, pointsBySource, producedBySeat } from '../../web/src/kinds/catan/end/stats.ts';
import { fold, initialState, simulate, totalPoints, type InPhase } from '../../web/src/lib/domain.ts';
import { tick, TOKEN } from './fakes.ts';
import { mountGame } from './mount.tsx';

const GAME = 'end_screen01';

/** A whole game whose winner held a Victory Point card (so the reveal shows something). */
function finishedGame() {
  for (let seed = 1; seed < 200; seed++) {
    const game = simulate(seed, { players: 4, board: 'variable' });
    const s = fold(game.events, initialState('all'));
    if (s.phase === 'finished' && s.devCards.some((d) => d.victoryPoint > 0)) return { events: game.events, s };
  }
  throw new Error('no game with a Victory Point card');
}

const { events, s } = finishedGame() as { events: ReturnType<typeof simulate>['events']; s: InPhase<'finished'> };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('end-of-game numbers', () => {
  it('splits every player\'s points by source, adding up to their score', () => {
    const rows = pointsBySource(s);
    expect(rows).toHaveLength(4);
    for (const r of rows) expect(r.total).toBe(totalPoints(s, r.seat));
    expect(rows[s.winner].total).toBe(s.points);
    expect(rows.reduce((n, r) => n + r.victoryPointCards, 0)).toBe(s.devCards.reduce((n, d) => n + d.victoryPoint, 0));
  });

  it('counts every roll and every card the dice produced', () => {
    expect(diceRolls(events)).toHaveLength(events.filter((e) => e.type === 'DiceRolled').length);
    const produced = producedBySeat(events, 4);
    const all = events.flatMap((e) => (e.type === 'ResourcesProduced' ? e.gains : []))
      .reduce((n, g) => n + Object.values(g).reduce((a, b) => a + (b ?? 0), 0), 0);
    expect(produced.reduce((n, g) => n + gainsTotal(g), 0)).toBe(all);
  });
});

describe('a rematch', () => {
  it('is the game the server makes from a createId every player derives alike', async () => {
    expect(rematchCreateId(GAME)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await rematchGameId(GAME)).toBe(gameIdFor(rematchCreateId(GAME)));
  });

  it('has the same table: players, board kind, timer and bots in the same seats', () => {
    const table = { ...s, levels: [null, 'easy', null, 'good'] as const, timer: 120 };
    expect(rematchMessage(table, GAME)).toEqual({
      type: 'createGame', players: 4, board: 'variable', createId: `rematch-${GAME}`, bots: [null, 'easy', null, 'good'], timer: 120,
    });
    expect(rematchMessage({ ...s, timer: 0, levels: [null, null, null, null] }, GAME)).not.toHaveProperty('bots');
  });

  it('keeps the roll for the first player, and the turn rule and mini-expansions', () => {
    const table = { ...s, firstPlayer: 'roll' as const, players: 5, modules: ['paired', 'friends'] };
    expect(rematchMessage(table, GAME)).toMatchObject({ players: 5, firstPlayer: 'roll', turnRule: 'paired', modules: ['friends'] });
    expect(rematchMessage({ ...s, firstPlayer: 'seat' }, GAME)).not.toHaveProperty('firstPlayer');
  });
});

describe('the end screen', () => {
  it('opens over the table with the results, the revealed cards, the stats, the replay and a rematch', async () => {
    const { net, root } = await mountGame(GAME, 0, events);
    // Once the game is over the server sends the whole stream, unredacted (here as a catch-up).
    net.push({ type: 'events', gameId: GAME, viewer: 'all', head: events.length, reqId: 'catch-up', items: events.map((e, i) => ({ version: i + 1, events: [e] })) });
    expect(root.querySelector('main')?.getAttribute('data-phase')).toBe('finished');
    // The end screen's code is fetched when the game ends.
    for (let i = 0; i < 100 && !root.querySelector('.end-screen'); i++) await new Promise((r) => setTimeout(r, 50));
    const screen = root.querySelector('.end-screen');
    expect(screen).not.toBeNull();
    expect(screen!.getAttribute('data-winner')).toBe(String(s.winner));
    const rows = [...root.querySelectorAll('.end-points tbody tr')];
    expect(rows).toHaveLength(4);
    expect(rows[s.winner].querySelector('.end-total')?.textContent).toBe(String(s.points));
    const revealed = [...root.querySelectorAll('.end-revealed li')].map((li) => [Number(li.getAttribute('data-seat')), Number(li.getAttribute('data-vp-cards'))]);
    expect(revealed).toEqual(s.devCards.flatMap((d, seat) => (d.victoryPoint > 0 ? [[seat, d.victoryPoint]] : [])));
    expect(root.querySelector('.end-revealed li')?.textContent).toMatch(/Victory Point cards?$/);
    expect(root.querySelectorAll('.end-screen .chart [data-total]')).toHaveLength(11);
    expect(root.querySelectorAll('.end-resources tbody tr')).toHaveLength(4);
    expect(root.querySelector(`.end-actions a[href="/replay/${GAME}"]`)?.textContent).toBe('Open the replay');

    // Someone else started the rematch: the button says so.
    const rematchId = await rematchGameId(GAME);
    for (let i = 0; i < 100 && net.last('ping')?.gameId !== rematchId; i++) await new Promise((r) => setTimeout(r, 20));
    const ping = net.last('ping')!;
    expect(ping.gameId).toBe(rematchId);
    const button = () => root.querySelector('.end-rematch') as HTMLButtonElement;
    expect(button().textContent).toBe('Rematch');
    net.push({ type: 'pong', reqId: ping.reqId, gameId: rematchId!, head: 2 });
    await tick();
    expect(button().textContent).toBe('Rematch: join');

    // Joining it: the same createId creates or finds the game, then the old seat is asked for.
    button().click();
    await tick();
    const create = net.last('createGame')!;
    expect(create).toMatchObject({ createId: `rematch-${GAME}`, players: 4, board: 'variable' });
    net.push({ type: 'created', reqId: create.reqId, gameId: rematchId! });
    await tick();
    const join = net.last('joinGame')!;
    expect(join).toMatchObject({ gameId: rematchId, seat: 0, name: 'Ana' });
    net.push({ type: 'joined', reqId: join.reqId, gameId: rematchId!, seat: 0, seatToken: TOKEN });
    await tick();
    expect(location.pathname).toBe(`/game/${rematchId}`);
  });
});
