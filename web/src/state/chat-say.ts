// Saying a chat line: checked as the server checks it (length, and its rate of five lines at
// once, one more every two seconds), so a refusal is rare; one that comes is kept in `chat.error`.
import { CHAT_PHRASES, MAX_CHAT_CHARS, type ChatPhrase } from '../lib/protocol.ts';
import { request, RequestError } from '../net/request.ts';
import type { Chat } from './chat.ts';

export { CHAT_PHRASES, MAX_CHAT_CHARS };

/** As the server counts: characters (code points) after trimming. */
export const chatLength = (text: string): number => [...text.trim()].length;

const BURST = 5;
const EVERY_MS = 2_000;

/** Lines the server's bucket would take now (it refuses the rest with rate/limited). */
function allowance(chat: Chat, now: number): number {
  chat.sent.splice(0, chat.sent.length, ...chat.sent.filter((at) => at > now - BURST * EVERY_MS));
  return BURST - chat.sent.length;
}

/** Says a text or a quick phrase; false when it was refused (see `chat.error`) or held back. */
export async function say(chat: Chat, words: { readonly text: string } | { readonly phrase: ChatPhrase }, now = Date.now()): Promise<boolean> {
  const text = 'text' in words ? words.text.trim() : undefined;
  if (text !== undefined && (text.length === 0 || chatLength(text) > MAX_CHAT_CHARS)) {
    chat.error.value = text.length === 0 ? 'chat/empty' : 'chat/too-long';
    return false;
  }
  if (allowance(chat, now) <= 0) {
    chat.error.value = 'rate/limited';
    return false;
  }
  chat.sent.push(now);
  const me = chat.speaker();
  chat.error.value = null;
  try {
    const said = await request(chat.connection, {
      type: 'say', gameId: chat.gameId, ...(me ? { seatToken: me.seatToken } : {}),
      ...(text !== undefined ? { text } : { phrase: (words as { phrase: ChatPhrase }).phrase }),
    }, 'said', 8_000);
    chat.ownLine(said.id);
    return true;
  } catch (e) {
    chat.error.value = e instanceof RequestError ? e.code : 'client/timeout';
    return false;
  }
}
