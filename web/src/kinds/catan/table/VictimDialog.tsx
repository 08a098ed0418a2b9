// After picking the robber's hex: whom to rob among the players with a building there (Seafarers:
// the pirate's sea hex, among the players with a ship beside it).
import { handTotal } from '../../../lib/domain.ts';
import { hexName } from '../../../i18n/describe.ts';
import { t } from '../../../i18n/index.ts';
import { toClientCommand } from '../../../lib/protocol.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useGame } from '../../../game/context.ts';
import { nameOf } from '../../../game/derived.ts';

export function VictimDialog() {
  const { game, actions, ui } = useGame();
  const hex = ui.robberHex.value;
  const s = game.state.value;
  if (!hex || s.phase !== 'playing') return null;
  const choices = game.legal.value.flatMap((c) => ((c.type === 'MoveRobber' || c.type === 'MovePirate') && c.hex === hex ? [c] : []));
  if (choices.length === 0) return null;
  const close = () => (ui.robberHex.value = null);
  const victims = choices.filter((c) => c.victim !== null);
  const nobody = choices.find((c) => c.victim === null);
  const pick = (c: (typeof choices)[number]) => {
    close();
    actions.command(toClientCommand(c));
  };
  return (
    <Dialog title={`${t(choices[0].type === 'MovePirate' ? 'sea.pirateTitle' : 'robber.title')} (${hexName(s.board, hex, t)})`} onClose={close}>
      <div class="choices">
        {victims.map((c) => (
          <button key={c.victim} type="button" class="primary" onClick={() => pick(c)}>
            {t('robber.victim', { name: nameOf(s, c.victim!, t), n: handTotal(s.hands[c.victim!]) })}
          </button>
        ))}
        {victims.length === 0 && nobody && <button type="button" onClick={() => pick(nobody)}>{t('robber.nobody')}</button>}
        <button type="button" class="link" onClick={close}>{t('action.cancel')}</button>
      </div>
    </Dialog>
  );
}
