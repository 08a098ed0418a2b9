// Helpers' dialogs: a helper's use (its payload — for the Mendicant, the Priest, the Explorer and
// the Robber Bride, after the spot was picked on the board — then what happens to the card: turned to side B,
// or returned for one of the display; after a use on side B it must be returned), and the card a
// look lets the player take (the Noblewoman's from a hand, the Architect's from the deck's top).
// What may be sent comes from the domain's legal commands.
import { useEffect, useState } from 'preact/hooks';
import { helpers, RESOURCES, type Command, type Resource, type State } from '../../../../lib/domain.ts';
import { ResourceIcon } from '../../../../ui/ResourceIcon.tsx';
import { t } from '../../../../i18n/index.ts';
import { toClientCommand } from '../../../../lib/protocol.ts';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { useGame } from '../../../../game/context.ts';
import { nameOf } from '../../../../game/derived.ts';
import { BOARD_HELPERS, chooseCommands, helpersOf, useCommands, useKey, type ChooseCommand, type UseCommand } from './helpers.ts';
import { ChosenSpot, MerchantForm, SubstituteForm, UseList, type FormProps } from './UseForms.tsx';

function useSend() {
  const { actions, ui } = useGame();
  return (command: Command | undefined) => {
    ui.helperUse.value = false;
    ui.helperAt.value = null;
    if (command) actions.command(toClientCommand(command));
  };
}

function Payload(props: FormProps) {
  switch (props.uses[0]?.use.helper) {
    case 'merchant': return <MerchantForm {...props} />;
    case 'architect':
    case 'mendicant': return <SubstituteForm {...props} />;
    case 'explorer':
    case 'robberBride': return <ChosenSpot {...props} />;
    default: return <UseList {...props} />;
  }
}

/** The use chosen before the player picks: the Architect's usual price, or the only use offered. */
const firstChoice = (uses: readonly UseCommand[]): UseCommand | undefined =>
  uses.find((c) => c.use.helper === 'architect' && !c.use.instead) ?? (uses.length === 1 && uses[0].use.helper !== 'merchant' ? uses[0] : undefined);

function UseDialog({ s, uses }: { s: State; uses: readonly UseCommand[] }) {
  const { game, ui } = useGame();
  const send = useSend();
  const me = game.mySeat.value;
  const [chosen, setChosen] = useState<UseCommand | undefined>(() => firstChoice(uses));
  const exchanges = me === null ? [] : helpers.helperExchanges(s, me);
  const [then, setThen] = useState<helpers.AfterUse | undefined>(exchanges[0]);
  const held = me === null ? null : helpersOf(s)?.held[me] ?? null;
  if (!held || uses.length === 0) return null;
  const close = () => {
    ui.helperUse.value = false;
    ui.helperAt.value = null;
  };
  const ready = chosen !== undefined && then !== undefined && exchanges.includes(then);
  return (
    <Dialog title={t('helperUse.title', { helper: t(`helper.${held.helper}`) })} onClose={close}>
      <p class="helper-ability">{t(`ability.${held.helper}`)}</p>
      <Payload s={s} uses={uses} chosen={chosen} onChoose={setChosen} />
      <fieldset class="choices" data-then="">
        <legend>{t('helperUse.then')}</legend>
        {exchanges.map((x) => (
          <button key={x} type="button" class={then === x ? 'toggle on then-choice' : 'toggle then-choice'} aria-pressed={then === x} data-then-choice={x} onClick={() => setThen(x)}>
            {x === 'flip' ? t('helperUse.flip') : <>
              <span class="then-take">{t('helperUse.take', { helper: t(`helper.${x}`) })}</span>
              {/* What the helper taken would do: the choice is made knowing it. */}
              <span class="then-ability" data-then-ability={x}>{t(`ability.${x}`)}</span>
            </>}
          </button>
        ))}
      </fieldset>
      <div class="choices">
        <button type="button" class="primary" disabled={!ready} data-helper-send="" onClick={() => chosen && then && send({ ...chosen, then })}>
          {t('helperUse.send')}
        </button>
        <button type="button" class="link" onClick={close}>{t('action.cancel')}</button>
      </div>
    </Dialog>
  );
}

const isResource = (card: string): card is Resource => (RESOURCES as readonly string[]).includes(card);

/** A look's choice: the card to take (the table waits for it). */
function ChooseDialog({ s, options }: { s: State; options: readonly ChooseCommand[] }) {
  const send = useSend();
  const choice = helpersOf(s)?.choice ?? null;
  if (!choice || s.phase === 'none') return null;
  const hand = choice.kind === 'noblewoman' ? choice.hand : null;
  const title = choice.kind === 'noblewoman' ? t('helperChoose.noblewoman', { name: nameOf(s, choice.target, t) }) : t('helperChoose.architect');
  return (
    <Dialog title={title}>
      <div class="choices" data-helper-choice={choice.kind}>
        {options.map((c) => (
          <button key={c.card} type="button" data-choose-card={c.card} onClick={() => send(c)}>
            {isResource(c.card)
              ? <><ResourceIcon resource={c.card} /> {t(`res.${c.card}`)}{hand ? ` ×${hand[c.card] ?? 0}` : ''}</>
              : t(`dev.${c.card}`)}
          </button>
        ))}
      </div>
    </Dialog>
  );
}

export function HelperDialogs() {
  const { game, ui } = useGame();
  const s = game.state.value;
  const legal = game.legal.value;
  const offered = useCommands(legal);
  const usable = offered.length > 0;
  // A use asked for that stopped being legal (another's turn moved on while its dialog was open)
  // is forgotten: its dialog must not come back unasked when a use is offered again.
  useEffect(() => {
    if (usable) return;
    ui.helperUse.value = false;
    ui.helperAt.value = null;
  }, [usable]);
  if (!helpersOf(s)) return null;
  // Commands on their way: no dialog asks again meanwhile.
  if (game.pending.value.length > 0) return null;
  const options = chooseCommands(legal);
  if (options.length > 0) return <ChooseDialog s={s} options={options} />;
  // A board helper's spot picked on the board: its uses there (still legal).
  const at = ui.helperAt.value;
  if (at) {
    const there = new Set(useCommands(at).map(useKey));
    const uses = offered.filter((c) => there.has(useKey(c)));
    if (uses.length > 0) return <UseDialog s={s} uses={uses} />;
  }
  const uses = offered.filter((c) => !BOARD_HELPERS.has(c.use.helper));
  if (ui.helperUse.value && uses.length > 0) return <UseDialog s={s} uses={uses} />;
  return null;
}
