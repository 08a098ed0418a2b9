// Seafarers benchmark, per scenario: the property sweep over BENCH_GAMES (default 1,000) games
// between random players (3 and 4 players in turn: cards, ships and points conserved at every
// event, a winner at the target, no fog hex shown early), then the bots' strength at 4-player
// tables, the tested bot's seat rotating: a good bot against three random players (target ≥ 90 %)
// and against three easy bots (target ≥ 55 %), with 95 % Wilson intervals.
import { pathToFileURL } from 'node:url';
import { playBots, SCENARIOS, type BoardKind, type Player } from '../../domain/catan/index.ts';
import { wilson } from '../../domain/catan/analysis/chances.ts';
import { checkFogHidden, checkGame, play } from '../domain/seafarers-checks.ts';

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
const verdict = (ok: boolean, target: string) => `[target ${target}: ${ok ? 'ok' : 'MISSED'}]`;

function sweep(board: string, games: number): string {
  const start = performance.now();
  let commands = 0;
  let broken = 0;
  let first = '';
  for (let i = 0; i < games; i++) {
    const g = { seed: 7_000_000 + i, players: (3 + (i % 2)) as 3 | 4, board };
    const { events, commands: n } = play(g);
    commands += n;
    try {
      checkGame(g, events);
      if (board === 'fog-islands') checkFogHidden(g, events);
    } catch (e) {
      broken++;
      first ||= (e as Error).message;
    }
  }
  const seconds = (performance.now() - start) / 1000;
  return `  properties: ${games} random games (3 and 4 players), ${broken} broken${first ? ` (first: ${first})` : ''}, ${(commands / games).toFixed(0)} commands per game, ${seconds.toFixed(1)} s   ${verdict(broken === 0, '0 broken')}`;
}

function match(board: string, bot: Player, against: Player, games: number, target: number): string {
  const start = performance.now();
  let wins = 0;
  let capped = 0;
  for (let i = 0; i < games; i++) {
    const seat = i % 4;
    const players = Array.from({ length: 4 }, (_, s): Player => (s === seat ? bot : against));
    const game = playBots(8_000_000 + i, players, { board: board as BoardKind, modules: ['seafarers'], maxCommands: 6000 });
    if (game.state.phase !== 'finished') capped++;
    else if (game.state.winner === seat) wins++;
  }
  const [low, high] = wilson(wins, games);
  const seconds = (performance.now() - start) / 1000;
  return `  ${`${bot} vs 3 ${against}`.padEnd(20)} wins ${percent(wins / games)} (95% ${percent(low)}–${percent(high)}) of ${games}, ${capped} capped, ${seconds.toFixed(1)} s   ${verdict(wins / games >= target, `≥ ${percent(target)}`)}`;
}

export function main(): void {
  const games = Number(process.env.BENCH_GAMES ?? 1000);
  console.log('seafarers: per scenario, properties over random games, then the bots at 4-player tables (seat rotating)');
  for (const board of SCENARIOS) {
    console.log(` ${board}`);
    console.log(sweep(board, games));
    console.log(match(board, 'good', 'random', games, 0.9));
    console.log(match(board, 'good', 'easy', games, 0.55));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
