// The chat's view state on the game page (which tab, the phone's sheet) and the words of a line:
// shared by the page's chat (Chat.tsx) and its lazily fetched panel (ChatPanel.tsx).
import type { Signal } from '@preact/signals';
import { t } from '../i18n/index.ts';
import type { Chat, ChatLine } from '../state/chat.ts';

export interface ChatView {
  readonly chat: Chat;
  readonly tab: Signal<'log' | 'chat'>;
  /** The chat opened from the bottom sheet (phones): it covers the board until closed. */
  readonly sheet: Signal<boolean>;
}

export type ChatPanelProps = { readonly view: ChatView };

/** The words of a line in the reader's language: its text, or its phrase translated. */
export const wordsOf = (line: ChatLine): string => line.text ?? t(`chat.phrase.${line.phrase!}`);

/** A player's seat name, or a spectator's tag as "Spectator k3Zq". */
export const nameOf = (line: ChatLine): string => (line.seat === undefined ? t('chat.spectator', { tag: line.name }) : line.name);

export function show(view: ChatView, tab: 'log' | 'chat', sheet = false) {
  view.tab.value = tab;
  view.sheet.value = sheet;
  view.chat.setVisible(tab === 'chat');
}

/** Closes the phone's chat sheet, back to the log. */
export const closeSheet = (view: ChatView) => show(view, 'log');
