// `npm run bench`: every benchmark in turn, each printing its own figures.
// Run one alone with e.g. `node --import tsx tests/bench/domain.ts`.
const suites = ['./domain.ts', './spine.ts', './web.ts'];

for (const suite of suites) {
  const { main } = (await import(suite)) as { main: () => Promise<void> };
  await main();
  console.log();
}

export {};
