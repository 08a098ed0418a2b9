// The choices of two progress cards: Year of Plenty (two resources from the bank) and Monopoly
// (one resource). Only combinations the domain lists as legal can be sent.
import { useState } from 'preact/hooks';
import { bundleTotal, RESOURCES, type Bundle } from '../../../lib/domain.ts';
import { ResourceIcon } from '../../../ui/ResourceIcon.tsx';
import { t } from '../../../i18n/index.ts';
import { toClientCommand } from '../../../lib/protocol.ts';
import { BundlePicker } from '../../../ui/BundlePicker.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useGame } from '../../../game/context.ts';

const same = (a: Bundle, b: Bundle) => RESOURCES.every((r) => (a[r] ?? 0) === (b[r] ?? 0));

export function CardDialogs() {
  const { game, actions, ui } = useGame();
  const [choice, setChoice] = useState<Bundle>({});
  const which = ui.dialog.value;
  const s = game.state.value;
  if (!which || s.phase !== 'playing') return null;
  const close = () => {
    ui.dialog.value = null;
    setChoice({});
  };
  const send = (command: Parameters<typeof toClientCommand>[0] | undefined) => {
    close();
    if (command) actions.command(toClientCommand(command));
  };
  if (which === 'monopoly') {
    const options = game.legal.value.flatMap((c) => (c.type === 'PlayMonopoly' ? [c] : []));
    return (
      <Dialog title={t('monopoly.title')} onClose={close}>
        <div class="choices">
          {options.map((c) => (
            <button key={c.resource} type="button" onClick={() => send(c)}>
              <ResourceIcon resource={c.resource} /> {t(`res.${c.resource}`)}
            </button>
          ))}
          <button type="button" class="link" onClick={close}>{t('action.cancel')}</button>
        </div>
      </Dialog>
    );
  }
  const options = game.legal.value.flatMap((c) => (c.type === 'PlayYearOfPlenty' ? [c] : []));
  const wanted = Math.max(0, ...options.map((c) => bundleTotal(c.resources)));
  const match = options.find((c) => same(c.resources, choice));
  const k = bundleTotal(choice);
  return (
    <Dialog title={t('yop.title')} onClose={close}>
      <BundlePicker label={t('yop.title')} value={choice} onChange={setChoice}
        max={(r) => Math.min(s.bank[r], (choice[r] ?? 0) + wanted - k)} />
      <div class="choices">
        <button type="button" class="primary" disabled={!match} onClick={() => send(match)}>{t('yop.submit')}</button>
        <button type="button" class="link" onClick={close}>{t('action.cancel')}</button>
      </div>
    </Dialog>
  );
}
