// On a player's page, for a signed-in visitor: follow or unfollow them, and invite them to one of
// my tables with a free seat (read when asked for: it costs a read of my tables).
import { useSignal } from '@preact/signals';
import type { FriendTable } from '../../../functions/protocol/follows.ts';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import { RequestError } from '../net/request.ts';
import { follow, following, openTables, unfollow } from './friends-state.ts';
import { InviteControl } from './InviteControl.tsx';
import { account } from './session.ts';
import './friends.css';

export function FollowInvite({ playerId }: { playerId: string }) {
  const app = useApp();
  const tables = useSignal<readonly FriendTable[] | null>(null);
  const error = useSignal('');
  const busy = useSignal(false);
  const me = account.value;
  if (!me || me.accountId === playerId) return null;
  const followed = following.value?.has(playerId) ?? false;
  const run = async (action: () => Promise<void>) => {
    busy.value = true;
    error.value = '';
    try {
      await action();
    } catch (failure) {
      error.value = failure instanceof RequestError ? failure.message : t('follows.failed');
    } finally {
      busy.value = false;
    }
  };
  return (
    <div class="follow-invite" data-following={followed}>
      <button type="button" disabled={busy.value} aria-pressed={followed}
        onClick={() => void run(() => (followed ? unfollow(app, playerId) : follow(app, playerId)))}>
        {t(followed ? 'follows.unfollow' : 'follows.follow')}
      </button>
      {tables.value === null
        ? <button type="button" disabled={busy.value} onClick={() => void run(async () => void (tables.value = await openTables(app)))}>{t('follows.inviteTo')}</button>
        : <InviteControl playerId={playerId} tables={tables.value} />}
      {error.value && <span class="account-error" role="alert">{error.value}</span>}
    </div>
  );
}
