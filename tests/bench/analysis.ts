// The review room's analysis: the time to estimate every turn's chances of a whole game (24
// playouts of good bots per turn start, as the evaluation graph does), on one core, over a few
// seeded games between good bots: 4 players, then 5 with the special building phase and 6 with
// paired turns. Run: node --import tsx tests/bench/analysis.ts
// env BENCH_GAMES (3, for 4 players; 1 for 5 and 6), BENCH_SEATS (4,5,6)
import { cpus, loadavg } from 'node:os';
import { botCommand, playBots, redactState, type State, type TurnRule } from '../../domain/catan/index.ts';
import { winChances } from '../../domain/catan/analysis/chances.ts';
import { PLAYOUTS } from '../../web/src/kinds/catan/replay/evaluation.ts';

const SEATS = (process.env.BENCH_SEATS ?? '4,5,6').split(',').map(Number);
const TURN_RULE: Readonly<Record<number, TurnRule>> = { 5: 'special-building', 6: 'paired' };

/** The states at each turn start of a game between good bots, and the final one. */
function turnStarts(seed: number, players: number): State[] {
  const states: State[] = [];
  const turnRule = TURN_RULE[players];
  const game = playBots(seed, Array.from({ length: players }, () => 'good' as const), {
    ...(turnRule ? { turnRule } : {}),
    choose: (_p, s, seat, random) => {
      const previous = states.at(-1);
      if (s.phase === 'playing' && (previous?.phase !== 'playing' || previous.turn.number !== s.turn.number)) states.push(s);
      return botCommand(redactState(s, seat), seat, 'good', random);
    },
  });
  return [...states, game.state];
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const players of SEATS) {
  const games = Number(process.env.BENCH_GAMES ?? (players === 4 ? 3 : 1));
  const rule = TURN_RULE[players] ? `, ${TURN_RULE[players]}` : '';
  console.log(`analysis, ${players} players${rule}: ${games} games between good bots, ${PLAYOUTS} playouts per turn start, one core (${cpus()[0]?.model ?? 'cpu'}; load ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  const perGame: number[] = [];
  const perPosition: number[] = [];
  for (let g = 0; g < games; g++) {
    const positions = turnStarts(100 + g, players);
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
  console.log(`  whole game median ${median(perGame).toFixed(1)} s; per position median ${median(sorted).toFixed(0)} ms, p99 ${sorted[Math.floor(0.99 * (sorted.length - 1))].toFixed(0)} ms`);
}
