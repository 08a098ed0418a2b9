// @vitest-environment happy-dom
// The replay room's table chat: the lines said before the event after the position, all of them
// (those after the game too) at the end, and never the spectators' lines.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatReplay } from '../../web/src/game/ChatReplay.tsx';
import { setLanguage } from '../../web/src/i18n/index.ts';
import type { ChatLine, StreamItem } from '../../web/src/lib/protocol.ts';
import { createChat } from '../../web/src/state/chat.ts';
import { fakeConnection, tick } from './fakes.ts';

const GAME = 'game_chatreplay';
const at = (s: number) => new Date(Date.UTC(2026, 10, 23, 9, 0, s)).toISOString();
const items: StreamItem[] = [
  { version: 1, at: at(10), events: [{ type: 'GameCreated' } as never] },
  { version: 2, at: at(20), events: [{ type: 'SeatClaimed' } as never, { type: 'SeatClaimed' } as never] },
  { version: 3, at: at(30), events: [{ type: 'GameWon' } as never] },
];
const line = (id: string, s: number, rest: Partial<ChatLine> = {}): ChatLine =>
  ({ id, at: at(s), channel: 'table', seat: 0, name: 'Ana', text: id, ...rest });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the replay’s chat', () => {
  it('follows the position by time, and leaves the spectators out', async () => {
    setLanguage('en');
    const net = fakeConnection();
    const chat = createChat(GAME, net.connection, () => null);
    // GIVEN the catch-up of a finished game's lines: before, between and after its items
    net.push({ type: 'chat', gameId: GAME, reqId: 'r1', lines: [
      line('early', 5), line('between', 15), line('later', 25), line('aside', 26, { channel: 'spectators', seat: undefined, name: 'k3Zq' }), line('after', 40),
    ] });
    const root = document.createElement('div');
    document.body.append(root);
    const shown = async (position: number) => {
      render(<ChatReplay chat={chat} items={items} position={position} colours={['red', 'blue', 'orange']} />, root);
      await tick();
      return [...root.querySelectorAll('.chat-lines li[data-chat]')].map((li) => li.getAttribute('data-chat'));
    };
    // THEN at each position, the lines said before the next event
    expect(await shown(0)).toEqual(['early']);
    expect(await shown(1)).toEqual(['early', 'between']);
    expect(await shown(2)).toEqual(['early', 'between']);
    expect(await shown(3)).toEqual(['early', 'between', 'later']);
    // AND at the end, every table line, the ones after the game too
    expect(await shown(4)).toEqual(['early', 'between', 'later', 'after']);
    chat.dispose();
  });
});
