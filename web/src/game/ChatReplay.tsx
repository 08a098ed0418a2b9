// The replay room's table chat: the lines said before the event after the position (every line
// at the end, those said after the game too), beside the log. Spectators' lines are not shown.
import { useMemo } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import type { StreamItem } from '../lib/protocol.ts';
import type { Chat } from '../state/chat.ts';
import { ChatLines } from './ChatPanel.tsx';
import './chat.css';

export function ChatReplay({ chat, items, position, colours }: {
  chat: Chat; items: readonly StreamItem[]; position: number; colours: readonly string[];
}) {
  // Each event's time: its item's.
  const times = useMemo(() => items.flatMap((item) => item.events.map(() => item.at ?? '')), [items]);
  const next = position < times.length ? times[position] : null;
  const shown = chat.lines.value.filter((l) => l.channel === 'table' && (next === null || l.at < next));
  if (chat.lines.value.length === 0) return null;
  return (
    <section class="panel chat chat-replay" aria-labelledby="chat-replay-h">
      <h2 id="chat-replay-h">{t('chat.replay')}</h2>
      <ChatLines lines={shown} colours={colours} label={t('chat.replay')} />
    </section>
  );
}
