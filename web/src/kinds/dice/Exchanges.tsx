// Changing what the dice show, after the last roll: 2 gold for 1 resource, a knight's joker (the
// knight, the die to turn, and for the question mark the resource), the desert pair's swap. Each
// form offers only what `legal` allows and sends exactly one of its commands.
import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import type { DiceCommand } from '../../../../domain/dice/commands.ts';
import { structureOf, type Sheet } from '../../../../domain/dice/sheets.ts';
import type { DiceResource, Face } from '../../../../domain/dice/types.ts';
import { t } from '../../i18n/index.ts';
import { legalOf, type DiceClientCommand } from './commands.ts';
import { faceWord, symbolName } from './words.ts';

const unique = <T,>(xs: readonly T[]): T[] => [...new Set(xs)];
/** The chosen value if it is still offered, else the first offered. */
const pick = <T extends string>(chosen: string, offered: readonly T[]): T => (offered.includes(chosen as T) ? chosen as T : offered[0]);

function Choice<T extends string>({ label, value, options, words, onChange, disabled }: {
  label: string; value: T; options: readonly T[]; words: (v: T) => string; onChange: (v: string) => void; disabled: boolean;
}) {
  const id = useId();
  return (
    <span class="dg-choice">
      <label for={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
        {options.map((o) => <option key={o} value={o}>{words(o)}</option>)}
      </select>
    </span>
  );
}

interface FormProps {
  readonly legal: readonly DiceCommand[];
  readonly send: (c: DiceClientCommand) => void;
  readonly disabled: boolean;
}

const resWord = (r: DiceResource) => t(`res.${r}`);
const face = (f: Face) => faceWord(f, t);

function GoldForm({ legal, send, disabled }: FormProps) {
  const chosen = useSignal('');
  const offered = legalOf(legal, 'TradeGold').map((c) => c.resource);
  if (offered.length === 0) return null;
  const resource = pick(chosen.value, offered);
  return (
    <fieldset class="dg-form" data-form="gold">
      <legend>{t('dg.goldTitle')}</legend>
      <Choice label={t('dg.resource')} value={resource} options={offered} words={resWord} onChange={(v) => (chosen.value = v)} disabled={disabled} />
      <button type="button" disabled={disabled} onClick={() => send({ type: 'TradeGold', resource })}>{t('dg.trade')}</button>
    </fieldset>
  );
}

function KnightForm({ legal, send, disabled, sheet }: FormProps & { sheet: Sheet }) {
  const chosen = useSignal({ knight: '', give: '', resource: '' });
  const all = legalOf(legal, 'UseKnight');
  if (all.length === 0) return null;
  const knight = pick(chosen.value.knight, unique(all.map((c) => c.knight)));
  const forKnight = all.filter((c) => c.knight === knight);
  const give = pick(chosen.value.give, unique(forKnight.map((c) => c.give)));
  const resources = unique(forKnight.filter((c) => c.give === give).flatMap((c) => (c.resource ? [c.resource] : [])));
  const resource = resources.length ? pick(chosen.value.resource, resources) : undefined;
  const set = (field: 'knight' | 'give' | 'resource') => (v: string) => (chosen.value = { ...chosen.value, [field]: v });
  const knightWords = (id: string) => {
    const st = structureOf(sheet, id)!;
    return `${symbolName(st, t)} (${st.joker === 'any' ? t('dg.any') : t(`res.${st.joker as DiceResource}`)})`;
  };
  const command: DiceClientCommand = resource ? { type: 'UseKnight', knight, give, resource } : { type: 'UseKnight', knight, give };
  return (
    <fieldset class="dg-form" data-form="knight">
      <legend>{t('dg.jokers')}</legend>
      <Choice label={t('dev.knight')} value={knight} options={unique(all.map((c) => c.knight))} words={knightWords} onChange={set('knight')} disabled={disabled} />
      <Choice label={t('dg.give')} value={give} options={unique(forKnight.map((c) => c.give))} words={face} onChange={set('give')} disabled={disabled} />
      {resource && <Choice label={t('dg.resource')} value={resource} options={resources} words={resWord} onChange={set('resource')} disabled={disabled} />}
      <button type="button" disabled={disabled} onClick={() => send(command)}>{t('dg.use')}</button>
    </fieldset>
  );
}

function DesertForm({ legal, send, disabled }: FormProps) {
  const chosen = useSignal({ give: '', get: '' });
  const all = legalOf(legal, 'UseDesertPair');
  if (all.length === 0) return null;
  const give = pick(chosen.value.give, unique(all.map((c) => c.give)));
  const gets = unique(all.filter((c) => c.give === give).map((c) => c.get));
  const get = pick(chosen.value.get, gets);
  const set = (field: 'give' | 'get') => (v: string) => (chosen.value = { ...chosen.value, [field]: v });
  return (
    <fieldset class="dg-form" data-form="desert">
      <legend>{t('dg.desert')}</legend>
      <Choice label={t('dg.give')} value={give} options={unique(all.map((c) => c.give))} words={face} onChange={set('give')} disabled={disabled} />
      <Choice label={t('dg.resource')} value={get} options={gets} words={resWord} onChange={set('get')} disabled={disabled} />
      <button type="button" disabled={disabled} onClick={() => send({ type: 'UseDesertPair', give, get })}>{t('dg.use')}</button>
    </fieldset>
  );
}

export function Exchanges(props: FormProps & { sheet: Sheet }) {
  return (
    <div class="dg-exchanges">
      <GoldForm {...props} />
      <KnightForm {...props} />
      <DesertForm {...props} />
    </div>
  );
}
