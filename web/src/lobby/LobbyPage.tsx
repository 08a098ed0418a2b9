// The route /: play now against bots, play the Catan Dice Game, create a game, join or watch one from
// the list, or replay a finished one.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import { createLobbyActions, createLobbyState } from '../state/lobby.ts';
import { ConnectionBadge } from '../ui/ConnectionBadge.tsx';
import { CreateGameForm } from './CreateGameForm.tsx';
import { DiceGameForm } from './DiceGameForm.tsx';
import { GameList } from './GameList.tsx';
import { PlayNow } from './PlayNow.tsx';

const AGE_TICK_MS = 30_000;

export function LobbyPage() {
  const { connection, store } = useApp();
  const { lobby, actions } = useMemo(() => {
    const lobby = createLobbyState();
    return { lobby, actions: createLobbyActions(lobby, connection, store) };
  }, [connection, store]);
  // The lists follow the server's pushes; a (re)connection reads them afresh and watches again.
  useEffect(() => {
    const stop = actions.listen();
    const stopOpen = connection.onOpen(() => void actions.refresh());
    return () => {
      stop();
      stopOpen();
    };
  }, [actions]);
  // Ages ("2 min ago") move on by themselves.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <main id="main" class="page lobby">
      <div class="game-status">
        <h1>{t('nav.lobby')}</h1>
        <ConnectionBadge connection={connection} />
        <a class="leaderboard-link" href="/leaderboard">{t('leaderboard.link')}</a>
      </div>
      <PlayNow lobby={lobby} actions={actions} />
      <DiceGameForm lobby={lobby} actions={actions} />
      <CreateGameForm lobby={lobby} actions={actions} />
      <GameList lobby={lobby} now={now} />
    </main>
  );
}
