// The route /review: a game opened from its notation (a file, or pasted text), read and checked
// by the domain (notation-check.ts), then reviewed like any finished game — nothing is sent to
// the server. A text that is not a game is refused with the line it goes wrong on.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { readGame } from '../../../domain/notation-check.ts';
import { t } from '../i18n/index.ts';
import { buildReplay } from '../state/replay.ts';
import { createReplayCursor } from './cursor.ts';
import { ReplayRoom } from './ReplayRoom.tsx';
import { useReplayKeys } from './useReplayKeys.ts';
import type { Event } from '../lib/domain.ts';

export function ReviewPage() {
  const [text, setText] = useState('');
  const [events, setEvents] = useState<readonly Event[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Opened at the end, as a finished game's replay is: the result, the full move list, every hand.
  const cursor = useMemo(() => (events ? createReplayCursor(buildReplay(events), events.length) : null), [events]);
  useEffect(() => () => cursor?.dispose(), [cursor]);
  useReplayKeys(cursor);
  const open = (source: string) => {
    const read = readGame(source);
    if (read.ok) {
      setError(null);
      setEvents(read.events);
    } else {
      setEvents(null);
      setError(t('review.error', { line: read.line, message: read.message }));
    }
  };
  return (
    <main id="main" class="game replay review" data-phase={cursor ? 'replay' : 'open'}>
      <div class="game-status"><h1 class="replay-title">{t('review.title')}</h1></div>
      {cursor ? <ReplayRoom cursor={cursor} name="review" /> : (
        <section class="panel review-open">
          <p>{t('review.about')}</p>
          <label class="review-file">{t('review.file')}
            <input type="file" accept=".txt,text/plain" onChange={async (e) => {
              const file = (e.currentTarget as HTMLInputElement).files?.[0];
              if (file) open(await file.text());
            }} />
          </label>
          <label class="review-paste">{t('review.paste')}
            <textarea rows={8} value={text} onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)} />
          </label>
          <button type="button" disabled={!text.trim()} onClick={() => open(text)}>{t('review.open')}</button>
          {error && <p role="alert" class="review-error">{error}</p>}
        </section>
      )}
    </main>
  );
}
