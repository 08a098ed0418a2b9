// A refused move or a service error, until dismissed or the next move.
import { t } from '../i18n/index.ts';
import { useGame } from './context.ts';

export function Notice() {
  const { game, actions } = useGame();
  const notice = game.notice.value;
  if (!notice) return null;
  return (
    <div class="notice" role="alert">
      <span>{notice.code === 'client/stale-command' ? t('game.stale') : t('game.refused', { code: notice.code })}</span>
      <button type="button" class="link" onClick={actions.dismissNotice}>{t('game.dismiss')}</button>
    </div>
  );
}
