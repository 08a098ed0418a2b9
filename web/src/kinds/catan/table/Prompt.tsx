// What the game is waiting for, in one line (announced to screen readers when it changes).
import { t } from '../../../i18n/index.ts';
import { useGame } from '../../../game/context.ts';
import { promptFor } from '../../../game/derived.ts';

export function Prompt() {
  const { game } = useGame();
  const s = game.state.value;
  const phase = s.phase === 'playing' ? t('phase.playing', { n: s.turn.number }) : t(`phase.${s.phase}`);
  return (
    <div class="prompt">
      <span class="phase">{phase}</span>
      <p class="prompt-text" aria-live="polite" data-prompt="">{promptFor(s, game.mySeat.value, t)}</p>
    </div>
  );
}
