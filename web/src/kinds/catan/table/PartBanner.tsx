// Over the board at a 5–6 player table: which part of the turn is under way when it is not a
// plain turn (the special building phase, a paired turn), who acts and who comes next. It marks
// the parts that roll no dice (the special building phase, Player 2's part): on a phone the turn's
// dice, paid out already, then give their room to the prompt.
import { t } from '../../../i18n/index.ts';
import { useGame } from '../../../game/context.ts';
import { partLine, turnPartOf } from './turn-part.ts';

export function PartBanner() {
  const { game } = useGame();
  const s = game.state.value;
  const line = partLine(s, game.mySeat.value, t);
  if (line === null) return null;
  const part = turnPartOf(s);
  const mine = (part.kind === 'special-building' && part.builder === game.mySeat.value)
    || (part.kind === 'paired' && part.part === 2 && part.player2 === game.mySeat.value);
  const noRoll = part.kind === 'special-building' || (part.kind === 'paired' && part.part === 2);
  return (
    <p class={mine ? 'part-banner part-mine' : 'part-banner'} role="status" data-part={part.kind} data-part-banner="" data-no-roll={noRoll ? '' : undefined}>
      {line.head}{line.tail && <span class="part-tail">{line.tail}</span>}
    </p>
  );
}
