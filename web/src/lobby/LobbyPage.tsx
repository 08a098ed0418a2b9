// The route /: play now against bots, create a game, join or watch one from the list, or replay a finished one.
import { useEffect, useMemo } from 'preact/hooks';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import { createLobbyActions, createLobbyState } from '../state/lobby.ts';
import { ConnectionBadge } from '../ui/ConnectionBadge.tsx';
import { CreateGameForm } from './CreateGameForm.tsx';
import { GameList } from './GameList.tsx';
import { PlayNow } from './PlayNow.tsx';

export function LobbyPage() {
  const { connection, store } = useApp();
  const { lobby, actions } = useMemo(() => {
    const lobby = createLobbyState();
    return { lobby, actions: createLobbyActions(lobby, connection, store) };
  }, [connection, store]);
  useEffect(() => {
    void actions.refresh();
    return connection.onOpen(() => void actions.refresh());
  }, [actions]);
  return (
    <main id="main" class="page lobby">
      <div class="game-status">
        <h1>{t('nav.lobby')}</h1>
        <ConnectionBadge connection={connection} />
      </div>
      <PlayNow lobby={lobby} actions={actions} />
      <CreateGameForm lobby={lobby} actions={actions} />
      <GameList lobby={lobby} actions={actions} />
    </main>
  );
}
