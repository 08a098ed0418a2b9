// The review room's analysis (domain/catan/analysis/): the evaluator's calibration over held-back
// self-play games of the Good bots (seeds the fit never saw: positions given p % win about p % of
// the time?), its band widths, and the time to analyse a whole game as the review room's worker
// does (the chances at every turn start, every decision judged), on one core.
// Run: node --import tsx tests/bench/analysis.ts
// env BENCH_CALIBRATION_GAMES (2000 games of 4 players), BENCH_KIND_GAMES (160 of each other
// kind of table), BENCH_GAMES (3 games per table kind timed)
import { cpus, loadavg } from 'node:os';
import { analyse } from '../../domain/catan/analysis/review.ts';
import { FIT } from '../../domain/catan/analysis/coefficients.ts';
import { THRESHOLDS } from '../../domain/catan/analysis/moves.ts';
import { calibrationTable, gameEvents, HELD_SEED, KINDS, sampleGame, type Sampled } from './evaluator-games.ts';

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const CALIBRATION_GAMES = Number(process.env.BENCH_CALIBRATION_GAMES ?? 2000);
const GAMES = Number(process.env.BENCH_GAMES ?? 3);
const KIND_GAMES = Number(process.env.BENCH_KIND_GAMES ?? 160);

function* held(kind: number, games: number): Generator<Sampled> {
  for (let g = 0; g < games; g++) {
    const game = sampleGame(kind, HELD_SEED + kind * 100_000 + g, 6, true);
    if (game) yield game;
  }
}

console.log(`analysis: the evaluator (fitted on ${FIT.games} self-play games of Good bots, ${FIT.positions} positions; calibrated on ${FIT.calibration} others), one core (${cpus()[0]?.model ?? 'cpu'}; load ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
const started = performance.now();
const { rows, games, widest, meanHalf, over, seatPositions } = calibrationTable(held(0, CALIBRATION_GAMES));
console.log(`  calibration over ${games} held-back 4-player games (a position every 6 commands, each seat), ${((performance.now() - started) / 1000).toFixed(0)} s:`);
console.log('    given       seats×positions  games  mean given  won      gap (95 % noise)  widest band');
for (const r of rows) {
  const gap = `${(100 * (r.observed - r.predicted)).toFixed(1)} ± ${(100 * r.noise).toFixed(1)}`;
  console.log(`    ${String(r.from * 100).padStart(3)}–${String(r.to * 100).padEnd(4)}%  ${String(r.count).padStart(15)}  ${String(r.games).padStart(5)}  ${pct(r.predicted).padStart(10)}  ${pct(r.observed).padStart(7)}  ${gap.padStart(16)}  ±${pct(r.widest)}`);
}
console.log(`  95 % band: mean ±${pct(meanHalf)}, widest ±${pct(widest)}, wider than ±5 points for ${over} of ${seatPositions} seat-positions (${(100 * over / Math.max(1, seatPositions)).toFixed(3)} %; target: within ±5 points for every one)`);
for (let kind = 1; kind < KINDS.length; kind++) {
  const t = calibrationTable(held(kind, KIND_GAMES));
  const judged = t.rows.filter((r) => r.count >= 200);
  const worst = judged.reduce((m, r) => (Math.abs(r.observed - r.predicted) > Math.abs(m.observed - m.predicted) ? r : m), judged[0]);
  const gap = worst ? `${pct(Math.abs(worst.observed - worst.predicted))} (± ${pct(worst.noise)} noise, at ${worst.from * 100}–${worst.to * 100} %)` : '–';
  console.log(`  ${KINDS[kind].name}: ${t.games} held-back games, worst calibration gap ${gap} (tenths with ≥ 200), band mean ±${pct(t.meanHalf)}, widest ±${pct(t.widest)}, over ±5 for ${(100 * t.over / Math.max(1, t.seatPositions)).toFixed(1)} %`);
}

console.log(`  a whole game analysed (chances at each turn start; each decision judged: marks from ${Object.values(THRESHOLDS).map((x) => Math.round(x * 100)).join("/")} points lost):`);
for (const kind of [0, 2, 3, 7, 8]) {
  const times: number[] = [];
  let judged = 0;
  const marks = { inaccuracy: 0, mistake: 0, blunder: 0 };
  for (let g = 0; g < GAMES; g++) {
    const events = gameEvents(HELD_SEED + 777 + g, kind);
    const turns = events.flatMap((e, i) => (e.type === 'TurnEnded' || e.type === 'SetupCompleted' ? [i + 1] : []));
    const t0 = performance.now();
    for (const step of analyse(events, turns, 1)) {
      if (step.kind !== 'move') continue;
      judged++;
      if (step.review.mark) marks[step.review.mark]++;
    }
    times.push((performance.now() - t0) / 1000);
  }
  times.sort((a, b) => a - b);
  console.log(`    ${KINDS[kind].name}: median ${times[times.length >> 1].toFixed(2)} s, slowest ${times.at(-1)!.toFixed(2)} s per game (target ≤ 15 s); ${judged} decisions judged, marks of Good bots: ${marks.inaccuracy} inaccuracies, ${marks.mistake} mistakes, ${marks.blunder} blunders`);
}
