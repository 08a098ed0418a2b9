// Cities & Knights benchmark: the property sweep over BENCH_GAMES (default 1,000) games in each
// group between mixed bots (good, easy and random seats; 3 players, 4, 5–6 with both turn rules,
// and on Seafarers' New Shores and Through the Desert): cards, commodities and points conserved
// at every event, a winner at 13, no commodity shown to another viewer in a share of them), then
// the bots' strength at 4-player tables with the tested bot's seat rotating: a good bot against
// three random players (target ≥ 90 %) and against three easy bots (target ≥ 55 %), with 95 %
// Wilson intervals, and the commands per second of those games.
import { pathToFileURL } from 'node:url';
import { playBots, type Player } from '../../domain/catan/index.ts';
import { wilson } from '../../domain/catan/analysis/chances.ts';
import { checkKnightsGame, checkKnightsHidden, playKnights, type KnightsGame } from '../domain/ck-checks.ts';

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
const verdict = (ok: boolean, target: string) => `[target ${target}: ${ok ? 'ok' : 'MISSED'}]`;
/** The property sweep's groups: the issue asks ≥ 1,000 games each at 3 and 4 players, at 5–6, and with Seafarers. */
const GROUPS: readonly { readonly name: string; readonly tables: readonly Omit<KnightsGame, 'seed'>[] }[] = [
  { name: '3 players', tables: [{ players: ['good', 'random', 'easy'] }, { players: ['easy', 'good', 'good'] }] },
  { name: '4 players', tables: [{ players: ['easy', 'good', 'random', 'easy'] }, { players: ['random', 'easy', 'good', 'good'] }] },
  {
    name: '5–6 players, both turn rules',
    tables: [
      { players: ['good', 'easy', 'random', 'good', 'easy'], turnRule: 'special-building' },
      { players: ['good', 'easy', 'random', 'good', 'easy', 'easy'], turnRule: 'paired' },
      { players: ['easy', 'good', 'good', 'random', 'easy', 'good'], turnRule: 'special-building' },
    ],
  },
  {
    name: 'Seafarers (New Shores, Through the Desert)',
    tables: [{ players: ['good', 'easy', 'random', 'easy'], board: 'new-shores' }, { players: ['good', 'easy', 'random'], board: 'through-the-desert' }],
  },
];

function sweep(group: (typeof GROUPS)[number], games: number, offset: number): string {
  const start = performance.now();
  let commands = 0;
  let broken = 0;
  let capped = 0;
  let first = '';
  for (let i = 0; i < games; i++) {
    const g = { seed: 9_000_000 + offset + i, ...group.tables[i % group.tables.length] };
    try {
      const { events, state, commands: n } = playKnights(g);
      commands += n;
      if (state.phase !== 'finished') capped++;
      else checkKnightsGame(g, events);
      if (i % 20 === 0) checkKnightsHidden(g, events);
    } catch (e) {
      broken++;
      first ||= (e as Error).message;
    }
  }
  const seconds = (performance.now() - start) / 1000;
  return `  properties, ${group.name.padEnd(43)} ${games} games, ${broken} broken${first ? ` (first: ${first})` : ''}, ${capped} capped, ${(commands / games).toFixed(0)} commands a game, ${seconds.toFixed(1)} s   ${verdict(broken === 0 && capped === 0, '0 broken')}`;
}

function match(bot: Player, against: Player, games: number, target: number): string {
  const start = performance.now();
  let wins = 0;
  let capped = 0;
  let commands = 0;
  for (let i = 0; i < games; i++) {
    const seat = i % 4;
    const players = Array.from({ length: 4 }, (_, s): Player => (s === seat ? bot : against));
    const game = playBots(9_500_000 + i, players, { modules: ['cities-knights'], maxCommands: 8000 });
    commands += game.commands;
    if (game.state.phase !== 'finished') capped++;
    else if (game.state.winner === seat) wins++;
  }
  const [low, high] = wilson(wins, games);
  const seconds = (performance.now() - start) / 1000;
  return `  ${`${bot} vs 3 ${against}`.padEnd(20)} wins ${percent(wins / games)} (95% ${percent(low)}–${percent(high)}) of ${games}, ${capped} capped, ${(commands / seconds).toFixed(0)} commands/s with the bots' thinking, ${seconds.toFixed(1)} s   ${verdict(wins / games >= target, `≥ ${percent(target)}`)}`;
}

export function main(): void {
  const games = Number(process.env.BENCH_GAMES ?? 1000);
  console.log('cities & knights: properties over bot games (mixed good, easy and random seats), then the bots at 4-player tables (seat rotating)');
  // BENCH_GROUPS: a filter on the groups' names (all by default); each keeps its seeds.
  const only = (process.env.BENCH_GROUPS ?? '').toLowerCase();
  GROUPS.forEach((group, i) => {
    if (group.name.toLowerCase().includes(only)) console.log(sweep(group, games, i * 100_000));
  });
  console.log(match('good', 'random', games, 0.9));
  console.log(match('good', 'easy', games, 0.55));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
