// @vitest-environment happy-dom
// After a 7 (or a knight) the player chooses the robber or the pirate: the robber's mode lights
// land hexes for the robber and sea hexes for the pirate; a sea hex beside ships of other players
// asks whom the pirate robs (the ships' owners with cards), an empty one sends at once.
import { afterEach, describe, expect, it } from 'vitest';
import { handTotal, indexOf, seafarers, type Command, type Table } from '../../web/src/lib/domain.ts';
import { click } from './fakes.ts';
import { mountGame } from './mount.tsx';
import { seaGame } from './seafarers-game.ts';

const GAME = 'game_seapirate';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Four Islands, every set-up road a ship, and Ana's roll of 7. */
function sevenGame() {
  const g = seaGame('four-islands', 3);
  g.setup(() => true);
  g.run({ type: 'RollDice', seat: 0, dice: [3, 4] } as Command);
  return g;
}

/** The sea hexes the pirate may go to, and those beside a ship of `seat`. */
function seaHexes(s: Table, seat: number) {
  const { topology } = indexOf(s);
  const part = seafarers.seafarersPart(s);
  const places = seafarers.placesOf(s);
  const all = topology.hexes.filter((h, i) => places.sea[i] === 1 && h !== part.pirate);
  const beside = all.filter((h) => places.hexEdges[topology.hexIndex.get(h)!].some((e) => part.ships[e] === seat));
  return { all, beside };
}

describe('the robber or the pirate', () => {
  it('lights land hexes for the robber and sea hexes for the pirate', async () => {
    const g = sevenGame();
    const s = g.state() as Table;
    const { root } = await mountGame(GAME, 0, g.events);
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Move the robber or the pirate: pick a highlighted hex (land: the robber, sea: the pirate).');
    const land = s.board.tiles.filter((t) => t.terrain !== 'sea' && t.terrain !== 'fog' && t.hex !== s.robber).length;
    const spots = [...root.querySelectorAll('.spot-hex')];
    expect(spots).toHaveLength(land + seaHexes(s, 1).all.length);
    expect(spots.filter((x) => x.getAttribute('aria-label')?.startsWith('Move the pirate: Sea'))).toHaveLength(seaHexes(s, 1).all.length);
    expect(spots.filter((x) => x.getAttribute('aria-label')?.startsWith('Move the robber:'))).toHaveLength(land);
  });

  it('asks whom the pirate robs among the ships’ owners beside the hex', async () => {
    const g = sevenGame();
    const s = g.state() as Table;
    const [hex] = seaHexes(s, 1).beside.filter((h) => !seaHexes(s, 2).beside.includes(h));
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector(`.spot-hex[data-spot="${hex}"]`));
    const dialog = root.querySelector('dialog[open]')!;
    expect(dialog.querySelector('h2')?.textContent).toMatch(/^Whom does the pirate rob\? \(Sea/);
    const victims = [...dialog.querySelectorAll('.choices button.primary')].map((b) => b.textContent);
    const n = handTotal(s.hands[1]);
    expect(victims).toEqual([`Bruno (${n} card${n === 1 ? '' : 's'})`]);
    await click(dialog.querySelector('.choices button.primary'));
    expect(net.last('command')?.command).toEqual({ type: 'MovePirate', hex, victim: 1 });
  });

  it('moves the pirate at once to a hex without other ships', async () => {
    const g = sevenGame();
    const s = g.state() as Table;
    const lonely = seaHexes(s, 1).all.find((h) => !seaHexes(s, 1).beside.includes(h) && !seaHexes(s, 2).beside.includes(h))!;
    const { root, net } = await mountGame(GAME, 0, g.events);
    await click(root.querySelector(`.spot-hex[data-spot="${lonely}"]`));
    expect(root.querySelector('dialog[open]')).toBeNull();
    expect(net.last('command')?.command).toEqual({ type: 'MovePirate', hex: lonely, victim: null });
  });

  it('draws the pirate where it went, and the robber stays', async () => {
    const g = sevenGame();
    const s = g.state() as Table;
    const [hex] = seaHexes(s, 1).all;
    g.run({ type: 'MovePirate', seat: 0, hex, victim: null } as Command);
    const { root } = await mountGame(GAME, 1, g.events, 'Bruno');
    const pirate = root.querySelector('[data-pirate]')!;
    expect(pirate.querySelector('title')?.textContent).toBe('The pirate');
    expect(seafarers.seafarersPart(g.state() as Table).pirate).toBe(hex);
    expect(root.querySelector('.log-lines')?.textContent).toContain('Ana moved the pirate.');
  });
});
