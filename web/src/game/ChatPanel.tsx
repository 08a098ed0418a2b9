// The chat panel: the lines (seat colour, name, words; spectators' lines set apart), quick
// phrases, a message box with its character count (Enter sends), and mute. Every word from the
// server is rendered as text, never as markup. Loaded the first time the chat is shown (Chat.tsx).
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { seatFill } from '../ui/colours.ts';
import { t } from '../i18n/index.ts';
import { chatMuted, setChatMuted, type ChatLine } from '../state/chat.ts';
import { CHAT_PHRASES, chatLength, MAX_CHAT_CHARS, say } from '../state/chat-say.ts';
import { nameOf, wordsOf, type ChatPanelProps } from './chat-view.ts';
import { useGame } from './context.ts';
import { namesOf } from './derived.ts';
import { colourOf } from '../kinds/dice/words.ts';
import type { GameState } from '../state/game-state.ts';

/** The lines, oldest first, following the newest unless the reader scrolled back. */
export function ChatLines({ lines, colours, label }: { lines: readonly ChatLine[]; colours: readonly string[]; label: string }) {
  const scroller = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [lines.length, lines[lines.length - 1]?.id]);
  const onScroll = () => {
    const el = scroller.current;
    if (el) following.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 8;
  };
  return (
    <ol class="chat-lines" ref={scroller} onScroll={onScroll} tabIndex={0} aria-label={label}>
      {lines.length === 0 && <li class="chat-none">{t('chat.none')}</li>}
      {lines.map((line) => (
        <li key={line.id} class={line.channel === 'spectators' ? 'chat-spec' : undefined} data-chat={line.id}>
          <span class="chat-swatch" aria-hidden="true" style={line.seat === undefined ? undefined : { background: seatFill(colours[line.seat]) }} />
          <span class="chat-name">{nameOf(line)}</span>
          {line.channel === 'spectators' && <span class="chat-aside">{t('chat.toSpectators')}</span>}
          <span class="chat-words">{wordsOf(line)}</span>
        </li>
      ))}
    </ol>
  );
}

const ERROR_KEYS = { 'chat/too-long': 'chat.error.tooLong', 'chat/empty': 'chat.error.empty', 'rate/limited': 'chat.error.rate' } as const;

function errorText(code: string): string {
  const key = ERROR_KEYS[code as keyof typeof ERROR_KEYS];
  return key ? t(key, { max: MAX_CHAT_CHARS }) : t('chat.error.other', { code });
}

/** The seats' colours: the board game's table's, or the dice game's. */
function seatColours(game: GameState): readonly string[] {
  const dice = game.dice.value;
  if (dice) return dice.phase === 'none' ? [] : dice.names.map((_, seat) => colourOf(seat));
  return namesOf(game.state.value).colours;
}

export function ChatPanel({ view }: ChatPanelProps) {
  const { game } = useGame();
  const { chat } = view;
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const seated = game.mySeat.value !== null;
  const muted = chatMuted.value;
  const shown = muted ? chat.lines.value.filter(chat.isOwn) : chat.lines.value;
  const length = chatLength(draft);
  const tooLong = length > MAX_CHAT_CHARS;
  const error = chat.error.value;

  const submit = async (e: Event) => {
    e.preventDefault();
    if (length === 0 || tooLong) return;
    const text = draft;
    setDraft('');
    if (!(await say(chat, { text }))) setDraft((now) => now || text);
  };
  return (
    <section class="panel chat" aria-labelledby="chat-h">
      <div class="chat-head">
        <h2 id="chat-h" class="sr-only">{t('chat.title')}</h2>
        <label class="chat-mute">
          <input type="checkbox" checked={muted} onChange={(e) => setChatMuted(e.currentTarget.checked)} /> {t('chat.mute')}
        </label>
      </div>
      {muted && <p class="chat-muted">{t('chat.muted')}</p>}
      <ChatLines lines={shown} colours={seatColours(game)} label={t('chat.lines')} />
      <div class="chat-phrases" role="group" aria-label={t('chat.phrases')}>
        {CHAT_PHRASES.map((phrase) => (
          <button key={phrase} type="button" onClick={() => void say(chat, { phrase })}>{t(`chat.phrase.${phrase}`)}</button>
        ))}
      </div>
      <form class="chat-form" onSubmit={submit}>
        <input
          ref={input} type="text" value={draft} autoComplete="off" enterKeyHint="send"
          aria-label={t('chat.input')} aria-describedby="chat-count" aria-invalid={tooLong}
          placeholder={seated ? t('chat.placeholder') : t('chat.placeholderSpectators')}
          onInput={(e) => setDraft(e.currentTarget.value)}
        />
        <span id="chat-count" class={`chat-count${tooLong ? ' over' : ''}`} title={t('chat.count', { n: length, max: MAX_CHAT_CHARS })}>
          <span aria-hidden="true">{length}/{MAX_CHAT_CHARS}</span><span class="sr-only">{t('chat.count', { n: length, max: MAX_CHAT_CHARS })}</span>
        </span>
        <button type="submit" disabled={length === 0 || tooLong}>{t('chat.send')}</button>
      </form>
      {error && <p class="chat-error" role="alert">{errorText(error)}</p>}
    </section>
  );
}
