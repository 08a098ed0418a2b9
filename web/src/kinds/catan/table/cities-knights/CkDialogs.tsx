// Cities & Knights' dialogs: the aqueduct's resource of choice (a roll that gave the player
// nothing; it must be answered, as a discard must), and the commodities' part of a 7's discard.
import { RESOURCES, type Resource } from '../../../../lib/domain.ts';
import { t } from '../../../../i18n/index.ts';
import { ResourceIcon } from '../../../../ui/ResourceIcon.tsx';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { useGame } from '../../../../game/context.ts';
import { ckOf, type CkPart } from './ck.ts';

export type Commodity = 'paper' | 'cloth' | 'coin';
export type Commodities = Readonly<Partial<Record<Commodity, number>>>;
const COMMODITY_LIST: readonly Commodity[] = ['paper', 'cloth', 'coin'];

export const commodityCount = (b: Commodities): number => COMMODITY_LIST.reduce((n, c) => n + (b[c] ?? 0), 0);

/** Choose a number of each commodity, within limits (as BundlePicker does for resources). */
export function CommodityPicker({ value, onChange, max, held }: {
  value: Commodities; onChange: (next: Commodities) => void; max: (c: Commodity) => number; held: CkPart['commodities'][number];
}) {
  const set = (c: Commodity, n: number) => onChange({ ...value, [c]: Math.max(0, Math.min(max(c), n)) });
  return (
    <fieldset class="bundle" data-commodity-picker="">
      <legend>{t('ck.discardPick')}</legend>
      {COMMODITY_LIST.map((c) => {
        const n = value[c] ?? 0;
        const name = t(`commodity.${c}`);
        return (
          <div class="bundle-row" key={c}>
            <span class="bundle-name">{name} ({held[c]})</span>
            <button type="button" class="step" aria-label={t('discard.fewer', { res: name })} disabled={n <= 0} onClick={() => set(c, n - 1)}>−</button>
            <output class="bundle-count" aria-live="polite" aria-label={name}>{n}</output>
            <button type="button" class="step" aria-label={t('discard.more', { res: name })} disabled={n >= max(c)} onClick={() => set(c, n + 1)}>+</button>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The aqueduct's pick: one resource of choice, from what the bank holds. */
export function AqueductDialog() {
  const { game, actions } = useGame();
  const s = game.state.value;
  const me = game.mySeat.value;
  const part = ckOf(s);
  if (part === null || me === null || s.phase !== 'playing' || part.aqueduct[me] === 0) return null;
  if (game.pending.value.some((p) => p.command.type === 'PickAqueduct')) return null;
  const pick = (resource: Resource) => actions.command({ type: 'PickAqueduct', resource });
  return (
    <Dialog title={t('ck.aqueductTitle')}>
      <div class="choices" data-aqueduct-dialog="">
        <p>{t('ck.aqueductIntro')}</p>
        {RESOURCES.map((r) => (
          <button key={r} type="button" class="primary" data-resource={r} disabled={s.bank[r] === 0} onClick={() => pick(r)}>
            <ResourceIcon resource={r} /> {t(`res.${r}`)}
          </button>
        ))}
      </div>
    </Dialog>
  );
}
