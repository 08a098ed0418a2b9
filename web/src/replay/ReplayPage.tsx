// The route /replay/:id: the full, unredacted stream of a finished game, stepped through with
// the board, players, dice, log and charts in sync. ?at=N in the URL is the position.
import { effect, useComputed } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import { createChat } from '../state/chat.ts';
import { createGameActions } from '../state/game-actions.ts';
import { createGameState } from '../state/game-state.ts';
import { buildReplay, positionFromQuery } from '../state/replay.ts';
import { ConnectionBadge } from '../ui/ConnectionBadge.tsx';
import { createReplayCursor } from './cursor.ts';
import { ReplayRoom } from './ReplayRoom.tsx';
import { useReplayKeys } from './useReplayKeys.ts';

export function ReplayPage({ id }: { id: string }) {
  const { connection, store } = useApp();
  const { query } = useLocation();
  const session = useMemo(() => {
    const game = createGameState(id, null);
    // The replay room shows what it receives at once: no pacing of bot moves here.
    return { game, actions: createGameActions(game, connection, store, { pacing: false }), chat: createChat(id, connection, () => null) };
  }, [id, connection, store]);
  useEffect(() => () => {
    session.actions.dispose();
    session.chat.dispose();
  }, [session]);
  const { game } = session;
  const complete = useComputed(() => game.viewer.value === 'all' && game.version.value > 0 && game.version.value >= game.head.value);
  const cursor = useMemo(() => {
    if (!complete.value) return null;
    const model = buildReplay(game.events.peek());
    return createReplayCursor(model, positionFromQuery(model, query.at));
  }, [complete.value]);
  useEffect(() => () => cursor?.dispose(), [cursor]);
  useReplayKeys(cursor);
  useEffect(() => {
    if (!cursor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The URL follows the position (throttled: browsers limit history updates per second).
    const stop = effect(() => {
      const at = cursor.position.value;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const url = new URL(location.href);
        url.searchParams.set('at', String(at));
        history.replaceState(history.state, '', url);
      }, 150);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [cursor]);
  const spectatorView = game.viewer.value === 'spectator' && game.version.value > 0;
  return (
    <main id="main" class="game replay" data-phase={cursor ? 'replay' : 'loading'}>
      <div class="game-status">
        <h1 class="replay-title">{t('replay.title')}</h1>
        <ConnectionBadge connection={connection} />
      </div>
      {cursor ? <ReplayRoom cursor={cursor} chat={{ chat: session.chat, items: game.items.peek() }} name={id} />
        : game.missing.value ? <p role="alert">{t('game.notFound')}</p>
          : spectatorView ? <p role="status">{t('replay.notFinished')} <a href={`/game/${id}`}>{t('replay.backToGame')}</a></p>
            : <p role="status">{t('replay.loading')}</p>}
    </main>
  );
}
