// The route /leaderboard (?family=dice for the dice game's): a family's ranked players best first
// by the shown rating, the provisional ones in a list of their own, 50 rows a page ("Show more"
// asks for the next), each name a link to the player's page; signed in, the player's own place.
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import {
  PROVISIONAL_GAMES, RATING_FAMILIES, type LeaderboardEntry, type LeaderboardView, type RatingFamily,
} from '../../../functions/protocol/players.ts';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import { request, RequestError } from '../net/request.ts';
import { sessionToken } from './session.ts';
import './player.css';

const familyOf = (asked: string | undefined): RatingFamily => (RATING_FAMILIES as readonly string[]).includes(asked ?? '') ? asked as RatingFamily : 'catan';

function Rows({ entries, mine }: { entries: readonly LeaderboardEntry[]; mine: string | undefined }) {
  return (
    <table class="leaderboard-table">
      <thead>
        <tr><th scope="col">{t('leaderboard.place')}</th><th scope="col">{t('leaderboard.player')}</th>
          <th scope="col">{t('leaderboard.rating')}</th><th scope="col">{t('leaderboard.games')}</th></tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.playerId} data-player={e.playerId} data-place={e.place} class={e.playerId === mine ? 'mine' : undefined}>
            <td>{e.place}</td><td><a href={`/player/${e.playerId}`}>{e.name}</a></td><td data-rating={e.rating}>{e.rating}</td><td>{e.games}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One list (the ranked players, or the provisional ones), page after page. */
function Ladder({ family, provisional, onOwn }: { family: RatingFamily; provisional: boolean; onOwn?: (own: LeaderboardView['own']) => void }) {
  const { connection, store } = useApp();
  const entries = useSignal<readonly LeaderboardEntry[] | null>(null);
  const next = useSignal<string | undefined>(undefined);
  const error = useSignal('');
  const mine = useSignal<string | undefined>(undefined);
  const load = (cursor?: string) => {
    const token = onOwn && !cursor ? sessionToken(store) : null;
    request(connection, {
      type: 'getLeaderboard', family, ...(provisional ? { provisional } : {}), ...(cursor ? { cursor } : {}), ...(token ? { sessionToken: token } : {}),
    }, 'leaderboard', { resendOnReopen: true })
      .then(({ board }) => {
        entries.value = cursor ? [...(entries.value ?? []), ...board.entries] : board.entries;
        next.value = board.next;
        if (!cursor) {
          mine.value = board.own?.playerId;
          onOwn?.(board.own);
        }
      })
      .catch((failure: unknown) => void (error.value = failure instanceof RequestError ? failure.message : t('leaderboard.failed')));
  };
  useEffect(() => {
    entries.value = null;
    error.value = '';
    load();
  }, [family, provisional, connection]);
  const id = `ladder-${provisional ? 'provisional' : 'ranked'}`;
  return (
    <section class="panel leaderboard" aria-labelledby={id} data-ladder={provisional ? 'provisional' : 'ranked'}>
      <h2 id={id}>{provisional ? t('leaderboard.provisional', { n: PROVISIONAL_GAMES }) : t('leaderboard.ranked')}</h2>
      {error.value ? <p role="alert">{error.value}</p>
        : entries.value === null ? <p role="status">{t('leaderboard.loading')}</p>
          : entries.value.length === 0 ? <p class="muted">{t('leaderboard.empty')}</p>
            : <Rows entries={entries.value} mine={mine.value} />}
      {next.value && <button type="button" data-more="" onClick={() => load(next.value)}>{t('leaderboard.more')}</button>}
    </section>
  );
}

export function LeaderboardPage({ query }: { query?: Record<string, string> }) {
  const family = familyOf(query?.family);
  const own = useSignal<LeaderboardView['own']>(undefined);
  return (
    <main id="main" class="player-page leaderboard-page" data-family={family}>
      <h1>{t('leaderboard.title')}</h1>
      <nav class="leaderboard-families">
        {RATING_FAMILIES.map((f) => (
          <a key={f} href={f === 'catan' ? '/leaderboard' : `/leaderboard?family=${f}`} aria-current={f === family ? 'page' : undefined}
            class={f === family ? 'button primary' : 'button'}>{t(`player.family.${f}`)}</a>
        ))}
      </nav>
      <p class="muted">{t('leaderboard.about')}</p>
      {own.value && (
        <p class="leaderboard-own" data-own-place={own.value.place}>
          <a href={`/player/${own.value.playerId}`}>
            {t(own.value.provisional ? 'leaderboard.youProvisional' : 'leaderboard.you', { place: own.value.place, rating: own.value.rating })}
          </a>
        </p>
      )}
      <Ladder key={`${family}-ranked`} family={family} provisional={false} onOwn={(o) => void (own.value = o)} />
      <Ladder key={`${family}-provisional`} family={family} provisional />
    </main>
  );
}
