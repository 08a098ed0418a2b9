// The first game's hints, one at a time, in the board's column between the prompt and the board:
// in the flow (the board gives up the room), so it never covers a spot or the prompt.
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import { useGame } from '../../../game/context.ts';
import { createHintMemory, hintFor, momentOf, type HintId } from './hints.ts';
import './hints.css';

export function FirstGameHint() {
  const { game } = useGame();
  const hints = useMemo(() => createHintMemory(), []);
  const moment = momentOf(game.state.value, game.mySeat.value, game.legal.value);
  const shown = hintFor(moment, hints.memory.value);
  // A hint whose moment is over (the settlement placed, the dice rolled) is remembered as seen.
  const last = useRef<HintId | null>(null);
  useEffect(() => {
    if (last.current !== null && last.current !== shown) hints.seen(last.current);
    last.current = shown;
  }, [shown]);
  if (shown === null) return null;
  return (
    <div class="first-hint" role="note" aria-label={t('hint.label')} data-hint={shown}>
      <p>{t(`hint.${shown}`)}</p>
      <div class="first-hint-actions">
        <button type="button" class="primary" onClick={() => hints.seen(shown)}>{t('hint.dismiss')}</button>
        <button type="button" class="link" onClick={() => hints.off()}>{t('hint.off')}</button>
      </div>
    </div>
  );
}
