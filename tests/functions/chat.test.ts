// The chat's rules in the service, on in-memory stores: what a line's text becomes, who receives
// a line, a catch-up that fails without failing the follow, and a stack without a chat store.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatLength, cleanChatText } from '../../functions/app/chat.ts';
import { memoryStores } from '../../functions/store/memory/index.ts';
import { MemoryChatStore } from '../../functions/store/memory/chat.ts';
import { setup } from './service-setup.ts';

describe('a line’s text', () => {
  it('is one trimmed line without control or invisible formatting characters', () => {
    expect(cleanChatText('  hi\r\n\tthere\u0000\u0007\u007f\u009b ')).toBe('hi there');
    // Bidirectional overrides and isolates, zero-width spaces and word joiners go.
    expect(cleanChatText('abc\u202Edef\u2066g\u2069\u200Bh\u2060\uFEFF')).toBe('abcdefgh');
    // Emoji sequences keep their joiners; a lone surrogate goes; text is NFC.
    expect(cleanChatText('👩\u200D👩\u200D👧 \uD800x e\u0301')).toBe('👩\u200D👩\u200D👧 x é');
    expect(chatLength('🎲🎲é')).toBe(3);
  });

  it('never keeps a control character, never has space at its ends, and is stable', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (raw) => {
      const text = cleanChatText(raw);
      expect(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/u.test(text)).toBe(false);
      expect(text).toBe(text.trim());
      expect(cleanChatText(text)).toBe(text);
    }));
  });
});

describe('say, in the service', () => {
  const chatSetup = () => {
    const chat = new MemoryChatStore();
    return { ...setup({ stores: { ...memoryStores(), chat } }), chat };
  };

  it('sends a player’s line to everyone following, and a spectator’s to spectators only', async () => {
    const { say, table, transport } = chatSetup();
    const { gameId, tokens } = await table();
    await say('watcher', { type: 'spectate', gameId });
    const heard = (id: string) => transport.received(id).filter((m) => m.type === 'chat' && m.reqId === undefined).flatMap((m) => m.lines);
    expect((await say('seat0', { type: 'say', reqId: 'q', gameId, seatToken: tokens[0], phrase: 'hello' })).at(-1)).toMatchObject({ type: 'said', reqId: 'q' });
    expect((await say('watcher', { type: 'say', gameId, text: 'psst' })).at(-1)).toMatchObject({ type: 'said' });
    for (const id of ['seat0', 'seat1', 'seat2']) expect(heard(id).map((l) => l.phrase ?? l.text)).toEqual(['hello']);
    expect(heard('watcher').map((l) => l.phrase ?? l.text)).toEqual(['hello', 'psst']);
    expect(heard('seat1')[0]).toEqual({ id: expect.any(String), at: expect.any(String), channel: 'table', seat: 0, name: 'P0', phrase: 'hello' });
  });

  it('sends the latest lines after a follow, with its reqId, and a follow survives a chat store that fails', async () => {
    const { say, table, chat, log } = chatSetup();
    const { gameId, tokens } = await table();
    await say('seat1', { type: 'say', gameId, seatToken: tokens[1], text: 'one' });
    const back = await say('again', { type: 'resume', reqId: 'r', gameId, seatToken: tokens[1], lastVersion: 0 });
    expect(back.at(-1)).toMatchObject({ type: 'chat', reqId: 'r', gameId, lines: [{ text: 'one', seat: 1 }] });
    // WHEN the chat store fails on reading
    chat.latest = async () => {
      throw new Error('boom');
    };
    const after = await say('third', { type: 'spectate', reqId: 's', gameId });
    // THEN the events came, no chat, and the failure was logged
    expect(after.some((m) => m.type === 'events')).toBe(true);
    expect(after.some((m) => m.type === 'chat' || m.type === 'error')).toBe(false);
    expect(log.lines.some((l) => l.message === 'chat catch-up failed')).toBe(true);
  });

  it('answers store/unavailable where there is no chat store', async () => {
    const { chat: _, ...withoutChat } = memoryStores();
    const { say, table } = setup({ stores: withoutChat });
    const { gameId, tokens } = await table();
    expect((await say('seat0', { type: 'say', gameId, seatToken: tokens[0], text: 'hi' })).at(-1)).toMatchObject({ type: 'error', code: 'store/unavailable' });
  });
});
