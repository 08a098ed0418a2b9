// @vitest-environment happy-dom
// The chat on the game page, on a fake server: the "Log | Chat" tabs, lines as plain text, saying
// a text or a quick phrase, the unread badge, mute (remembered) and the screen-reader announcement.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatLine } from '../../web/src/lib/protocol.ts';
import type { Viewer } from '../../web/src/lib/domain.ts';
import { setChatMuted } from '../../web/src/state/chat.ts';
import { started, tick, TOKEN } from './fakes.ts';
import { mountGame } from './mount.tsx';

const GAME = 'game_chat01';
const at = (s: number) => new Date(Date.UTC(2026, 10, 23, 9, 0, s)).toISOString();
const line = (id: string, s: number, rest: Partial<ChatLine>): ChatLine => ({ id, at: at(s), channel: 'table', name: 'Ana', ...rest });

async function mount(viewer: Viewer) {
  const mounted = await mountGame(GAME, viewer, started());
  return mounted;
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await tick();
};
const tab = (root: Element, name: 'log' | 'chat') => root.querySelector<HTMLButtonElement>(`#tab-${name}`)!;
const badge = (root: Element) => tab(root, 'chat').querySelector('.chat-badge');
const texts = (root: Element) => [...root.querySelectorAll('.chat-lines li[data-chat]')].map((li) => li.textContent);

async function openChat(root: Element) {
  tab(root, 'chat').click();
  // The panel's code comes with the first opening.
  await vi.waitFor(() => expect(root.querySelector('.chat')).not.toBeNull());
  await settle();
}

async function type(root: Element, text: string) {
  const input = root.querySelector<HTMLInputElement>('.chat-form input')!;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await tick();
}

