// Seafarers' dialogs: the gold a seat is owed (exactly the count due, from what the bank holds;
// it must be answered, as a discard must), and a road or a ship on a coast picked on the board.
import { useState } from 'preact/hooks';
import { bundleTotal, type Bundle } from '../../../../lib/domain.ts';
import { t } from '../../../../i18n/index.ts';
import { toClientCommand } from '../../../../lib/protocol.ts';
import { BundlePicker } from '../../../../ui/BundlePicker.tsx';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { useGame } from '../../../../game/context.ts';
import { goldToPick, seaUi } from './sea.ts';

export function SeaDialogs() {
  return (
    <>
      <GoldDialog />
      <EdgeChoice />
    </>
  );
}

function GoldDialog() {
  const { game, actions } = useGame();
  const [choice, setChoice] = useState<Bundle>({});
  const s = game.state.value;
  const due = goldToPick(s, game.mySeat.value);
  if (due === 0 || s.phase === 'none' || game.pending.value.some((p) => p.command.type === 'PickGold')) return null;
  const k = bundleTotal(choice);
  const submit = () => {
    actions.command({ type: 'PickGold', resources: choice });
    setChoice({});
  };
  return (
    <Dialog title={t('sea.goldTitle', { n: due })}>
      <div data-gold-dialog="" data-due={due}>
        <p>{t('sea.goldIntro')}</p>
        <BundlePicker label={t('sea.goldPick')} value={choice} onChange={setChoice}
          max={(r) => Math.min(s.bank[r], (choice[r] ?? 0) + due - k)} />
        <p class={k === due ? 'count-ok' : 'count'} aria-live="polite" data-gold-chosen={k}>{t('discard.chosen', { k, n: due })}</p>
        <button type="button" class="primary" disabled={k !== due} onClick={submit}>{t('sea.goldSubmit')}</button>
      </div>
    </Dialog>
  );
}

function EdgeChoice() {
  const { game, actions } = useGame();
  const choice = seaUi(game).edgeChoice;
  const commands = choice.value;
  if (commands === null) return null;
  const close = () => (choice.value = null);
  const road = commands.find((c) => c.type === 'PlaceRoad');
  const ship = commands.find((c) => c.type === 'PlaceShip');
  const send = (c: (typeof commands)[number] | undefined) => {
    close();
    if (c) actions.command(toClientCommand(c));
  };
  return (
    <Dialog title={t('sea.edgeTitle')} onClose={close}>
      <div class="choices" data-edge-choice="">
        <button type="button" class="primary" data-piece="road" onClick={() => send(road)}>{t('piece.road')}</button>
        <button type="button" class="primary" data-piece="ship" onClick={() => send(ship)}>{t('piece.ship')}</button>
        <button type="button" class="link" onClick={close}>{t('action.cancel')}</button>
      </div>
    </Dialog>
  );
}
