// The building-costs card: what a road, a settlement, a city, a development card (and with
// Seafarers a ship) cost, drawn
// as cards (with their names for screen readers). Always in view on a wide screen; one tap away
// on a phone (CostsButton).
import { COSTS, RESOURCES, seafarers, type Bundle } from '../../../lib/domain.ts';
import { ResourceIcon } from '../../../ui/ResourceIcon.tsx';
import { bundleText } from '../../../i18n/describe.ts';
import { t, type MessageKey } from '../../../i18n/index.ts';
import { FAVOR_COST, GUILDS } from './friends/favors.ts';

const ROWS: readonly { key: MessageKey; cost: Bundle }[] = [
  { key: 'piece.road', cost: COSTS.road },
  { key: 'piece.settlement', cost: COSTS.settlement },
  { key: 'piece.city', cost: COSTS.city },
  { key: 'costs.dev', cost: COSTS.developmentCard },
];

const SHIP_ROW: { key: MessageKey; cost: Bundle } = { key: 'piece.ship', cost: seafarers.SHIP_COST };
/** Cities & Knights: a city wall instead of the development card. */
const KNIGHTS_ROWS: readonly { key: MessageKey; cost: Bundle }[] = [...ROWS.slice(0, 3), { key: 'ck.wall', cost: { brick: 2 } }];

/** With Friends, the card also shows the five guilds: what each favor costs and gives; with Seafarers (`ships`), the ship. */
export function CostsCard({ id = 'costs', friends = false, ships = false, knights = false }: { id?: string; friends?: boolean; ships?: boolean; knights?: boolean }) {
  const rows = knights ? KNIGHTS_ROWS : ROWS;
  return (
    <section class="panel costs" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('costs.title')}</h2>
      <dl class="cost-list">
        {(ships ? [...rows.slice(0, 1), SHIP_ROW, ...rows.slice(1)] : rows).map(({ key, cost }) => (
          <div key={key} class="cost-row">
            <dt>{t(key)}</dt>
            <dd>
              <span class="sr-only">{bundleText(cost, t)}</span>
              {RESOURCES.flatMap((r) => Array.from({ length: cost[r] ?? 0 }, (_, i) => <ResourceIcon key={`${r}${i}`} resource={r} size={18} />))}
            </dd>
          </div>
        ))}
      </dl>
      {friends && (
        <>
          <h3 class="guild-card-h">{t('favors.title')}</h3>
          <dl class="cost-list guild-card" data-guild-card="">
            {GUILDS.map((g) => (
              <div key={g} class="cost-row" data-guild={g}>
                <dt><span class={`guild-mark guild-${g}`} aria-hidden="true" /> {t(`guild.${g}`)}</dt>
                <dd><span>{t('favors.cost', { n: FAVOR_COST[g] })}</span><span class="muted">{t(`favor.${g}`)}</span></dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

/** On a phone: the costs card behind one tap. */
export function CostsButton({ friends = false, ships = false, knights = false }: { friends?: boolean; ships?: boolean; knights?: boolean }) {
  return (
    <details class="costs-toggle">
      <summary>{t('costs.title')}</summary>
      <CostsCard id="costs-sheet" friends={friends} ships={ships} knights={knights} />
    </details>
  );
}
