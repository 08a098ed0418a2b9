// A progress card's play (Cities & Knights), in a dialog driven by what its command names (the
// domain's legal plays of it): the two production dice (Alchemist), a hex (Merchant), two hexes
// (Inventor; the Bishop's), a player (Spy, Master Merchant, Deserter), a place (Engineer, Medicine,
// Intrigue's knight), a card to trade 2:1 (Merchant Fleet), a resource (Resource Monopoly), a
// commodity (Trade Monopoly), knights (Smith), an improvement (Crane) or a road (Diplomat:
// ProgressPicks.tsx). Only plays the domain lists can be sent.
import { useState } from 'preact/hooks';
import { RESOURCES, type Resource, type State } from '../../../../lib/domain.ts';
import { hexName } from '../../../../i18n/describe.ts';
import { t } from '../../../../i18n/index.ts';
import { toClientCommand } from '../../../../lib/protocol.ts';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { ResourceIcon } from '../../../../ui/ResourceIcon.tsx';
import { useGame } from '../../../../game/context.ts';
import { nameOf } from '../../../../game/derived.ts';
import { boardLayout } from '../../board/layout.ts';
import { askOf, type Play } from './progress.ts';
import { playingCard } from './ProgressHand.tsx';
import { CranePick, DiplomatPick, SmithPick } from './ProgressPicks.tsx';

type Field<K extends string> = Extract<Play, Record<K, unknown>>;

/** A card named by a Merchant Fleet: a resource or a commodity. */
const cardName = (c: string) => ((RESOURCES as readonly string[]).includes(c) ? t(`res.${c as Resource}`) : t(`commodity.${c as 'paper'}`));

/** One button per play, labelled by its field. */
function Options({ plays, label, name, send }: { plays: readonly Play[]; label: string; name: (p: Play) => string; send: (p: Play) => void }) {
  return (
    <fieldset class="pc-choices" data-progress-options="">
      <legend>{label}</legend>
      {plays.map((p, i) => (
        <button key={i} type="button" class="primary" onClick={() => send(p)}>
          {'resource' in p && p.resource !== undefined && <ResourceIcon resource={p.resource} />} {name(p)}
        </button>
      ))}
    </fieldset>
  );
}

function DicePick({ plays, send }: { plays: readonly Field<'dice'>[]; send: (p: Play) => void }) {
  const [red, setRed] = useState(1);
  const [yellow, setYellow] = useState(1);
  const match = plays.find((p) => p.dice[0] === red && p.dice[1] === yellow);
  const select = (label: string, value: number, set: (n: number) => void, die: string) => (
    <label>
      {label}
      <select value={value} data-die={die} onChange={(e) => set(Number((e.currentTarget as HTMLSelectElement).value))}>
        {[1, 2, 3, 4, 5, 6].map((n) => <option key={n} value={n}>{n}</option>)}
      </select>
    </label>
  );
  return (
    <div class="pc-dice">
      {select(t('pc.red'), red, setRed, 'red')}
      {select(t('pc.yellow'), yellow, setYellow, 'yellow')}
      <output aria-live="polite">{t('pc.dice', { total: red + yellow })}</output>
      <button type="button" class="primary" disabled={!match} onClick={() => match && send(match)}>{t('pc.confirm')}</button>
    </div>
  );
}

function HexesPick({ s, plays, send }: { s: State; plays: readonly Field<'hexes'>[]; send: (p: Play) => void }) {
  const hexes = [...new Set(plays.flatMap((p) => p.hexes))];
  const [a, setA] = useState(hexes[0] ?? '');
  const [b, setB] = useState(hexes[1] ?? '');
  const match = plays.find((p) => (p.hexes[0] === a && p.hexes[1] === b) || (p.hexes[0] === b && p.hexes[1] === a));
  const select = (label: string, value: string, set: (h: string) => void) => (
    <label>
      {label}
      <select value={value} onChange={(e) => set((e.currentTarget as HTMLSelectElement).value)}>
        {hexes.map((h) => <option key={h} value={h}>{s.phase === 'none' ? h : hexName(s.board, h, t)}</option>)}
      </select>
    </label>
  );
  return (
    <div class="pc-dice pc-hexes">
      {select(t('pc.firstHex'), a, setA)}
      {select(t('pc.secondHex'), b, setB)}
      <button type="button" class="primary" disabled={!match} onClick={() => match && send(match)}>{t('pc.confirm')}</button>
    </div>
  );
}

export function ProgressPlayDialog() {
  const { game, actions } = useGame();
  const open = playingCard(game);
  const card = open.value;
  const s = game.state.value;
  if (card === null || s.phase !== 'playing') return null;
  const plays = game.legal.value.filter((c): c is Play => c.type === 'PlayProgressCard' && c.card === card);
  const close = () => (open.value = null);
  if (plays.length === 0) return null;
  const send = (p: Play) => {
    close();
    actions.command(toClientCommand(p));
  };
  const ask = askOf(plays);
  const layout = ask === 'vertex' ? boardLayout(s.board, s.players) : null;
  const body = (() => {
    switch (ask) {
      case 'dice': return <DicePick plays={plays as Field<'dice'>[]} send={send} />;
      case 'hexes': return <HexesPick s={s} plays={plays as Field<'hexes'>[]} send={send} />;
      case 'vertices': return <SmithPick s={s} plays={plays as Field<'vertices'>[]} send={send} />;
      case 'track': return <CranePick s={s} plays={plays as Field<'track'>[]} send={send} />;
      case 'edge': return <DiplomatPick s={s} plays={plays as Field<'edge'>[]} send={send} />;
      case 'hex': return <Options plays={plays} label={t('pc.pickHex')} send={send} name={(p) => hexName(s.board, (p as Field<'hex'>).hex, t)} />;
      case 'victim': return <Options plays={plays} label={t('pc.pickVictim')} send={send} name={(p) => nameOf(s, (p as Field<'victim'>).victim, t)} />;
      case 'vertex': return (
        <Options plays={plays} label={t(card === 'intrigue' ? 'pc.pickKnight' : 'pc.pickVertex')} send={send}
          name={(p) => t('where.vertex', { hexes: (layout!.vertexHexes.get((p as Field<'vertex'>).vertex) ?? []).map((h) => hexName(s.board, h, t)).join(', ') })} />
      );
      case 'give': return <Options plays={plays} label={t('pc.pickGive')} send={send} name={(p) => cardName((p as Field<'give'>).give)} />;
      case 'resource': return <Options plays={plays} label={t('pc.pickResource')} send={send} name={(p) => t(`res.${(p as Field<'resource'>).resource}`)} />;
      case 'commodity': return <Options plays={plays} label={t('pc.pickCommodity')} send={send} name={(p) => t(`commodity.${(p as Field<'commodity'>).commodity}`)} />;
      default: return <button type="button" class="primary" onClick={() => send(plays[0])}>{t('pc.confirm')}</button>;
    }
  })();
  return (
    <Dialog title={t('pc.playTitle', { card: t(`progress.${card}`) })} onClose={close}>
      <div class="choices" data-progress-dialog={card}>
        <p class="pc-text">{t(`pcText.${card}`)}</p>
        {body}
        <button type="button" class="link" onClick={close}>{t('action.cancel')}</button>
      </div>
    </Dialog>
  );
}
