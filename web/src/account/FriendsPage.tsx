// The route /friends: the players I follow, each with their tables under way or waiting (to join
// a free seat, watch, or go back to my own seat), and an invitation to my tables with a free
// seat. The invitations I was sent show on every page (InvitationBar).
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Friend, FriendTable } from '../../../functions/protocol/follows.ts';
import type { ServerMessage } from '../../../functions/protocol/messages.ts';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import { RequestError } from '../net/request.ts';
import { loadSeat } from '../state/seats.ts';
import { loadFriends, unfollow } from './friends-state.ts';
import { InviteControl } from './InviteControl.tsx';
import { shownName } from './player-view.ts';
import { account } from './session.ts';
import { tableLabel } from './table-view.ts';
import './friends.css';

type View = Extract<ServerMessage, { type: 'friends' }>;

function Table({ table }: { table: FriendTable }) {
  const { store } = useApp();
  const mine = loadSeat(store, table.gameId) !== null;
  const href = `/game/${table.gameId}`;
  return (
    <li class="game-row" data-game={table.gameId} data-status={table.status}>
      <div class="game-info">
        <span class={`status status-${table.status}`}>{t(`lobby.status.${table.status}`)}</span>
        <span>{tableLabel(table)}</span>
        {table.private && <span class="tag">{t('follows.private')}</span>}
        <span class="names">{table.seats.map(shownName).filter((s) => s !== null).join(', ')}</span>
      </div>
      <div class="game-links">
        {mine ? <a class="button primary" href={href}>{t('lobby.resume')}</a> : (
          <>
            {table.status === 'open' && table.seats.includes(null) && <a class="button primary" href={href} data-join="">{t('lobby.join')}</a>}
            <a class="button" href={href}>{t('lobby.watch')}</a>
          </>
        )}
      </div>
    </li>
  );
}

function FriendRow({ friend, open, onUnfollow }: { friend: Friend; open: readonly FriendTable[]; onUnfollow: () => void }) {
  const { tables } = friend;
  return (
    <li class="panel friend" data-player={friend.playerId}>
      <div class="friend-head">
        <h3><a href={`/player/${friend.playerId}`}>{friend.name}</a></h3>
        <button type="button" onClick={onUnfollow}>{t('follows.unfollow')}</button>
      </div>
      {tables.length === 0 ? <p class="muted">{t('follows.noTables')}</p>
        : <ul class="game-list">{tables.map((table) => <Table key={table.gameId} table={table} />)}</ul>}
      {open.length > 0 && <InviteControl playerId={friend.playerId} tables={open} />}
    </li>
  );
}

export function FriendsPage() {
  const app = useApp();
  const view = useSignal<View | null>(null);
  const error = useSignal('');
  const signedIn = account.value?.accountId;
  useEffect(() => {
    if (!signedIn) return undefined;
    const read = () => void loadFriends(app, true)
      .then((reply) => void (view.value = reply))
      .catch((failure: unknown) => void (error.value = failure instanceof RequestError ? failure.message : t('follows.failed')));
    return app.connection.onOpen(read);
  }, [app, signedIn]);
  const drop = (playerId: string) => () => {
    unfollow(app, playerId).then(() => {
      if (view.value) view.value = { ...view.value, friends: view.value.friends?.filter((f) => f.playerId !== playerId) };
    }).catch(() => undefined);
  };
  const body = !signedIn ? <p>{t('follows.signIn')}</p>
    : !view.value ? <p role={error.value ? 'alert' : 'status'}>{error.value || t('follows.loading')}</p>
      : !view.value.friends?.length ? <p class="muted">{t('follows.none')}</p>
        : (
          <ul class="friend-list">
            {view.value.friends.map((f) => <FriendRow key={f.playerId} friend={f} open={view.value!.openTables ?? []} onUnfollow={drop(f.playerId)} />)}
          </ul>
        );
  return (
    <main id="main" class="page friends-page">
      <h1>{t('follows.title')}</h1>
      {body}
    </main>
  );
}
