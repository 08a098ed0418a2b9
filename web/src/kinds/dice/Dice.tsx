// The dice of a turn as faces: each a drawn resource (or gold) with its word, never colour alone.
// Between rolls, each of the player's dice is a "Keep" toggle; used dice are marked.
import { ResourceGlyph } from '../../ui/ResourceIcon.tsx';
import type { Turn } from '../../../../domain/dice/state.ts';
import type { Face } from '../../../../domain/dice/types.ts';
import { t } from '../../i18n/index.ts';
import { faceWord } from './words.ts';

/** A face's glyph in a 20×20 box centred on (0, 0): the resource's, or a gold coin. */
export function FaceGlyph({ face }: { face: Face }) {
  if (face !== 'gold') return <ResourceGlyph resource={face} />;
  return (
    <g class="dg-gold">
      <circle r="8" fill="#e9c648" stroke="#7a5a10" stroke-width="1" />
      <circle r="5" fill="none" stroke="#7a5a10" stroke-width="0.8" />
    </g>
  );
}

export function DieFace({ face }: { face: Face }) {
  return (
    <span class="dg-face" data-face={face}>
      <svg viewBox="-12 -12 24 24" width="34" height="34" aria-hidden="true">
        <rect x="-11" y="-11" width="22" height="22" rx="4" fill="#fffdf7" stroke="#333" stroke-width="0.8" />
        <g transform="scale(0.85)"><FaceGlyph face={face} /></g>
      </svg>
      <span class="dg-face-word">{faceWord(face, t)}</span>
    </span>
  );
}

export interface DiceRowProps {
  readonly turn: Turn;
  /** The dice kept for the next roll; with `onToggle`, each die has a toggle. */
  readonly hold?: readonly boolean[];
  readonly onToggle?: (die: number) => void;
  readonly disabled?: boolean;
  readonly label: string;
}

export function DiceRow({ turn, hold, onToggle, disabled = false, label }: DiceRowProps) {
  if (turn.dice.length === 0) return <p class="dg-dice dg-dice-none" aria-label={label}>{t('dice.none')}</p>;
  return (
    <ul class="dg-dice" aria-label={label} data-dice={turn.dice.join(',')}>
      {turn.dice.map((face, i) => {
        const used = turn.used[i] === true;
        const held = hold?.[i] === true;
        const toggle = onToggle && !used;
        return (
          <li key={i} class={`dg-die${used ? ' dg-die-used' : ''}${held ? ' dg-die-held' : ''}`} data-die={i}>
            {toggle ? (
              <button type="button" class="dg-die-toggle" aria-pressed={held} disabled={disabled}
                aria-label={t('dg.keepDie', { n: i + 1, face: faceWord(face, t) })} onClick={() => onToggle(i)}>
                <DieFace face={face} />
                <span class="dg-die-note" aria-hidden="true">{held ? `✓ ${t('dg.keep')}` : t('dg.keep')}</span>
              </button>
            ) : <DieFace face={face} />}
            {used && <span class="dg-die-note">{t('dg.aside')}</span>}
          </li>
        );
      })}
    </ul>
  );
}
