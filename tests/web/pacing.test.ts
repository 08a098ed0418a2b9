// Bots at a readable pace: records of server-played seats pushed live are shown one at a time
// with a pause (shorter while a backlog waits), never reordered; a record that needs this
// player's answer, or settles their own command, waits for no pause of its own; catch-ups are
// shown at once; the fold stays exact (contiguous versions, duplicates dropped).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awaitedSeats, fold, initialState, type BotLevel, type State } from '../../web/src/lib/domain.ts';
import type { StreamItem } from '../../web/src/lib/protocol.ts';
import { createGameActions } from '../../web/src/state/game-actions.ts';
import { createGameState } from '../../web/src/state/game-state.ts';
import type { PacingOptions } from '../../web/src/state/pacing.ts';
import { PACES, type BotPace } from '../../web/src/game/bot-pace.ts';
import { fakeConnection, memoryStore, ScriptedGame, TOKEN } from './fakes.ts';

const GAME = 'game_pacing1';

function setup(seats: readonly (BotLevel | null)[], pacing?: false | (() => PacingOptions)) {
  const net = fakeConnection();
  const game = createGameState(GAME, { seat: 0, seatToken: TOKEN, name: 'Ana' });
  const actions = createGameActions(game, net.connection, memoryStore(), { session: memoryStore(), retryMs: 5_000, ...(pacing !== undefined ? { pacing } : {}) });
  const script = ScriptedGame.seated(seats);
  /** A frame as the server sends it to seat 0: a catch-up answers the latest resume. */
  const send = (items: readonly StreamItem[], catchUp = false) => net.push({
    type: 'events', gameId: GAME, viewer: 0, head: script.items.length, items: ScriptedGame.redacted(items, 0),
    ...(catchUp ? { reqId: net.last('resume')!.reqId } : {}),
  });
  return { net, game, actions, script, send };
}

/** Advances the clock in small steps; the times (ms from now) at which the shown version changed, with it. */
async function timeline(game: ReturnType<typeof createGameState>, totalMs: number, stepMs = 50): Promise<[number, number][]> {
  const changes: [number, number][] = [];
  let seen = game.version.value;
  for (let t = stepMs; t <= totalMs; t += stepMs) {
    await vi.advanceTimersByTimeAsync(stepMs);
    if (game.version.value !== seen) {
      seen = game.version.value;
      changes.push([t, seen]);
    }
  }
  return changes;
}

