// When this player's time ran out, a bot plays their seat: a clear banner says so, and "I'm back"
// takes the seat back (any move of theirs does too, and so does reopening the game).
import { t } from '../i18n/index.ts';
import { useGame } from './context.ts';

export function AwayBanner() {
  const { game, actions } = useGame();
  // The board game's state, or the dice game's (both mark a seat a bot plays while its player is away).
  const s = game.dice.value ?? game.state.value;
  const me = game.mySeat.value;
  if (me === null || (s.phase !== 'setup' && s.phase !== 'playing') || !s.away[me]) return null;
  const returning = game.pending.value.some((p) => p.command.type === 'ReturnToSeat');
  return (
    <div class="away-banner" role="status" data-away="">
      <div>
        <p class="away-title">{t('away.banner')}</p>
        <p class="away-detail">{t('away.detail')}</p>
      </div>
      <button type="button" class="primary" disabled={returning} onClick={() => actions.command({ type: 'ReturnToSeat' })}>
        {returning ? t('away.returning') : t('away.back')}
      </button>
    </div>
  );
}
