// @vitest-environment happy-dom
// At a rated table: the "Rated" tag by the table's status, and no "Add a bot" for its creator
// (the server would refuse it); an unrated table shows neither change.
import { afterEach, describe, expect, it } from 'vitest';
import { saveHostKey } from '../../web/src/state/seats.ts';
import { memoryStore, ScriptedGame } from './fakes.ts';
import { mountItems } from './mount.tsx';

const GAME = 'game_rated01';

afterEach(() => {
  document.body.innerHTML = '';
});

async function openTable(rated: boolean) {
  const script = new ScriptedGame();
  script.run({ type: 'CreateGame', players: 3, board: 'variable', ...(rated ? { rated } : {}) });
  script.run({ type: 'ClaimSeat', seat: 0, name: 'Ana' });
  const store = memoryStore();
  saveHostKey(store, GAME, 'create_secret_1');
  return (await mountItems(GAME, 0, script.items, { store })).root;
}

describe('a rated table', () => {
  it('is tagged Rated and offers its creator no bot', async () => {
    const root = await openTable(true);
    expect(root.querySelector('.game-status [data-rated]')?.textContent).toBe('Rated');
    expect(root.querySelector('[data-add-bot]')).toBeNull();
  });

  it('leaves an unrated table as it was', async () => {
    const root = await openTable(false);
    expect(root.querySelector('[data-rated]')).toBeNull();
    expect(root.querySelectorAll('[data-add-bot]')).toHaveLength(2);
  });
});
