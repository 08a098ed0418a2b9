// @vitest-environment happy-dom
// Helpers used on the board: the Mendicant's road and the Priest's settlement or city light their
// spots (the Priest's dialog is the list of its building and knight); a spot picked opens the dialog that chooses how to pay (the Mendicant's brick or lumber
// paid with another resource; the Priest's building and knight) and what happens to the card.
// The Explorer and the Robber Bride: helpers-explorer.test.tsx.
import { afterEach, describe, expect, it } from 'vitest';
import type { Command } from '../../web/src/lib/domain.ts';
import { planSpots } from '../../web/src/kinds/catan/table/spots.ts';
import { choose, click } from './fakes.ts';
import { helpersGame } from './helpers-game.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_helper3';

const dialog = (root: ParentNode) => root.querySelector('dialog')!;
const sendButton = (root: ParentNode) => dialog(root).querySelector<HTMLButtonElement>('[data-helper-send]')!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('board helpers', () => {
  it('the Mendicant: a road spot, then its brick paid with ore', async () => {
    const { root, net } = await mountGame(GAME, 0, helpersGame('mendicant').events);
    const use = root.querySelector('[data-use-helper=mendicant]')!;
    await click(use);
    expect(use.getAttribute('aria-pressed')).toBe('true');
    // (the helper's panel: in the dock on a phone, beside the board on a wide screen as here)
    expect(root.querySelector('.helpers .hint')?.textContent).toMatch(/^Pick a highlighted spot on the board for your helper\. /);
    // AND the top prompt says what to pick while the mode is on
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Pick a highlighted spot on the board for your helper.');
    const spot = root.querySelector('.spot-edge');
    expect(spot?.getAttribute('aria-label')).toMatch(/^Use the helper: /);
    await click(spot);
    expect(dialog(root).querySelector('h2')?.textContent).toBe('Use Mendicant');
    expect(sendButton(root).disabled).toBe(true);
    await choose(dialog(root).querySelector('[data-substitute-instead]'), 'brick');
    await choose(dialog(root).querySelector('[data-substitute-pay]'), 'ore');
    await click(sendButton(root));
    const sent = net.last('command')?.command as { use: { edge: string } };
    expect(sent).toMatchObject({ type: 'UseHelper', use: { helper: 'mendicant', instead: 'brick', pay: 'ore' }, then: 'flip' });
    expect(sent.use.edge).toMatch(/./);
  });

  it('the Priest: its settlements and cities as vertex spots, one spot for both knights', () => {
    const use = (knight: 'hand' | 'table'): Command => ({ type: 'UseHelper', seat: 0, use: { helper: 'priest', build: 'city', vertex: '0,0,N', knight }, then: 'flip' });
    const labels = { vertex: (k: string) => `v ${k}`, edge: (k: string) => `e ${k}`, hex: (k: string) => `h ${k}` };
    const plan = planSpots([use('hand'), use('table')], 'helper', labels);
    expect(plan.spots.vertices).toEqual([{ key: '0,0,N', label: 'v 0,0,N' }]);
    expect(plan.commands.get('vertex:0,0,N')).toHaveLength(2);
    expect(planSpots([use('hand')], null, labels).spots.vertices).toEqual([]);
  });
});
