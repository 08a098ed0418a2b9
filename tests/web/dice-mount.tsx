// Mounts the dice table with a recording `send`, and runs axe-core on what is rendered.
import axe from 'axe-core';
import { render } from 'preact';
import { vi } from 'vitest';
import type { DiceCommand, DiceState } from '../../domain/dice/index.ts';
import { setLanguage } from '../../web/src/i18n/index.ts';
import type { DiceClientCommand } from '../../web/src/kinds/dice/commands.ts';
import { DiceTable } from '../../web/src/kinds/dice/DiceTable.tsx';
import { tick } from './fakes.ts';

export async function mountTable(state: DiceState, mySeat: number | null, legal: readonly DiceCommand[], busy = false) {
  await setLanguage('en');
  const send = vi.fn<(c: DiceClientCommand) => void>();
  const root = document.createElement('div');
  document.body.append(root);
  render(<DiceTable state={state} mySeat={mySeat} legal={legal} send={send} busy={busy} />, root);
  await tick();
  return { root, send };
}

/**
 * axe-core's violations in `root` (their ids and first targets). Colour contrast needs a real
 * layout, which the browser tests check; here every other rule runs.
 */
export async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}
