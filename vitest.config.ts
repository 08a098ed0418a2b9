import { defineConfig } from 'vitest/config';

// Four projects, run as groups one after the other (`sequence.groupOrder`): fast tests (domain,
// functions, web units, integration on the real stack; and the CDK stack's tests, which run first
// and are not isolated, so that a worker synthesizes the stack once for all of them:
// tests/infra/synth.ts), then the tests that kill a stack (or stop one with Ctrl-C) in a child
// process and start it again (alone: they drive stacks at full speed and are sensitive to the
// machine's load), then browser tests in real Chromium, which share one local stack per file and
// need longer timeouts. The browser files run in two workers (a file waits on its pages and bots
// more than it computes: one at a time left a core idle), not isolated (the stack's and
// Playwright's modules load once a worker, not once a file), and connect to one Chromium started
// by their global setup.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [
            // (the `domain` and `infra` projects' files: all of tests/domain but seams.test.ts)
            'tests/browser/**', 'tests/infra/**', 'tests/domain/!(seams).test.ts', 'tests/dice/**',
            'tests/integration/kill-and-restart.test.ts', 'tests/integration/shutdown-sigint.test.ts', 'node_modules/**',
          ],
          environment: 'node',
          setupFiles: ['tests/support/dom-timers.ts'],
          // One worker a core (vitest's default leaves one core to itself: half of a two-core
          // machine idle, as the main process does little while the files run).
          maxWorkers: '100%',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          // The rules' tests: pure functions, so a worker loads the domain once for all of them
          // (not isolated). Sorted first in the group (projects run in name order; while the next
          // file is one of the same project's, a worker keeps its modules). Except the one file
          // that installs a module of its own into the domain's registry.
          name: 'domain',
          include: ['tests/domain/**/*.test.ts', 'tests/dice/**/*.test.ts'],
          exclude: ['tests/domain/seams.test.ts'],
          environment: 'node',
          isolate: false,
          maxWorkers: '100%',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          // Sorted before `unit` in the group (projects run in name order): while the next file is
          // one of this project's, a worker keeps its modules, and so the synthesized stack.
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          maxWorkers: '100%',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
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
