// The payload of a helper's use, one form per kind: a list of the uses the domain allows (a
// resource, a player, the General's "don't discard", the Priest's building and knight), the spot
// picked on the board (the Explorer's road and its new spot, the Robber Bride's desert),
// the Merchant's demand (a resource, 1 or 2 partners, the card given back) and the Architect's
// optional substitution or the Mendicant's.
// Each reports the legal use it stands for, or undefined while it is incomplete.
import { useState } from 'preact/hooks';
import { RESOURCES, type Resource, type Seat, type State } from '../../../../lib/domain.ts';
import { boardLayout } from '../../board/layout.ts';
import { ResourceIcon } from '../../../../ui/ResourceIcon.tsx';
import { hexName } from '../../../../i18n/describe.ts';
import { t } from '../../../../i18n/index.ts';
import { nameOf } from '../../../../game/derived.ts';
import { useKey, type UseCommand } from './helpers.ts';

export interface FormProps {
  readonly s: State;
  readonly uses: readonly UseCommand[];
  readonly chosen: UseCommand | undefined;
  readonly onChoose: (c: UseCommand | undefined) => void;
}

function label(s: State, c: UseCommand) {
  const u = c.use;
  switch (u.helper) {
    case 'mayor':
    case 'captain':
      return <><ResourceIcon resource={u.resource} /> {t(`res.${u.resource}`)}</>;
    case 'general':
      return u.resource ? <><ResourceIcon resource={u.resource} /> {t(`res.${u.resource}`)}</> : t('helperUse.exempt');
    case 'noblewoman':
      return s.phase === 'none' ? '' : nameOf(s, u.target, t);
    case 'priest':
      return `${t(`piece.${u.build}`)}: ${t(`helperUse.knight.${u.knight}`)}`;
    default:
      return '';
  }
}

/** The uses as toggles: one is chosen. */
export function UseList({ s, uses, chosen, onChoose }: FormProps) {
  const kind = uses[0]?.use.helper;
  const legend = kind === 'noblewoman' ? t('helperUse.target') : kind === 'priest' ? t('helperUse.build') : t('helperUse.resource');
  return (
    <fieldset class="choices" data-use-list="">
      <legend>{legend}</legend>
      {uses.map((c) => {
        const on = chosen !== undefined && useKey(chosen) === useKey(c);
        return (
          <button key={useKey(c)} type="button" class={on ? 'toggle on' : 'toggle'} aria-pressed={on} data-use={useKey(c)} onClick={() => onChoose(c)}>
            {label(s, c)}
          </button>
        );
      })}
    </fieldset>
  );
}

/** The spot picked on the board, in words: the Explorer's road and its new side, the Robber Bride's desert. */
export function ChosenSpot({ s, chosen }: FormProps) {
  if (s.phase === 'none' || s.phase === 'lobby' || !chosen) return null;
  const u = chosen.use;
  const layout = boardLayout(s.board, s.players);
  const side = (edge: string) => t('where.edge', { hexes: (layout.edgeHexes.get(edge) ?? []).map((h) => hexName(s.board, h, t)).join(', ') });
  const text = u.helper === 'explorer' ? t('helperUse.explorerMove', { from: side(u.from), to: side(u.to) })
    : u.helper === 'robberBride' ? t('helperUse.desertAt', { hex: hexName(s.board, u.hex, t) }) : '';
  return <p class="helper-chosen" data-chosen-spot="">{text}</p>;
}

const select = (e: Event) => (e.currentTarget as HTMLSelectElement).value;

export function MerchantForm({ s, uses, onChoose }: FormProps) {
  const demands = uses.flatMap((c) => (c.use.helper === 'merchant' ? [{ c, use: c.use }] : []));
  const [resource, setResource] = useState<Resource | ''>('');
  const [partners, setPartners] = useState<readonly Seat[]>([]);
  const [give, setGive] = useState<Resource | ''>('');
  if (s.phase === 'none') return null;
  const seats = [...new Set(demands.flatMap((d) => d.use.from.map((f) => f.seat)))].sort((a, b) => a - b);
  const match = (r: Resource | '', ps: readonly Seat[], g: Resource | '') => demands.find(({ use }) => use.resource === r
    && use.from.length === ps.length && use.from.every((f) => ps.includes(f.seat) && f.give === g))?.c;
  const update = (r: Resource | '', ps: readonly Seat[], g: Resource | '') => {
    setResource(r);
    setPartners(ps);
    setGive(g);
    onChoose(match(r, ps, g));
  };
  const toggle = (seat: Seat) => update(resource, partners.includes(seat) ? partners.filter((p) => p !== seat) : [...partners, seat].slice(-2), give);
  const wanted = RESOURCES.filter((r) => demands.some((d) => d.use.resource === r));
  const gives = RESOURCES.filter((g) => demands.some((d) => d.use.from.every((f) => f.give === g)));
  return (
    <div class="helper-form" data-merchant-form="">
      <label>{t('helperUse.resource')}
        <select data-merchant-resource="" value={resource} onChange={(e) => update(select(e) as Resource, partners, give)}>
          <option value="">–</option>
          {wanted.map((r) => <option key={r} value={r}>{t(`res.${r}`)}</option>)}
        </select>
      </label>
      <fieldset>
        <legend>{t('helperUse.partners')}</legend>
        {seats.map((seat) => (
          <label key={seat}>
            <input type="checkbox" data-partner={seat} checked={partners.includes(seat)} onChange={() => toggle(seat)} />
            {nameOf(s, seat, t)}
          </label>
        ))}
      </fieldset>
      <label>{t('helperUse.giveBack')}
        <select data-merchant-give="" value={give} onChange={(e) => update(resource, partners, select(e) as Resource)}>
          <option value="">–</option>
          {gives.map((r) => <option key={r} value={r}>{t(`res.${r}`)}</option>)}
        </select>
      </label>
    </div>
  );
}

/** The Architect's optional substitution, or the Mendicant's (brick or lumber paid with another). */
export function SubstituteForm({ uses, onChoose }: FormProps) {
  const options = uses.flatMap((c) => (c.use.helper === 'architect' || c.use.helper === 'mendicant' ? [{ c, use: c.use }] : []));
  const [instead, setInstead] = useState<string>('');
  const [pay, setPay] = useState<string>('');
  const match = (i: string, p: string) => options.find(({ use }) => (use.instead ?? '') === i && (i === '' || use.pay === p))?.c;
  const update = (i: string, p: string) => {
    setInstead(i);
    setPay(p);
    onChoose(match(i, p));
  };
  const insteads = [...new Set(options.flatMap(({ use }) => (use.instead ? [use.instead] : [])))];
  const pays = options.flatMap(({ use }) => (use.instead === instead && use.pay ? [use.pay] : []));
  return (
    <div class="helper-form" data-substitute-form="">
      <label>{t('helperUse.instead')}
        <select data-substitute-instead="" value={instead} onChange={(e) => update(select(e), '')}>
          {options.some(({ use }) => !use.instead) ? <option value="">{t('helperUse.usual')}</option> : <option value="">–</option>}
          {insteads.map((r) => <option key={r} value={r}>{t(`res.${r}`)}</option>)}
        </select>
      </label>
      {instead !== '' && (
        <label>{t('helperUse.pay')}
          <select data-substitute-pay="" value={pay} onChange={(e) => update(instead, select(e))}>
            <option value="">–</option>
            {pays.map((r) => <option key={r} value={r}>{t(`res.${r}`)}</option>)}
          </select>
        </label>
      )}
    </div>
  );
}
