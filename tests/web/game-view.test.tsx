// @vitest-environment happy-dom
// The game screen wired to a fake server: players see their hand and moves, spectators counts
// only; the discard dialog makes the count clear and sends exactly the chosen cards.
import { afterEach, describe, expect, it } from 'vitest';
import type { Event, Viewer } from '../../web/src/lib/domain.ts';
import { started, tick, TOKEN } from './fakes.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_view01';


async function mount(viewer: Viewer, extra: Event[] = []) {
  const { net, root } = await mountGame(GAME, viewer, [...started(), ...extra]);
  net.push({ type: 'presence', gameId: GAME, seats: [true, true, false], spectators: 2 });
  await tick();
  return { net, root };
}

const click = async (el: Element | null | undefined) => {
  if (!el) throw new Error('nothing to click');
  (el as HTMLElement).click();
  await tick();
};
const button = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(text));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the game screen', () => {
  it('shows a seated player their hand, the players with points, and sends Roll dice', async () => {
    const { net, root } = await mount(0);
    expect(root.querySelector('[data-prompt]')?.textContent).toBe('Your turn: roll the dice.');
    expect(root.querySelectorAll('.player')).toHaveLength(3);
    expect([...root.querySelectorAll('.vp [aria-hidden]')].map((v) => v.textContent)).toEqual(['2', '2', '2']);
    expect(root.querySelector('.hand')).not.toBeNull();
    expect(root.querySelector('[data-watchers]')?.textContent).toBe('2 watching');
    await click(button(root, 'Roll dice'));
    expect(net.last('command')).toMatchObject({ seatToken: TOKEN, command: { type: 'RollDice' } });
    expect(root.querySelector('.conn-pending')?.textContent).toBe('1 move waiting to be sent');
  });

  it('shows a spectator no hand and no moves, only card counts', async () => {
    const { root } = await mount('spectator');
    expect(root.querySelector('.hand')).toBeNull();
    expect(root.querySelector('.actions')).toBeNull();
    expect(root.querySelector('[data-watching]')).not.toBeNull();
    expect([...root.querySelectorAll('[data-cards]')].map((c) => c.getAttribute('data-cards'))).toEqual(['3', '3', '3']);
    expect(root.querySelectorAll('.spot')).toHaveLength(0);
  });

  it('asks for exactly half the cards on a 7 and sends the chosen ones', async () => {
    const sevens: Event[] = [
      { type: 'ResourcesProduced', gains: [{ brick: 4, wool: 4 }, {}, {}] },
      { type: 'DiceRolled', seat: 0, dice: [3, 4] },
      { type: 'DiscardsDemanded', counts: [5, 0, 0] },
    ];
    const { net, root } = await mount(0, sevens);
    const dialog = root.querySelector('dialog[open]')!;
    expect(dialog.textContent).toContain('return 5 of them');
    expect(dialog.querySelector('[data-chosen]')?.textContent).toBe('0 of 5 chosen');
    const submit = button(dialog, 'Discard these cards')!;
    expect(submit.disabled).toBe(true);
    for (let i = 0; i < 4; i++) await click(dialog.querySelector('[aria-label="More brick"]'));
    await click(dialog.querySelector('[aria-label="More wool"]'));
    expect((dialog.querySelector('[aria-label="More wool"]') as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.querySelector('[data-chosen]')?.textContent).toBe('5 of 5 chosen');
    await click(submit);
    expect(net.last('command')?.command).toEqual({ type: 'DiscardResources', resources: { brick: 4, wool: 1 } });
  });
});
