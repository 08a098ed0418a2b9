// My turn: the dice with their "Keep" toggles between rolls, the roll (n of 3), the resources the
// dice give (building uses them up), the exchanges, and the end of the turn. What is enabled is
// what `legal` holds; the symbols to build are on my sheet.
import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import type { DiceCommand } from '../../../../domain/dice/commands.ts';
import { poolOf, type Turn } from '../../../../domain/dice/state.ts';
import { FACES, MAX_ROLLS } from '../../../../domain/dice/types.ts';
import { t } from '../../i18n/index.ts';
import { canRoll, legalOf, type DiceClientCommand } from './commands.ts';
import { DiceRow, FaceGlyph } from './Dice.tsx';
import { Exchanges } from './Exchanges.tsx';
import type { SheetedState } from './Sheet.tsx';
import { faceWord } from './words.ts';

/** The resources of the dice not yet used, as the pool building draws on. */
export function Pool({ turn }: { turn: Turn }) {
  const pool = poolOf(turn);
  const id = useId();
  const faces = FACES.filter((f) => pool[f] > 0);
  return (
    <div class="dg-pool-box">
      <h3 id={id}>{t('dg.pool')}</h3>
      <ul class="dg-pool" aria-labelledby={id} data-pool={faces.map((f) => `${f}:${pool[f]}`).join(',')}>
        {faces.map((f) => (
          <li key={f} data-face={f}>
            <svg viewBox="-10 -10 20 20" width="20" height="20" aria-hidden="true"><FaceGlyph face={f} /></svg>
            {f === 'gold' ? `${pool[f]} ${faceWord(f, t)}` : t(`count.${f}`, { n: pool[f] })}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface TurnPanelProps {
  readonly state: SheetedState & { readonly phase: 'playing' };
  readonly legal: readonly DiceCommand[];
  readonly send: (c: DiceClientCommand) => void;
  readonly busy: boolean;
}

/** Keyed by the turn and its roll (see DiceTable), so the toggles start fresh after each roll. */
export function TurnPanel({ state, legal, send, busy }: TurnPanelProps) {
  const { turn } = state;
  const id = useId();
  const hold = useSignal<boolean[]>(turn.dice.map(() => false));
  const rolls = legalOf(legal, 'Roll');
  const keep = turn.rolls === 0 ? Array<boolean>(turn.diceCount).fill(false) : hold.value;
  const toggles = turn.rolls > 0 && rolls.length > 0;
  const toggle = (i: number) => (hold.value = hold.value.map((k, j) => (j === i ? !k : k)));
  const building = legalOf(legal, 'Build').length > 0;
  const canEnd = legalOf(legal, 'EndTurn').length > 0;
  const hint = turn.rolls === 0 ? t('prompt.roll') : toggles ? t('dg.hintKeep') : building ? t('dg.hintBuild') : '';
  return (
    <section class="dg-turn panel" aria-labelledby={id} data-rolls={turn.rolls}>
      <h2 id={id}>{t('alert.turn')} <span class="dg-sub">{t('dg.dice', { n: turn.diceCount })}</span></h2>
      {hint && <p class="dg-hint">{hint}</p>}
      <DiceRow turn={turn} hold={toggles ? hold.value : undefined} onToggle={toggles ? toggle : undefined} disabled={busy} label={t('dg.yourDice')} />
      <div class="dg-actions">
        <button type="button" class="primary" data-action="roll" disabled={busy || !canRoll(legal, keep)} onClick={() => send({ type: 'Roll', keep })}>
          {t('dg.roll', { n: Math.min(turn.rolls + 1, MAX_ROLLS), max: MAX_ROLLS })}
        </button>
        <button type="button" data-action="end" disabled={busy || !canEnd} onClick={() => send({ type: 'EndTurn' })}>{t('action.endTurn')}</button>
      </div>
      {turn.rolls > 0 && <Pool turn={turn} />}
      <Exchanges legal={legal} send={send} disabled={busy} sheet={state.sheet} />
    </section>
  );
}
