// Inviting a player to one of my tables with a free seat: a choice of table (when there are
// several) and a button; the answer says whether it was sent or why not.
import { useSignal } from '@preact/signals';
import type { FriendTable } from '../../../functions/protocol/follows.ts';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import { RequestError } from '../net/request.ts';
import { invite } from './friends-state.ts';
import { tableLabel } from './table-view.ts';

export function InviteControl({ playerId, tables }: { playerId: string; tables: readonly FriendTable[] }) {
  const app = useApp();
  const chosen = useSignal(tables[0]?.gameId ?? '');
  const note = useSignal('');
  const busy = useSignal(false);
  // The player may sit at some of them already: the server says so.
  if (tables.length === 0) return <p class="muted" data-no-open-table="">{t('follows.noOpenTable')}</p>;
  const send = async () => {
    busy.value = true;
    try {
      await invite(app, playerId, chosen.value || tables[0]!.gameId);
      note.value = t('follows.sent');
    } catch (error) {
      note.value = error instanceof RequestError ? error.message : t('follows.failed');
    } finally {
      busy.value = false;
    }
  };
  return (
    <div class="friend-invite" data-invite={playerId}>
      {tables.length > 1 && (
        <label>
          {t('follows.table')}{' '}
          <select value={chosen.value} onChange={(e) => (chosen.value = e.currentTarget.value)}>
            {tables.map((table) => <option key={table.gameId} value={table.gameId}>{tableLabel(table)}</option>)}
          </select>
        </label>
      )}
      <button type="button" disabled={busy.value} onClick={() => void send()}>{t('follows.invite')}</button>
      {note.value && <span role="status">{note.value}</span>}
    </div>
  );
}
