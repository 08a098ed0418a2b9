// The invitations waiting for me, on every page while signed in: listed when the site opens (and
// on each reconnection), and pushed as they come. Joining opens the table, where its free seat
// is taken; declining removes the invitation.
import { useEffect } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import type { Invitation } from '../../../functions/protocol/follows.ts';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import { answer, invitations, startFriends } from './friends-state.ts';
import { tableLabel } from './table-view.ts';
import './friends.css';

function Row({ invitation }: { invitation: Invitation }) {
  const app = useApp();
  const { route } = useLocation();
  const { gameId, from, fromName, table } = invitation;
  const reply = (accept: boolean) => () => {
    const sent = answer(app, invitation, accept).catch(() => undefined);
    if (accept) void sent.then(() => route(`/game/${gameId}`));
  };
  return (
    <li class="invitation" data-game={gameId} data-from={from}>
      <span>{t('follows.invitation', { name: fromName })}</span>
      <span class="muted">{tableLabel(table)}</span>
      {table.private && <span class="tag">{t('follows.private')}</span>}
      <button type="button" class="primary" onClick={reply(true)}>{t('follows.accept')}</button>
      <button type="button" onClick={reply(false)}>{t('follows.decline')}</button>
    </li>
  );
}

export function InvitationBar() {
  const app = useApp();
  useEffect(() => startFriends(app), [app]);
  const list = invitations.value;
  if (list.length === 0) return null;
  return (
    <section class="invitations" aria-label={t('follows.invitations')} aria-live="polite">
      <ul>{list.map((i) => <Row key={`${i.gameId}:${i.from}`} invitation={i} />)}</ul>
    </section>
  );
}
