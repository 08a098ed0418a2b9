// `npm run bench`: every benchmark in turn, each in a process of its own (so one suite's heap and
// compiled code do not weigh on the next), each printing its own figures.
// Run one alone with e.g. `node --import tsx tests/bench/domain.ts`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const suites = ['./domain.ts', './bots.ts', './seafarers.ts', './cities-knights.ts', './dice.ts', './spine.ts', './fanout.ts', './thinking.ts', './analysis.ts', './store.ts', './web.ts', './flood.ts', './cost.ts'];

let failed = false;
for (const suite of suites) {
  const path = fileURLToPath(new URL(suite, import.meta.url));
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', path], { stdio: 'inherit' });
  if (status !== 0) failed = true;
  console.log();
}
process.exitCode = failed ? 1 : 0;
