// The dice of the current turn, drawn as pips (Cities & Knights: the red and the yellow die, and
// the event die beside them).
import type { ComponentChildren } from 'preact';
import type { State } from '../lib/domain.ts';
import { t } from '../i18n/index.ts';
import { useGame } from './context.ts';
import { feedbackSignal } from './feedback.ts';
import { ckOf, eventDieOf } from '../kinds/catan/table/cities-knights/ck.ts';
import { EventDie } from '../kinds/catan/table/cities-knights/EventDie.tsx';

const PIPS: Readonly<Record<number, readonly [number, number][]>> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

export function Die({ n, tone }: { n: number; tone?: 'red' | 'yellow' }) {
  return (
    <svg class={tone ? `die die-${tone}` : 'die'} viewBox="-10 -10 20 20" width="36" height="36" aria-hidden="true">
      <rect x="-9" y="-9" width="18" height="18" rx="3.5" fill="#fffdf7" stroke="#333" stroke-width="0.8" />
      {PIPS[n]?.map(([x, y], i) => <circle key={i} cx={x * 5} cy={y * 5} r="1.8" fill="#222" />)}
    </svg>
  );
}

/**
 * `rolled`: the id of a roll that just happened, so the dice tumble (unless motion is reduced).
 * `coloured`: the red and the yellow production dice (Cities & Knights); `extra`: a die beside them.
 */
export function DiceView({ dice, rolled = null, coloured = false, extra }: {
  dice: readonly [number, number] | null; rolled?: number | null; coloured?: boolean; extra?: ComponentChildren;
}) {
  return (
    <div class={rolled !== null ? 'dice rolling' : 'dice'} key={rolled ?? 'still'} data-dice={dice ? dice.join(',') : ''}>
      {dice ? (
        <>
          <span class="sr-only">{t(coloured ? 'ck.diceLabel' : 'dice.label', { a: dice[0], b: dice[1], total: dice[0] + dice[1] })}</span>
          <Die n={dice[0]} tone={coloured ? 'red' : undefined} /><Die n={dice[1]} tone={coloured ? 'yellow' : undefined} />
          {extra}
          <span class="dice-total" aria-hidden="true">{dice[0] + dice[1]}</span>
        </>
      ) : <span class="dice-none">{t('dice.none')}</span>}
    </div>
  );
}

export const diceOf = (s: State): readonly [number, number] | null =>
  (s.phase === 'playing' || s.phase === 'finished' ? s.turn?.dice ?? null : null);

export function Dice() {
  const { game } = useGame();
  const s = game.state.value;
  const feedback = feedbackSignal(game).value;
  if (s.phase !== 'playing' && s.phase !== 'finished') return null;
  const ck = ckOf(s) !== null;
  const face = ck ? eventDieOf(s, game.events.value) : null;
  return <DiceView dice={diceOf(s)} rolled={feedback?.rolled ? feedback.id : null} coloured={ck} extra={face !== null ? <EventDie n={face} /> : undefined} />;
}
