// The chat's place on the game page: on a wide, landscape screen the log and the chat together in
// the side column, both in view; elsewhere tabs, and on a phone "Log | Chat" tabs, and a chat button with an unread badge in the
// status row that opens them as a sheet over the board. The panel itself (ChatPanel.tsx) is
// fetched the first time it is shown, not with the page.
import { effect, signal } from '@preact/signals';
import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import { chatMuted, createChat, type Chat } from '../state/chat.ts';
import { closeSheet, nameOf, show, wordsOf, type ChatPanelProps, type ChatView } from './chat-view.ts';
import { useGame } from './context.ts';
import { TABLE_WIDE, useMedia } from './media.ts';
import './chat.css';

/** The page's chat: created with the game page, listening until it goes. */
export function useChat(): ChatView {
  const { connection } = useApp();
  const { game } = useGame();
  const view = useMemo(() => {
    const chat = createChat(game.gameId, connection, () => {
      const seat = game.mySeat.peek();
      const record = game.seat.peek();
      return seat !== null && record ? { seat, seatToken: record.seatToken } : null;
    });
    return { chat, tab: signal<'log' | 'chat'>('log'), sheet: signal(false) };
  }, [game, connection]);
  useEffect(() => () => view.chat.dispose(), [view]);
  // The game's handler shows every refusal as a notice; the chat shows its own in the panel.
  useEffect(() => effect(() => {
    const code = view.chat.error.value;
    if (code !== null && game.notice.peek()?.code === code) game.notice.value = null;
  }), [view]);
  return view;
}


/** Tells screen readers, politely, of someone else's newest line (never of one's own), whichever tab is shown. */
function Announcer({ chat }: { chat: Chat }) {
  const line = chat.heard.value;
  return <p class="sr-only chat-announce" aria-live="polite">{line && !chatMuted.value ? t('chat.said', { name: nameOf(line), text: wordsOf(line) }) : ''}</p>;
}

function Badge({ n }: { n: number }) {
  if (n === 0 || chatMuted.value) return null;
  return <span class="chat-badge" title={t('chat.unread', { n })}>{n > 99 ? '99+' : n}<span class="sr-only"> ({t('chat.unread', { n })})</span></span>;
}

let panel: Promise<ComponentType<ChatPanelProps>> | null = null;
const loadPanel = () => (panel ??= import('./ChatPanel.tsx').then((m) => m.ChatPanel));

/** The panel, once its code has arrived. */
function LazyPanel({ view }: ChatPanelProps) {
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);
  useEffect(() => {
    let live = true;
    void loadPanel().then((p) => {
      if (live) setPanel(() => p);
    });
    return () => {
      live = false;
    };
  }, []);
  return Panel ? <Panel view={view} /> : <p class="chat-loading">…</p>;
}

/**
 * Where the log and the chat are both shown (chat.css): a wide, landscape screen, with the side
 * column beside the board wide enough for the two. Elsewhere they are tabs.
 */
const WIDE = `${TABLE_WIDE} and (min-aspect-ratio: 8/5)`;
/**
 * The side column's log (children) and chat: on a wide, landscape screen both; elsewhere
 * "Log | Chat" tabs (on a phone in the column below the table, and in the chat's sheet).
 */
export function LogOrChat({ view, children }: { view: ChatView; children: ComponentChildren }) {
  const wide = useMedia(WIDE) && !view.sheet.value;
  // Both in view: every line is seen as it comes (no unread count); on a phone, only on the Chat tab.
  useEffect(() => view.chat.setVisible(wide || view.tab.peek() === 'chat'), [view, wide]);
  if (wide) {
    return (
      <div class="log-and-chat">
        <div class="log-part">{children}</div>
        <div class="chat-part"><LazyPanel view={view} /></div>
        <Announcer chat={view.chat} />
      </div>
    );
  }
  const tab = view.tab.value;
  const tabButton = (id: 'log' | 'chat', label: ComponentChildren) => (
    <button
      type="button" role="tab" id={`tab-${id}`} aria-selected={tab === id} aria-controls={`tabpanel-${id}`}
      tabIndex={tab === id ? 0 : -1} class={tab === id ? 'on' : undefined}
      onClick={() => show(view, id, view.sheet.peek())}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
        const other = id === 'log' ? 'chat' : 'log';
        show(view, other, view.sheet.peek());
        document.getElementById(`tab-${other}`)?.focus();
      }}
    >
      {label}
    </button>
  );
  const sheet = view.sheet.value;
  return (
    <div class={`log-or-chat${sheet ? ' sheet-open' : ''}`} onKeyDown={(e) => e.key === 'Escape' && view.sheet.peek() && closeSheet(view)}>
      <div class="chat-top">
        <div class="chat-tabs" role="tablist" aria-label={t('chat.tabs')}>
          {tabButton('log', t('chat.logTab'))}
          {tabButton('chat', <>{t('chat.title')}<Badge n={view.chat.unread.value} /></>)}
        </div>
        {sheet && <SheetClose view={view} />}
      </div>
      <div class="tab-body" role="tabpanel" id={`tabpanel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'log' ? children : <LazyPanel view={view} />}
      </div>
      <Announcer chat={view.chat} />
    </div>
  );
}

/**
 * The sheet's close button. Opening the sheet puts the focus here, not in the message box: a
 * phone's keyboard rises only when the box is tapped, and keyboard users start inside the sheet.
 */
function SheetClose({ view }: ChatPanelProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return <button type="button" ref={button} class="chat-close" onClick={() => closeSheet(view)} aria-label={t('chat.close')}>×</button>;
}

/** The phone's chat button (the side column has the tabs on wide screens, where it is hidden). */
export function ChatButton({ view }: ChatPanelProps) {
  return (
    <button type="button" class="chat-open" aria-expanded={view.sheet.value} onClick={() => show(view, 'chat', true)} onPointerDown={() => void loadPanel()}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M4 4h16v11H9l-5 4z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" /></svg>
      <span class="sr-only">{t('chat.open')}</span><Badge n={view.chat.unread.value} />
    </button>
  );
}
