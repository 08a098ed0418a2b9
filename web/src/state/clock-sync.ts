// The server's clock, for the countdowns of a game with a turn timer and for the stall before a
// vote (hand-over.ts): a few pings on each new socket, keeping the offset of the quickest round
// trip (offset = now − (sent + received) / 2).
import { computed, effect } from '@preact/signals';
import type { Connection } from '../net/connection.ts';
import { request } from '../net/request.ts';
import { clockOffset } from './clock.ts';
import type { GameState } from './game-state.ts';

/** Measures the offset on every new socket while a game under way needs it; returns how to stop. */
export function syncClock(game: GameState, connection: Connection, now: () => number): () => void {
  let disposed = false;
  let clockSocket = false;
  async function sampleClock() {
    let best = Infinity;
    for (let i = 0; i < 3 && !disposed; i++) {
      const sent = now();
      try {
        const pong = await request(connection, { type: 'ping' }, 'pong', 5_000);
        const back = now();
        if (typeof pong.now === 'number' && back - sent < best) {
          best = back - sent;
          game.clockOffset.value = clockOffset(sent, back, pong.now);
        }
      } catch {
        return;
      }
    }
  }
  // Needed for a countdown (a timer), or for a vote (another person at the table); not at a table of bots.
  const needed = computed(() => {
    const s = game.state.value;
    if (s.phase !== 'setup' && s.phase !== 'playing') return false;
    return s.timer > 0 || s.levels.filter((level, seat) => level === null && s.names[seat] !== null).length >= 2;
  });
  const stop = effect(() => {
    if (connection.status.value !== 'open') {
      clockSocket = false;
      return;
    }
    if (!needed.value || clockSocket) return;
    clockSocket = true;
    void sampleClock();
  });
  return () => {
    disposed = true;
    stop();
  };
}
