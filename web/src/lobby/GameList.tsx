// The games the service knows: open ones to join, running ones to watch, finished ones to replay.
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import type { GameSummary } from '../lib/protocol.ts';
import type { createLobbyActions, LobbyState } from '../state/lobby.ts';
import { loadSeat } from '../state/seats.ts';

function GameRow({ game }: { game: GameSummary }) {
  const { store } = useApp();
  const mine = loadSeat(store, game.gameId) !== null;
  const taken = game.seats.filter((s) => s !== null).length;
  const names = game.seats.filter((s): s is string => s !== null).join(', ');
  return (
    <li class="game-row" data-game={game.gameId} data-status={game.status}>
      <div class="game-info">
        <span class={`status status-${game.status}`}>{t(`lobby.status.${game.status}`)}</span>
        <span>{t(`board.${game.board}`)}</span>
        <span>{t('lobby.seats', { taken, total: game.players })}</span>
        {names && <span class="names">{names}</span>}
      </div>
      <div class="game-links">
        {game.status === 'finished' ? (
          <a class="button" href={`/replay/${game.gameId}`}>{t('lobby.replay')}</a>
        ) : mine ? (
          <a class="button primary" href={`/game/${game.gameId}`}>{t('lobby.resume')}</a>
        ) : (
          <>
            {game.status === 'open' && <a class="button primary" href={`/game/${game.gameId}`}>{t('lobby.join')}</a>}
            <a class="button" href={`/game/${game.gameId}`}>{t('lobby.watch')}</a>
          </>
        )}
      </div>
    </li>
  );
}

export function GameList({ lobby, actions }: { lobby: LobbyState; actions: ReturnType<typeof createLobbyActions> }) {
  const games = lobby.games.value;
  return (
    <section class="panel games" aria-labelledby="games-h">
      <h2 id="games-h">{t('lobby.games')}
        <button type="button" class="link" onClick={() => void actions.refresh()}>{t('lobby.refresh')}</button>
      </h2>
      {games === null ? <p class="muted">{t('conn.connecting')}</p>
        : games.length === 0 ? <p class="muted">{t('lobby.noGames')}</p>
          : <ul class="game-list">{games.map((g) => <GameRow key={g.gameId} game={g} />)}</ul>}
      <FinishedGames lobby={lobby} />
    </section>
  );
}

/** The latest finished games, each opening the replay room (inside the games panel, under the live ones). */
function FinishedGames({ lobby }: { lobby: LobbyState }) {
  const games = lobby.finished.value;
  return (
    <section class="finished" aria-labelledby="finished-h">
      <h3 id="finished-h">{t('lobby.finished')}</h3>
      {games === null ? <p class="muted">{t('conn.connecting')}</p>
        : games.length === 0 ? <p class="muted">{t('lobby.noFinished')}</p>
          : <ul class="game-list">{games.map((g) => <GameRow key={g.gameId} game={g} />)}</ul>}
    </section>
  );
}
