// The Catan Dice Game's benchmark: the domain's speed (commands decided and folded per second,
// whole simulated games), and its bots' strength — the solo standard side's score per level
// (mean with a 95% interval), and the Plus side's win rate of the good bot against the easy one
// (Wilson 95% interval, the good bot's seat alternating). BENCH_GAMES sets the games per figure.
import { wilson } from '../../domain/catan/analysis/chances.ts';
import { simulate, type DiceBotLevel } from '../../domain/dice/index.ts';

const games = Number(process.env.BENCH_GAMES ?? 1000);
const percent = (x: number) => `${(100 * x).toFixed(1)}%`;

function speed(side: 'standard' | 'plus', players: number): string {
  for (let seed = 0; seed < 50; seed++) simulate(900_000 + seed, { side, players }); // warm-up
  let commands = 0;
  const start = performance.now();
  for (let seed = 0; seed < games; seed++) commands += simulate(seed, { side, players }).commands;
  const seconds = (performance.now() - start) / 1000;
  return `${side}, ${players} player${players > 1 ? 's' : ''}: ${Math.round(commands / seconds).toLocaleString('en')} commands/s `
    + `(${(commands / games).toFixed(0)} commands a game, ${Math.round(games / seconds).toLocaleString('en')} games/s; bots deciding included)`;
}

function soloScore(level: DiceBotLevel): string {
  const scores: number[] = [];
  for (let seed = 0; seed < games; seed++) {
    const { state } = simulate(10_000 + seed, { side: 'standard', players: 1, levels: [level] });
    if (state.phase === 'finished') scores.push(state.totals[0]);
  }
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / (scores.length - 1));
  const half = 1.96 * sd / Math.sqrt(scores.length);
  const sorted = [...scores].sort((a, b) => a - b);
  return `solo standard, ${level}: mean ${mean.toFixed(1)} points (${(mean - half).toFixed(1)}–${(mean + half).toFixed(1)}), `
    + `median ${sorted[Math.floor(sorted.length / 2)]}, ${scores.length} games`;
}

function plusMatch(bot: DiceBotLevel, against: DiceBotLevel): string {
  let wins = 0;
  let ties = 0;
  let turns = 0;
  for (let i = 0; i < games; i++) {
    const seat = i % 2;
    const levels = seat === 0 ? [bot, against] : [against, bot];
    const { state } = simulate(20_000 + i, { side: 'plus', players: 2, levels });
    if (state.phase !== 'finished') continue;
    turns += state.turn.number + 1;
    if (state.winners.includes(seat)) {
      if (state.winners.length > 1) ties++;
      else wins++;
    }
  }
  const [low, high] = wilson(wins, games);
  return `Plus, ${bot} vs ${against}: ${bot} wins ${percent(wins / games)} (${percent(low)}–${percent(high)}), shared ${ties}, `
    + `${(turns / games).toFixed(1)} game turns a game, ${games} games`;
}

console.log('Dice game (domain/dice)');
console.log(`  ${speed('standard', 1)}`);
console.log(`  ${speed('plus', 2)}`);
console.log(`  ${speed('plus', 4)}`);
for (const level of ['easy', 'good'] as const) console.log(`  ${soloScore(level)}`);
console.log(`  ${plusMatch('good', 'easy')}`);
