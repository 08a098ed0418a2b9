// The route /replay/:id: the full, unredacted stream of a finished game, stepped through with
// the board, players, dice, log and charts in sync. ?at=N in the URL is the position. A dice
// game's stream (its frames say so) opens the dice game's room, loaded only then.
import { useComputed } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { ErrorBoundary, lazy, useLocation } from 'preact-iso';
import type { DiceEvent } from '../../../domain/dice/events.ts';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import { createChat } from '../state/chat.ts';
import { createGameActions } from '../state/game-actions.ts';
import { createGameState } from '../state/game-state.ts';
import { buildReplay, positionFromQuery } from '../state/replay.ts';
import { ConnectionBadge } from '../ui/ConnectionBadge.tsx';
import { createReplayCursor } from './cursor.ts';
import { ReplayRoom } from '../kinds/catan/replay/ReplayRoom.tsx';
import { useReplayKeys } from './useReplayKeys.ts';
import { useUrlPosition } from './useUrlPosition.ts';

/** The dice game's room, fetched when a replay's frames say it is a dice game's. */
const DiceReplay = lazy(() => import('../kinds/dice/replay/DiceReplay.tsx').then((m) => m.DiceReplay));

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
  const dice = game.kind.value === 'dice';
  const cursor = useMemo(() => {
    if (!complete.value || dice) return null;
    const model = buildReplay(game.events.peek());
    return createReplayCursor(model, positionFromQuery(model, query.at));
  }, [complete.value, dice]);
  useEffect(() => () => cursor?.dispose(), [cursor]);
  useReplayKeys(cursor);
  useUrlPosition(cursor);
  const spectatorView = game.viewer.value === 'spectator' && game.version.value > 0;
  const chat = { chat: session.chat, items: game.items.peek() };
  // Its own boundary: while the dice room's chunk loads, only the room waits.
  const room = dice && complete.value
    ? <ErrorBoundary><DiceReplay events={game.events.peek() as unknown as readonly DiceEvent[]} at={query.at} name={id} chat={chat} /></ErrorBoundary>
    : cursor ? <ReplayRoom cursor={cursor} chat={chat} name={id} /> : null;
  return (
    <main id="main" class={dice ? 'game replay dice-replay' : 'game replay'} data-kind={dice ? 'dice' : undefined} data-phase={room ? 'replay' : 'loading'}>
      <div class="game-status">
        <h1 class="replay-title">{t('replay.title')}</h1>
        <ConnectionBadge connection={connection} />
      </div>
      {room ?? (game.missing.value ? <p role="alert">{t('game.notFound')}</p>
        : spectatorView ? <p role="status">{t('replay.notFinished')} <a href={`/game/${id}`}>{t('replay.backToGame')}</a></p>
          : <p role="status">{t('replay.loading')}</p>)}
    </main>
  );
}
