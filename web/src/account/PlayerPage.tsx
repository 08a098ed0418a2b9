// The route /player/:id: a player's games (finished ones link to their review room, one's own
// games under way to their table), ratings with their history, and counts over their ended games
// (PlayerStats.tsx). Anyone may open a player's
// page; their own session shows the games under way and the private ones too.
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { PlayedGame, PlayerRating, PlayerView } from '../../../functions/protocol/players.ts';
import { useApp } from '../app-context.ts';
import { lang, t } from '../i18n/index.ts';
import type { GameSummary } from '../lib/protocol.ts';
import { ExpansionTags } from '../lobby/Expansions.tsx';
import { boardLabel } from '../lobby/labels.ts';
import { request, RequestError } from '../net/request.ts';
import { listedExpansions, listedTurnRule } from '../state/lobby.ts';
import { sessionToken } from './session.ts';
import { FollowInvite } from './FollowInvite.tsx';
import { dateOf, familyTitle, linkOf, outcomeOf, shownAt, shownName } from './player-view.ts';
import { PlayerStats } from './PlayerStats.tsx';
import './player.css';

function Rating({ rating }: { rating: PlayerRating }) {
  return (
    <section class="panel player-rating" data-family={rating.family} aria-labelledby={`rating-${rating.family}`}>
      <h2 id={`rating-${rating.family}`}><a href={rating.family === 'catan' ? '/leaderboard' : `/leaderboard?family=${rating.family}`}>{familyTitle(rating)}</a></h2>
      <p class="player-rating-now">
        <strong data-rating={rating.rating}>{rating.rating}</strong>
        {' '}<span class="muted">{t('player.ratedGames', { n: rating.games })}</span>
        {rating.provisional && <span class="tag" data-provisional="">{t('player.provisional')}</span>}
      </p>
      <ol class="player-history" reversed>
        {[...rating.history].reverse().map((p) => (
          <li key={p.gameId} data-game={p.gameId}>
            <a href={`/replay/${p.gameId}`}>{dateOf(p.at, lang.value)}</a>
            {' · '}{t('player.place', { place: p.place, of: p.of })}{' · '}{t('player.after', { rating: shownAt(p) })}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Game({ game }: { game: PlayedGame }) {
  const outcome = outcomeOf(game);
  const summary = game as unknown as GameSummary;
  const rule = listedTurnRule(summary);
  const names = game.seats.map(shownName).filter((n): n is string => n !== null).join(', ');
  return (
    <li class="game-row" data-game={game.gameId} data-status={game.status} data-outcome={outcome}>
      <div class="game-info">
        <span class={`status status-${game.status}`}>{t(`player.outcome.${outcome}`)}</span>
        <span>{game.kind === 'dice' ? t('player.family.dice') : t('player.family.catan')}</span>
        <span>{boardLabel(summary)}</span>
        {rule && <span class="tag tag-rule" data-turn-rule={rule}>{t('lobby.ruleTag', { rule: t(`rule.${rule}`) })}</span>}
        <ExpansionTags modules={listedExpansions(summary)} />
        <span>{t('lobby.seats', { taken: game.seats.filter((s) => s !== null).length, total: game.players })}</span>
        <time class="muted" dateTime={game.createdAt}>{dateOf(game.createdAt, lang.value)}</time>
        {names && <span class="names">{names}</span>}
      </div>
      <div class="game-links">
        <a class={game.status === 'finished' ? 'button' : 'button primary'} href={linkOf(game)}>
          {t(game.status === 'finished' ? 'lobby.replay' : 'lobby.resume')}
        </a>
      </div>
    </li>
  );
}

export function PlayerPage({ id }: { id: string }) {
  const app = useApp();
  const view = useSignal<PlayerView | null>(null);
  const error = useSignal('');
  useEffect(() => {
    const token = sessionToken(app.store);
    request(app.connection, { type: 'getPlayer', playerId: id, ...(token ? { sessionToken: token } : {}) }, 'player', { resendOnReopen: true })
      .then((reply) => void (view.value = reply.player))
      .catch((failure: unknown) => void (error.value = failure instanceof RequestError ? failure.message : t('player.failed')));
  }, [id, app]);
  const player = view.value;
  if (!player) return <main id="main" class="player-page"><p role={error.value ? 'alert' : 'status'}>{error.value || t('player.loading')}</p></main>;
  return (
    <main id="main" class="player-page" data-player={player.playerId}>
      <h1>{player.own ? t('player.mine', { name: player.name }) : player.name}</h1>
      <FollowInvite playerId={player.playerId} />
      <div class="player-ratings">
        {player.ratings.length === 0 ? <p class="muted">{t('player.unrated')}</p> : player.ratings.map((r) => <Rating key={r.family} rating={r} />)}
      </div>
      <PlayerStats stats={player.stats} />
      <section class="panel games" aria-labelledby="player-games-h">
        <h2 id="player-games-h">{t('player.games', { n: player.games.length })}</h2>
        {player.games.length === 0 ? <p class="muted">{t('player.noGames')}</p>
          : <ul class="game-list">{player.games.map((g) => <Game key={g.gameId} game={g} />)}</ul>}
      </section>
    </main>
  );
}
