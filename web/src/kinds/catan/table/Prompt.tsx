// What the game is waiting for, in one line (announced to screen readers when it changes); while a
// board mode is on (a build, the pavers' free road, a board helper's spot), what to pick for it.
import { t } from '../../../i18n/index.ts';
import { useGame } from '../../../game/context.ts';
import { useFitText } from '../../../game/fit-text.ts';
import { promptFor } from '../../../game/derived.ts';
import type { GameUi } from '../../../game/ui-state.ts';
import { helperHint, helpersOf } from './helpers/helpers.ts';
import type { State } from '../../../lib/domain.ts';
import { knightModePrompt } from './cities-knights/knights.ts';

/** The board mode's instruction, or null when no mode is on. */
function modePrompt(ui: GameUi, s: State, me: number | null): string | null {
  const mode = ui.mode.value;
  if (mode === null) return null;
  if (mode === 'pavers') return t('prompt.pavers');
  if (mode === 'metropolis') return t('ck.pickMetropolis');
  const knight = knightModePrompt(mode, ui.helperFrom.value, t);
  if (knight !== null) return knight;
  if (mode === 'moveShip') return t(ui.helperFrom.value === null ? 'sea.pickShip' : 'sea.pickShipTo');
  if (mode === 'helper') {
    const held = me === null ? null : helpersOf(s)?.held[me] ?? null;
    return t(helperHint(held?.helper ?? null, ui.helperFrom.value));
  }
  return t('prompt.pickSpot');
}

export function Prompt() {
  const { game, ui } = useGame();
  const s = game.state.value;
  const me = game.mySeat.value;
  const phase = s.phase === 'playing' ? t('phase.playing', { n: s.turn.number }) : t(`phase.${s.phase}`);
  const picking = modePrompt(ui, s, me);
  const box = useFitText<HTMLDivElement>();
  return (
    <div class="prompt" ref={box}>
      <span class="phase">{phase}</span>
      <p class="prompt-text" aria-live="polite" data-prompt="" data-mode-prompt={picking === null ? undefined : ''}>{picking ?? promptFor(s, me, t)}</p>
    </div>
  );
}