const myTurnToPlace = (s: State) => s.phase === 'setup' && awaitedSeats(s)[0] === 0;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pacing the bots', () => {
  it('shows a burst of bot records one at a time, ~700 ms apart, and the record that awaits me without a pause', async () => {
    const { game, script, send } = setup([null, 'good', 'easy']);
    // GIVEN a catch-up up to my first set-up pieces
    script.step(0);
    script.step(0);
    send(script.items, true);
    const held = game.version.value;
    expect(held).toBe(script.items.length);
    // WHEN the bots place theirs, all pushed at once (the server plays at full speed)
    const burst = script.until(myTurnToPlace);
    expect(burst).toHaveLength(8);
    send(burst);
    // THEN the first shows at once, and the others wait
    expect(game.version.value).toBe(held + 1);
    expect(game.incoming.value).toHaveLength(7);
    expect(game.received.value).toBe(held + 8);
    const changes = await timeline(game, 6_000);
    // one record every 700 ms; the last (it makes it my turn) lands with the one before it
    expect(changes).toEqual([[700, held + 2], [1400, held + 3], [2100, held + 4], [2800, held + 5], [3500, held + 6], [4200, held + 8]]);
    expect(game.incoming.value).toHaveLength(0);
    expect(game.state.value).toEqual(fold(ScriptedGame.redacted(script.items, 0).flatMap((i) => i.events), initialState(0)));
    expect(game.legal.value.length).toBeGreaterThan(0);
  });

  it('shortens the pause to ~150 ms while more than 8 records wait', async () => {
    const { game, script, send } = setup([null, 'good', 'good', 'expert']);
    script.step(0);
    script.step(0);
    send(script.items, true);
    const held = game.version.value;
    const burst = script.until(myTurnToPlace);
    expect(burst).toHaveLength(12);
    send(burst);
    const changes = await timeline(game, 7_000);
    // 11 wait after the first: 150 ms while more than 8 wait, then 700 ms
    expect(changes.map(([t]) => t)).toEqual([150, 300, 450, 1150, 1850, 2550, 3250, 3950, 4650, 5350]);
    expect(changes.at(-1)![1]).toBe(held + 12);
  });

  it('reads the player\'s pace at each record: switched to fast mid-burst, the rest come ~120 ms apart', async () => {
    let pace: BotPace = 'readable';
    const { game, script, send } = setup([null, 'good', 'easy'], () => PACES[pace]);
    script.step(0);
    script.step(0);
    send(script.items, true);
    const held = game.version.value;
    send(script.until(myTurnToPlace));
    await vi.advanceTimersByTimeAsync(700);
    expect(game.version.value).toBe(held + 2);
    pace = 'fast';
    // the pause already begun ends as it was; from the next record on, the fast one
    const changes = await timeline(game, 2_000, 10);
    expect(changes.map(([t]) => t)).toEqual([700, 820, 940, 1060, 1180]);
    expect(changes.at(-1)![1]).toBe(held + 8);
  });

  it('keeps the order: a person\'s record behind a bot\'s waits for the pause, then shows at once', async () => {
    const { game, script, send } = setup([null, 'good', null]);
    script.step(0);
    script.step(0);
    send(script.items, true);
    const held = game.version.value;
    // seat 1 (bot) places both pieces, then seat 2 (Carla, a person) places a settlement
    const burst = [script.step(), script.step(), script.step()];
    send(burst.slice(0, 2));
    expect(game.version.value).toBe(held + 1);
    await vi.advanceTimersByTimeAsync(300);
    send(burst.slice(2));
    expect(game.version.value).toBe(held + 1);
    await vi.advanceTimersByTimeAsync(400);
    expect(game.version.value).toBe(held + 2);
    // Carla's record waits for the pause after the bot's road, and no longer
    await vi.advanceTimersByTimeAsync(699);
    expect(game.version.value).toBe(held + 2);
    await vi.advanceTimersByTimeAsync(1);
    expect(game.version.value).toBe(held + 3);
    // a person's record with nothing waiting shows at once
    send([script.step()]);
    expect(game.version.value).toBe(held + 4);
  });

  it('drops duplicates, and asks for a catch-up on a gap, keeping versions contiguous', async () => {
    const { net, game, script, send } = setup([null, 'good', 'easy']);
    script.step(0);
    script.step(0);
    send(script.items, true);
    const held = game.version.value;
    const burst = script.until(myTurnToPlace);
    send(burst.slice(0, 3));
    send(burst.slice(0, 4));
    expect(game.received.value).toBe(held + 4);
    const resumes = net.all('resume').length;
    send(burst.slice(5, 6));
    expect(net.all('resume')).toHaveLength(resumes + 1);
    expect(net.last('resume')).toMatchObject({ lastVersion: game.version.value });
    expect(game.received.value).toBe(held + 4);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(game.items.value.map((i) => i.version)).toEqual(script.items.slice(0, held + 4).map((i) => i.version));
  });

  it('applies a catch-up at once, with whatever waited', async () => {
    const { game, script, send } = setup([null, 'good', 'easy']);
    script.step(0);
    script.step(0);
    send(script.items, true);
    const burst = script.until(myTurnToPlace);
    send(burst.slice(0, 3));
    expect(game.incoming.value.length).toBeGreaterThan(0);
    // the page reconnected: the resume answers with everything after what it showed
    send(script.items.slice(game.version.value), true);
    expect(game.version.value).toBe(script.items.length);
    expect(game.incoming.value).toHaveLength(0);
    // and nothing is applied twice later
    await vi.advanceTimersByTimeAsync(5_000);
    expect(game.version.value).toBe(script.items.length);
  });

  it('shows everything at once without pacing (the replay room)', () => {
    const { game, script, send } = setup([null, 'good', 'easy'], false);
    script.step(0);
    script.step(0);
    send(script.items, true);
    send(script.until(myTurnToPlace));
    expect(game.version.value).toBe(script.items.length);
  });

  it('does not resend my command while its record waits behind bot records, and settles it when shown', async () => {
    // GIVEN my time ran out in set-up: a bot plays my seat
    const { net, game, actions, script, send } = setup([null, 'good', 'easy']);
    script.run({ type: 'TakeOverSeat', seat: 0 });
    send(script.items, true);
    expect(game.state.value.phase === 'setup' && game.state.value.away[0]).toBe(true);
    // WHEN I come back while the bot places my pieces
    const id = actions.command({ type: 'ReturnToSeat' })!;
    expect(net.last('command')).toMatchObject({ commandId: id, command: { type: 'ReturnToSeat' } });
    const held = game.version.value;
    const burst = [script.step(), script.step(), script.run({ type: 'ReturnToSeat', seat: 0 }, id)];
    send(burst);
    net.push({ type: 'accepted', commandId: id, version: held + 3 });
    // THEN the bot's records are paced (my seat is played by the server)
    expect(game.version.value).toBe(held + 1);
    expect(game.pending.value).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20_000);
    // AND my command was not sent again, and is settled once its record shows
    expect(net.all('command')).toHaveLength(1);
    expect(game.version.value).toBe(held + 3);
    expect(game.pending.value).toHaveLength(0);
    const s = game.state.value;
    expect(s.phase === 'setup' && s.away[0]).toBe(false);
  });

  it('catches up when a ping shows a head beyond what it received, not beyond what it shows', () => {
    const { net, game, script, send } = setup([null, 'good', 'easy']);
    script.step(0);
    script.step(0);
    send(script.items, true);
    send(script.until(myTurnToPlace));
    expect(game.incoming.value.length).toBeGreaterThan(0);
    const resumes = net.all('resume').length;
    net.push({ type: 'pong', gameId: GAME, head: script.items.length });
    expect(net.all('resume')).toHaveLength(resumes);
    net.push({ type: 'pong', gameId: GAME, head: script.items.length + 1 });
    expect(net.all('resume')).toHaveLength(resumes + 1);
  });
});
