// The import layers (.dependency-cruiser.cjs, docs/architecture.md "Layers"): the whole tree
// keeps them, and the checker does catch what they forbid, shown on a small tree with one
// violation of each kind planted (fixture/).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = fileURLToPath(new URL('./fixture/', import.meta.url));

async function cruiseFrom(baseDir: string, scope: string[]): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(`${root}.dependency-cruiser.cjs`);
  const tsConfig = extractTSConfig(`${root}tsconfig.json`);
  const result = await cruise(scope, { ...options, baseDir, validate: true }, { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }, { tsConfig });
  return result.output as ICruiseResult;
}

/** "rule: from → to" per violation, the way a failing run reports them. */
const said = (v: IViolation): string => `${v.rule.name}: ${v.from} → ${v.to}`;

describe('the import layers', () => {
  it('hold over the whole tree: no cycle, the domain pure, games apart, base below modules, web and infra apart from handlers', async () => {
    const result = await cruiseFrom(root, ['domain', 'functions', 'web/src', 'infra', 'tests/support']);
    // A resolver that cannot read the `.ts` imports cruises a handful of modules and finds nothing.
    expect(result.summary.totalCruised).toBeGreaterThan(400);
    expect(result.summary.violations.map(said)).toEqual([]);
  }, 60_000);

  it('fail on a planted cycle, a base import of a module, a module importing another, and a built-in in the domain', async () => {
    const result = await cruiseFrom(fixture, ['domain', 'functions']);
    expect(result.summary.violations.map(said).sort()).toEqual([
      'base-imports-no-module: domain/game/base/rules.ts → domain/game/modules/extra/bonus.ts',
      'domain-self-contained: domain/game/base/clock.ts → fs',
      'module-imports-no-module: domain/game/modules/other/double.ts → domain/game/modules/extra/bonus.ts',
      // A cycle is reported once, from where the cruise met it.
      'no-cycle: functions/ping.ts → functions/pong.ts',
    ]);
  }, 60_000);
});
