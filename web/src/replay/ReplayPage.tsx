// The route /replay/:id: the full, unredacted stream of a finished game, stepped through with
// the board, players, dice, log and charts in sync. ?at=N in the URL is the position.
import { effect, useComputed } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { useApp } from '../app-context.ts';
import { Board } from '../board/Board.tsx';
import { DiceView, diceOf } from '../game/Dice.tsx';
import { namesOf } from '../game/derived.ts';
import { GameLog } from '../game/GameLog.tsx';
import { PlayerList } from '../game/PlayerPanels.tsx';
import { t } from '../i18n/index.ts';
import { playerName } from '../i18n/describe.ts';
import { createGameActions } from '../state/game-actions.ts';
import { createGameState } from '../state/game-state.ts';
import { buildReplay, positionFromQuery } from '../state/replay.ts';
import { ConnectionBadge } from '../ui/ConnectionBadge.tsx';
import { createReplayCursor, type ReplayCursor } from './cursor.ts';
import { DiceChart } from './DiceChart.tsx';
import { ReplayControls } from './ReplayControls.tsx';
import { useReplayKeys } from './useReplayKeys.ts';
import { VpChart } from './VpChart.tsx';
import { EvalGraph } from './EvalGraph.tsx';

function ReplayRoom({ cursor }: { cursor: ReplayCursor }) {
  const { model } = cursor;
  const p = cursor.position.value;
  const s = model.states[p];
  const final = model.states[model.events.length];
  const names = namesOf(final);
  const seatNames = names.names.map((_, seat) => playerName(names, seat, t));
  return (
    <>
      <section class="board-area" aria-label={t('board.label')}>
        <div class="prompt-row">
          <ReplayControls cursor={cursor} />
          <DiceView dice={diceOf(s)} />
        </div>
        {s.phase !== 'none' ? <Board table={s} t={t} /> : <Board table={final as Exclude<typeof final, { phase: 'none' }>} t={t} />}
      </section>
      <aside class="side">
        {s.phase !== 'none' && <PlayerList s={s} me={null} presence={null} />}
        <GameLog events={model.events} state={final} position={p} />
        <VpChart model={model} colours={names.colours} names={seatNames} position={p} />
        <EvalGraph model={model} colours={names.colours} names={seatNames} position={p} goto={cursor.goto} />
        <DiceChart model={model} position={p} />
      </aside>
    </>
  );
}

export function ReplayPage({ id }: { id: string }) {
  const { connection, store } = useApp();
  const { query } = useLocation();
  const session = useMemo(() => {
    const game = createGameState(id, null);
    // The replay room shows what it receives at once: no pacing of bot moves here.
    return { game, actions: createGameActions(game, connection, store, { pacing: false }) };
  }, [id, connection, store]);
  useEffect(() => () => session.actions.dispose(), [session]);
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
      {cursor ? <ReplayRoom cursor={cursor} />
        : game.missing.value ? <p role="alert">{t('game.notFound')}</p>
          : spectatorView ? <p role="status">{t('replay.notFinished')} <a href={`/game/${id}`}>{t('replay.backToGame')}</a></p>
            : <p role="status">{t('replay.loading')}</p>}
    </main>
  );
}
