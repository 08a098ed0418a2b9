// The table chat of one game page: the lines this connection may read (the server sends only
// those), the lines not seen while the chat is out of view, and mute. Chat comes in its own `chat`
// messages, apart from the game's stream; this module listens for them itself. (Saying a line is
// in chat-say.ts, which comes with the chat panel.)
import { batch, signal } from '@preact/signals';
import { CHAT_PHRASES, type ChatLine, type ChatPhrase, type ServerMessage } from '../lib/protocol.ts';
import type { Connection } from '../net/connection.ts';

export type { ChatLine, ChatPhrase };

/** Lines kept on the page (a long game's chat stays bounded). */
const MAX_KEPT = 300;

const MUTE_KEY = 'hexfold.chat.muted';

function loadMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Mute hides the others' lines (and their badge and announcements) on every game page. */
export const chatMuted = signal(typeof localStorage === 'undefined' ? false : loadMuted());

export function setChatMuted(muted: boolean): void {
  chatMuted.value = muted;
  try {
    localStorage.setItem(MUTE_KEY, muted ? '1' : '0');
  } catch {
    /* no storage */
  }
}

/** Who says the lines of this page: a seat with its token, or a spectator (null). */
export type Speaker = () => { readonly seat: number; readonly seatToken: string } | null;

const byTime = (a: ChatLine, b: ChatLine): number => (a.at === b.at ? (a.id < b.id ? -1 : 1) : a.at < b.at ? -1 : 1);

/** A line as the server sends it; anything else is dropped. */
const wellFormed = (l: ChatLine): boolean => typeof l?.id === 'string' && typeof l.at === 'string' && typeof l.name === 'string'
  && (l.channel === 'table' || l.channel === 'spectators') && (typeof l.text === 'string' || CHAT_PHRASES.includes(l.phrase!));

export function createChat(gameId: string, connection: Connection, speaker: Speaker) {
  const lines = signal<readonly ChatLine[]>([]);
  /** The chat is in view: its lines are read as they come. */
  const visible = signal(false);
  const unread = signal(0);
  /** The newest line of someone else, for screen readers. */
  const heard = signal<ChatLine | null>(null);
  /** The code of the last refused line (or `client/timeout`), set by chat-say.ts. */
  const error = signal<string | null>(null);
  const own = new Set<string>();
  let ownTag: string | null = null;

  const isOwn = (l: ChatLine): boolean => {
    const me = speaker();
    return own.has(l.id) || (me !== null ? l.seat === me.seat : l.seat === undefined && l.name === ownTag);
  };

  function receive(m: ServerMessage) {
    if (m.type !== 'chat' || m.gameId !== gameId || !Array.isArray(m.lines)) return;
    const held = lines.value;
    const known = new Set(held.map((l) => l.id));
    const fresh = m.lines.filter((l) => wellFormed(l) && !known.has(l.id));
    if (fresh.length === 0) return;
    // A catch-up (it answers a follow) brings history: only lines newer than those held are news.
    const newest = held[held.length - 1]?.at;
    const news = fresh.filter((l) => !isOwn(l) && (m.reqId === undefined || (newest !== undefined && l.at > newest)));
    batch(() => {
      lines.value = [...held, ...fresh].sort(byTime).slice(-MAX_KEPT);
      if (news.length > 0 && !chatMuted.peek()) {
        heard.value = news[news.length - 1];
        if (!visible.peek()) unread.value += news.length;
      }
    });
  }

  function setVisible(seen: boolean) {
    batch(() => {
      visible.value = seen;
      if (seen) unread.value = 0;
    });
  }

  /** A line this page said (its `said` answer): never news, and a spectator's tag is learnt from it. */
  function ownLine(id: string) {
    own.add(id);
    const mine = lines.peek().find((l) => l.id === id);
    if (mine && mine.seat === undefined) ownTag = mine.name;
  }

  const stop = connection.onMessage(receive);
  // Saying lines is in chat-say.ts, loaded with the panel.
  return { gameId, connection, speaker, lines, visible, unread, heard, error, sent: [] as number[], isOwn, ownLine, setVisible, dispose: stop };
}

export type Chat = ReturnType<typeof createChat>;
