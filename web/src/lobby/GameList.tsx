// The games the service knows: open ones to join, running ones to watch, finished ones to replay,
// and abandoned ones (nobody played them for a long while) that their players may resume. Each
// row tells its board (a dice game: its sheet's side, and that it is the dice game), its host, its age, who plays
// (bots as bots), a 5–6 player game's turn rule, its mini-expansions, and a finished game's winner
// (a solo game's score).
import { useApp } from '../app-context.ts';
import { lang, t } from '../i18n/index.ts';
import type { GameSummary } from '../lib/protocol.ts';
import { listedExpansions, listedTurnRule, type LobbyState } from '../state/lobby.ts';
import { loadSeat } from '../state/seats.ts';
import { RatedTag } from '../ui/RatedTag.tsx';
import { ExpansionTags } from './Expansions.tsx';
import { ageLabel, boardLabel, timerLabel } from './labels.ts';

/** A seat's name in the list: a bot's with its level. */
function seatName(game: GameSummary, seat: number): string | null {
  const name = game.seats[seat];
  const level = game.bots?.[seat] ?? null;
  if (name === null) return null;
  return level === null ? name : t('lobby.botName', { name, level: t(`level.${level}`) });
}

function GameRow({ game, now }: { game: GameSummary; now: number }) {
  const { store } = useApp();
  const mine = loadSeat(store, game.gameId) !== null;
  const taken = game.seats.filter((s) => s !== null).length;
  const names = game.seats.flatMap((_, seat) => seatName(game, seat) ?? []).join(', ');
  const bots = game.bots?.filter((b) => b !== null).length ?? 0;
  const rule = listedTurnRule(game);
  return (
    <li class="game-row" data-game={game.gameId} data-status={game.status} data-bots={bots} data-kind={game.kind ?? 'catan'}>
      <div class="game-info">
        <span class={`status status-${game.status}`}>{t(`lobby.status.${game.status}`)}</span>
        {game.kind === 'dice' && <span class="tag tag-dice">{t('lobby.diceTag')}</span>}
        <span>{boardLabel(game)}</span>
        <span>{t('lobby.seats', { taken, total: game.players })}</span>
        {rule && <span class="tag tag-rule" data-turn-rule={rule}>{t('lobby.ruleTag', { rule: t(`rule.${rule}`) })}</span>}
        <ExpansionTags modules={listedExpansions(game)} />
        {bots > 0 && <span class="tag">{t('lobby.bots', { n: bots })}</span>}
        {game.host && <span class="host">{t('lobby.host', { name: game.host })}</span>}
        <time class="age muted" dateTime={game.createdAt}>{ageLabel(game.createdAt, now, lang.value)}</time>
        {game.winner && (game.players === 1
          // A solo game has a score, and nobody it was won against.
          ? game.winner.score !== undefined && <span class="winner" data-score={game.winner.score}>{t('lobby.score', { n: game.winner.score })}</span>
          : <span class="winner" data-winner={game.winner.seat}>{t('lobby.winner', { name: game.winner.name })}</span>)}
        {(game.timer ?? 0) > 0 && <span class="tag" data-timer={game.timer}>{t('lobby.timerTag', { time: timerLabel(game.timer) })}</span>}
        {game.rated && <RatedTag />}
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

/** The lists follow the server's pushes: no refresh to ask for. */
export function GameList({ lobby, now }: { lobby: LobbyState; now: number }) {
  const games = lobby.games.value;
  return (
    <section class="panel games" aria-labelledby="games-h">
      <h2 id="games-h">{t('lobby.games')}</h2>
      {games === null ? <p class="muted">{t('conn.connecting')}</p>
        : games.length === 0 ? <p class="muted">{t('lobby.noGames')}</p>
          : <ul class="game-list">{games.map((g) => <GameRow key={g.gameId} game={g} now={now} />)}</ul>}
      <OtherGames id="finished-h" title={t('lobby.finished')} empty={t('lobby.noFinished')} games={lobby.finished.value} now={now} />
      <OtherGames id="abandoned-h" title={t('lobby.abandoned')} empty={t('lobby.noAbandoned')} games={lobby.abandoned.value} now={now} folded />
    </section>
  );
}

/**
 * Games in one more status, inside the games panel under the live ones: the latest finished ones
 * (each opening the replay room), or the abandoned ones (folded away: seldom wanted).
 */
function OtherGames({ id, title, empty, games, now, folded = false }: {
  id: string; title: string; empty: string; games: readonly GameSummary[] | null; now: number; folded?: boolean;
}) {
  const list = games === null ? <p class="muted">{t('conn.connecting')}</p>
    : games.length === 0 ? <p class="muted">{empty}</p>
      : <ul class="game-list">{games.map((g) => <GameRow key={g.gameId} game={g} now={now} />)}</ul>;
  if (folded) {
    return (
      <details class={`other-games ${id.slice(0, -2)}`}>
        <summary id={id}>{title} {games && games.length > 0 && <span class="count">({games.length})</span>}</summary>
        {list}
      </details>
    );
  }
  return (
    <section class={`other-games ${id.slice(0, -2)}`} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {list}
    </section>
  );
}
