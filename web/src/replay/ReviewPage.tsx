// The route /review: a game opened from its notation (a file, or pasted text), read and checked
// by the domain (notation-check.ts), then reviewed like any finished game — nothing is sent to
// the server. A text that is not a game is refused with the line it goes wrong on. A dice game's
// notation (its header says so) opens the dice game's room, loaded only then.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { ErrorBoundary, lazy } from 'preact-iso';
import { readGame } from '../../../domain/catan/base/notation-check.ts';
import type { DiceEvent } from '../../../domain/dice/events.ts';
import { t } from '../i18n/index.ts';
import { buildReplay } from '../state/replay.ts';
import { createReplayCursor } from './cursor.ts';
import { ReplayRoom } from '../kinds/catan/replay/ReplayRoom.tsx';
import { useReplayKeys } from './useReplayKeys.ts';
import type { Event } from '../lib/domain.ts';

const DiceReplay = lazy(() => import('../kinds/dice/replay/DiceReplay.tsx').then((m) => m.DiceReplay));

/** A dice game's notation begins with its own header tag. */
const DICE_HEADER = /^\s*\[HexfoldDice\s/;

type Opened = { readonly kind: 'catan'; readonly events: readonly Event[] } | { readonly kind: 'dice'; readonly events: readonly DiceEvent[] };

export function ReviewPage() {
  const [text, setText] = useState('');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Opened at the end, as a finished game's replay is: the result, the full move list, every hand.
  const cursor = useMemo(() => (opened?.kind === 'catan' ? createReplayCursor(buildReplay(opened.events), opened.events.length) : null), [opened]);
  useEffect(() => () => cursor?.dispose(), [cursor]);
  useReplayKeys(cursor);
  const open = async (source: string) => {
    const read = DICE_HEADER.test(source)
      ? { kind: 'dice' as const, ...(await import('../kinds/dice/replay/read.ts')).readDiceGame(source) }
      : { kind: 'catan' as const, ...readGame(source) };
    if (read.ok) {
      setError(null);
      setOpened(read.kind === 'dice' ? { kind: 'dice', events: read.events } : { kind: 'catan', events: read.events });
    } else {
      setOpened(null);
      setError(t('review.error', { line: read.line, message: read.message }));
    }
  };
  const room = opened?.kind === 'dice' ? <ErrorBoundary><DiceReplay events={opened.events} name="review" follow={false} /></ErrorBoundary>
    : cursor ? <ReplayRoom cursor={cursor} name="review" /> : null;
  return (
    <main id="main" class={opened?.kind === 'dice' ? 'game replay review dice-replay' : 'game replay review'} data-phase={room ? 'replay' : 'open'}>
      <div class="game-status"><h1 class="replay-title">{t('review.title')}</h1></div>
      {room ?? (
        <section class="panel review-open">
          <p>{t('review.about')}</p>
          <label class="review-file">{t('review.file')}
            <input type="file" accept=".txt,text/plain" onChange={async (e) => {
              const file = (e.currentTarget as HTMLInputElement).files?.[0];
              if (file) await open(await file.text());
            }} />
          </label>
          <label class="review-paste">{t('review.paste')}
            <textarea rows={8} value={text} onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)} />
          </label>
          <button type="button" disabled={!text.trim()} onClick={() => void open(text)}>{t('review.open')}</button>
          {error && <p role="alert" class="review-error">{error}</p>}
        </section>
      )}
    </main>
  );
}
