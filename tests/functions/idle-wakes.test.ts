// The abandon check's wakes: armed by creating and joining, not again after every move of a
// game already watched by one (each wake is an SQS message in AWS), refreshed when a 15-minute
// window turns over, and re-armed by the wake that fires: so an idle game is still abandoned.
import { describe, expect, it } from 'vitest';
import { nextActor, randomCommand, seededRandom } from '../../domain/catan/index.ts';
import { IDLE_REARM_MS } from '../../functions/app/bots.ts';
import type { Scheduler } from '../../functions/app/scheduler.ts';
import { wake } from '../../functions/app/wake.ts';
import { loadStream } from '../../functions/store/stream.ts';
import { catan } from '../support/kinds.ts';
import { setup as serviceSetup } from './service-setup.ts';

const HOUR = 60 * 60_000;

function setup() {
  // On a window's start, so that the moves below stay within one
  let now = Math.ceil(Date.UTC(2026, 0, 1, 12) / IDLE_REARM_MS) * IDLE_REARM_MS;
  const wakes: { gameId: string; at: number }[] = [];
  const scheduler: Scheduler = { wakeAt: async (gameId, at) => void wakes.push({ gameId, at }) };
  const service = serviceSetup({ clock: () => new Date(now), scheduler, abandonAfterMs: HOUR });
  return { ...service, wakes, advance: (ms: number) => void (now += ms), now: () => now };
}

describe('the abandon check', () => {
  it('is armed once while moves follow each other, again in the next window, and by the wake that fires', async () => {
    // GIVEN three people's game, set up (every join armed a check)
    const s = setup();
    const { gameId, tokens } = await s.table();
    expect(s.wakes.length).toBeGreaterThan(0);
    const random = seededRandom(2);
    const move = async (i: number) => {
      const state = catan((await loadStream(s.stores.events, gameId)).state);
      const seat = nextActor(state)!;
      const { seat: _, ...body } = randomCommand(state, seat, random) as { seat?: number };
      await s.say(`seat${seat}`, { type: 'command', gameId, seatToken: tokens[seat], commandId: `move-${i}-abcdef`, command: body });
    };
    // WHEN they make ten moves a few seconds apart
    const armed = s.wakes.length;
    for (let i = 0; i < 10; i++) {
      s.advance(5000);
      await move(i);
    }
    // THEN no further check was armed: the one pending fires first and re-arms
    expect(s.wakes.length).toBe(armed);
    // AND a move in the next 15-minute window arms one for itself (the refresh)
    s.advance(IDLE_REARM_MS);
    await move(10);
    expect(s.wakes.length).toBe(armed + 1);
    expect(s.wakes.at(-1)!.at).toBe(s.now() + HOUR);
    // AND a wake firing on an active game re-arms from the newest record
    s.advance(60_000);
    await wake(s.ctx, gameId);
    expect(s.wakes.at(-1)!.at).toBe(s.now() - 60_000 + HOUR);
    // AND an hour without moves ends in the game abandoned
    s.advance(HOUR);
    await wake(s.ctx, gameId);
    expect((await s.stores.games.get(gameId))?.status).toBe('abandoned');
  });
});
