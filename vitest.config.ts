import { defineConfig } from 'vitest/config';

// Projects run as groups one after the other (`sequence.groupOrder`):
// 0. Fast tests: `unit` (functions, web units, integration on the real stack), then two projects
//    whose files are not isolated, so that a worker loads their modules once for all of them:
//    `unit-infra` (the CDK stack, synthesized once a worker: tests/infra/synth.ts) and `unit-rules`
//    (the domain's pure rules). A project's files follow each other (projects run in name order,
//    `unit` first, the slowest files first within each), and a worker keeps its modules while the
//    next file is of the same project.
// 1. The tests that kill a stack (or stop one with Ctrl-C) in a child process and start it again
//    (alone: they drive stacks at full speed and are sensitive to the machine's load).
// 2. Browser tests in real Chromium, which share one local stack per file and need longer
//    timeouts. They run in two workers (a file waits on its pages and bots more than it computes:
//    one at a time left a core idle), not isolated (the stack's and Playwright's modules load once
//    a worker, not once a file), and connect to one Chromium started by their global setup.
const fast = {
  environment: 'node',
  // One worker a core (vitest's default leaves one core to itself: half of a two-core machine
  // idle, as the main process does little while the files run).
  maxWorkers: '100%',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  sequence: { groupOrder: 0 },
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...fast,
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [
            // (the other projects' files; of tests/domain, seams.test.ts stays here: it installs a module of its own)
            'tests/browser/**', 'tests/infra/**', 'tests/domain/!(seams).test.ts', 'tests/dice/**',
            'tests/integration/kill-and-restart.test.ts', 'tests/integration/shutdown-sigint.test.ts', 'node_modules/**',
          ],
          setupFiles: ['tests/support/dom-timers.ts'],
        },
      },
      {
        test: { ...fast, name: 'unit-infra', include: ['tests/infra/**/*.test.ts'], isolate: false },
      },
      {
        test: {
          ...fast,
          name: 'unit-rules',
          include: ['tests/domain/**/*.test.ts', 'tests/dice/**/*.test.ts'],
          exclude: ['tests/domain/seams.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'restart',
          include: ['tests/integration/kill-and-restart.test.ts', 'tests/integration/shutdown-sigint.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