beforeEach(() => {
  localStorage.clear();
  setChatMuted(false);
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the chat panel', () => {
  it('shows the lines with seat names and phrases in the reader’s language, markup as plain text', async () => {
    // GIVEN a seated player whose catch-up brought two lines
    const { net, root } = await mount(0);
    net.push({ type: 'chat', gameId: GAME, reqId: 'r1', lines: [
      line('a', 1, { seat: 1, name: 'Bruno', text: '<script>alert(1)</script><b>hi</b>' }),
      line('b', 2, { seat: 2, name: 'Cara', phrase: 'gl' }),
    ] });
    await tick();
    // WHEN the Chat tab is chosen
    await openChat(root);
    // THEN the lines read as typed, nothing of them became markup
    expect(texts(root)).toEqual(['Bruno<script>alert(1)</script><b>hi</b>', 'CaraGood luck!']);
    expect(root.querySelector('.chat-lines script, .chat-lines b')).toBeNull();
    expect(tab(root, 'chat').getAttribute('aria-selected')).toBe('true');
    expect(root.querySelector('.log')).toBeNull();
  });

  it('says a text (Enter) and a quick phrase with the seat’s token, and counts characters up to 200', async () => {
    const { net, root } = await mount(0);
    await openChat(root);
    // WHEN the player types a line and submits it
    await type(root, '  trade wood for ore?  ');
    root.querySelector('.chat-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await tick();
    // THEN it goes as a `say` with the token, trimmed, and the box is emptied
    const said = net.last('say')!;
    expect(said).toMatchObject({ type: 'say', gameId: GAME, seatToken: TOKEN, text: 'trade wood for ore?' });
    expect(root.querySelector<HTMLInputElement>('.chat-form input')!.value).toBe('');
    net.push({ type: 'said', reqId: said.reqId, id: 'own1' });
    // AND a quick phrase goes by its id
    [...root.querySelectorAll<HTMLButtonElement>('.chat-phrases button')].find((b) => b.textContent === 'Good game!')!.click();
    await tick();
    expect(net.last('say')).toMatchObject({ seatToken: TOKEN, phrase: 'gg' });
    expect(net.last('say')!.text).toBeUndefined();
    // AND 201 characters (emoji count one each) cannot be sent
    await type(root, '🎲'.repeat(201));
    expect(root.querySelector('.chat-count')!.classList.contains('over')).toBe(true);
    expect(root.querySelector('.chat-count [aria-hidden]')!.textContent).toBe('201/200');
    expect(root.querySelector<HTMLButtonElement>('.chat-form button[type=submit]')!.disabled).toBe(true);
  });

  it('badges lines of others that come while the log is shown, and clears the badge when the chat is opened', async () => {
    const { net, root } = await mount(0);
    // GIVEN the history of the catch-up, which is not news
    net.push({ type: 'chat', gameId: GAME, reqId: 'r1', lines: [line('old', 1, { seat: 1, name: 'Bruno', text: 'earlier' })] });
    await tick();
    expect(badge(root)).toBeNull();
    // WHEN two lines of others and one of the player's own arrive while the log is shown
    net.push({ type: 'chat', gameId: GAME, lines: [line('n1', 5, { seat: 1, name: 'Bruno', phrase: 'hello' })] });
    net.push({ type: 'chat', gameId: GAME, lines: [line('n2', 6, { seat: 0, name: 'Ana', text: 'mine' })] });
    net.push({ type: 'chat', gameId: GAME, lines: [line('n3', 7, { seat: 2, name: 'Cara', text: 'hey' })] });
    await tick();
    // THEN the Chat tab shows 2 unread, and screen readers hear the newest of the others
    expect(badge(root)?.textContent).toContain('2');
    expect(badge(root)?.querySelector('.sr-only')?.textContent).toContain('2 unread messages');
    expect(root.querySelector('.chat-announce')?.textContent).toBe('Cara: hey');
    // WHEN the chat is opened
    await openChat(root);
    // THEN the badge is gone, and a line that comes now is not counted
    expect(badge(root)).toBeNull();
    net.push({ type: 'chat', gameId: GAME, lines: [line('n4', 8, { seat: 1, name: 'Bruno', text: 'now' })] });
    await tick();
    expect(badge(root)).toBeNull();
    expect(texts(root)).toHaveLength(5);
  });

  it('mutes: hides the others’ lines and their badge, and remembers it', async () => {
    const { net, root } = await mount(0);
    net.push({ type: 'chat', gameId: GAME, lines: [line('o', 1, { seat: 1, name: 'Bruno', text: 'spam' }), line('m', 2, { seat: 0, name: 'Ana', text: 'mine' })] });
    await openChat(root);
    // WHEN mute is ticked
    const mute = root.querySelector<HTMLInputElement>('.chat-mute input')!;
    mute.checked = true;
    mute.dispatchEvent(new Event('change', { bubbles: true }));
    await tick();
    // THEN only the player's own line shows, and the choice is stored
    expect(texts(root)).toEqual(['Anamine']);
    expect(root.querySelector('.chat-muted')).not.toBeNull();
    expect(localStorage.getItem('hexfold.chat.muted')).toBe('1');
    // AND back on the log, new lines raise no badge and are not announced
    tab(root, 'log').click();
    await tick();
    net.push({ type: 'chat', gameId: GAME, lines: [line('o2', 3, { seat: 1, name: 'Bruno', text: 'more spam' })] });
    await tick();
    expect(badge(root)).toBeNull();
    expect(root.querySelector('.chat-announce')?.textContent).toBe('');
  });

  it('lets a spectator talk to the spectators, whose lines are set apart', async () => {
    const { net, root } = await mount('spectator');
    await openChat(root);
    // WHEN a spectator's line arrives and the spectator says one
    net.push({ type: 'chat', gameId: GAME, lines: [line('s1', 1, { channel: 'spectators', name: 'k3Zq', text: 'nice' })] });
    await tick();
    await type(root, 'agreed');
    root.querySelector('.chat-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await tick();
    // THEN it goes without a token, and the line reads as a spectator's, marked for spectators only
    expect(net.last('say')).toMatchObject({ type: 'say', gameId: GAME, text: 'agreed' });
    expect(net.last('say')!.seatToken).toBeUndefined();
    expect(root.querySelector<HTMLInputElement>('.chat-form input')!.placeholder).toBe('Message the other spectators');
    const spec = root.querySelector('.chat-lines li.chat-spec')!;
    expect(spec.textContent).toBe('Spectator k3Zqspectators onlynice');
  });

  it('opens from the chat button as a sheet (phones), with the unread count on the button, and closes', async () => {
    const { net, root } = await mount(0);
    net.push({ type: 'chat', gameId: GAME, lines: [line('p1', 1, { seat: 2, name: 'Cara', phrase: 'wait' })] });
    await tick();
    const open = root.querySelector<HTMLButtonElement>('.game-status .chat-open')!;
    expect(open.querySelector('.chat-badge')?.textContent).toContain('1');
    expect(open.textContent).toContain('Open the chat');
    // WHEN the button is tapped
    open.click();
    await vi.waitFor(() => expect(root.querySelector('.log-or-chat.sheet-open .chat')).not.toBeNull());
    // THEN the chat is shown as a sheet, the badge is gone
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(open.querySelector('.chat-badge')).toBeNull();
    expect(texts(root)).toEqual(['CaraOne moment, please.']);
    // WHEN it is closed
    root.querySelector<HTMLButtonElement>('.chat-close')!.click();
    await tick();
    // THEN the side column shows the log again
    expect(root.querySelector('.sheet-open')).toBeNull();
    expect(root.querySelector('.log')).not.toBeNull();
  });

  it('shows a refusal, and keeps the words to send again', async () => {
    const { net, root } = await mount(0);
    await openChat(root);
    await type(root, 'hello there');
    root.querySelector('.chat-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await tick();
    net.push({ type: 'error', reqId: net.last('say')!.reqId, code: 'rate/limited', message: 'Too many.' });
    await settle();
    expect(root.querySelector('.chat-error')?.textContent).toBe('Too many messages: wait a few seconds.');
    expect(root.querySelector('.notice')).toBeNull();
    expect(root.querySelector<HTMLInputElement>('.chat-form input')!.value).toBe('hello there');
  });
});
