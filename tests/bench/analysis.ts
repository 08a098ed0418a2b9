// The review room's analysis: the time to estimate every turn's chances of a whole 4-player game
// (24 playouts of good bots per turn start, as the evaluation graph does), on one core, over a
// few seeded games between good bots. Run: node --import tsx tests/bench/analysis.ts  env BENCH_GAMES (3)
import { cpus, loadavg } from 'node:os';
import { botCommand, playBots, redactState, type State } from '../../domain/index.ts';
import { winChances } from '../../domain/analysis/chances.ts';
import { PLAYOUTS } from '../../web/src/replay/evaluation.ts';

const GAMES = Number(process.env.BENCH_GAMES ?? 3);

/** The states at each turn start of a game between good bots, and the final one. */
function turnStarts(seed: number): State[] {
  const states: State[] = [];
  const game = playBots(seed, ['good', 'good', 'good', 'good'], {
    choose: (_p, s, seat, random) => {
      const previous = states.at(-1);
      if (s.phase === 'playing' && (previous?.phase !== 'playing' || previous.turn.number !== s.turn.number)) states.push(s);
      return botCommand(redactState(s, seat), seat, 'good', random);
    },
  });
  return [...states, game.state];
}

console.log(`analysis: ${GAMES} games between good bots, ${PLAYOUTS} playouts per turn start, one core (${cpus()[0]?.model ?? 'cpu'}; load ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
const perGame: number[] = [];
const perPosition: number[] = [];
for (let g = 0; g < GAMES; g++) {
  const positions = turnStarts(100 + g);
  const started = performance.now();
  for (const state of positions) {
    const t0 = performance.now();
    winChances(state, PLAYOUTS, 1);
    perPosition.push(performance.now() - t0);
  }
  perGame.push((performance.now() - started) / 1000);
  console.log(`  game ${g + 1}: ${positions.length} positions in ${perGame.at(-1)!.toFixed(1)} s`);
}
const sorted = perPosition.sort((a, b) => a - b);
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`  whole game median ${median(perGame).toFixed(1)} s; per position median ${median(sorted).toFixed(0)} ms, p99 ${sorted[Math.floor(0.99 * (sorted.length - 1))].toFixed(0)} ms`);
