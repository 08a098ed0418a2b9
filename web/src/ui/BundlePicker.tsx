// Choose a number of cards of each resource, within limits: discards, trades, Year of Plenty.
import { RESOURCES, type Bundle, type Resource } from '../lib/domain.ts';
import { ResourceIcon } from './ResourceIcon.tsx';
import { t } from '../i18n/index.ts';

export interface BundlePickerProps {
  readonly value: Bundle;
  readonly onChange: (next: Bundle) => void;
  /** Most cards of each resource that may be chosen. */
  readonly max: (r: Resource) => number;
  readonly label: string;
  /** Optional: how many the player holds, shown beside each resource. */
  readonly held?: Readonly<Record<Resource, number>>;
}

export function BundlePicker({ value, onChange, max, label, held }: BundlePickerProps) {
  const set = (r: Resource, n: number) => onChange({ ...value, [r]: Math.max(0, Math.min(max(r), n)) });
  return (
    <fieldset class="bundle">
      <legend>{label}</legend>
      {RESOURCES.map((r) => {
        const n = value[r] ?? 0;
        const name = t(`res.${r}`);
        return (
          <div class="bundle-row" key={r}>
            <ResourceIcon resource={r} />
            <span class="bundle-name">{name}{held ? ` (${held[r]})` : ''}</span>
            <button type="button" class="step" aria-label={t('discard.fewer', { res: name })} disabled={n <= 0} onClick={() => set(r, n - 1)}>−</button>
            <output class="bundle-count" aria-live="polite" aria-label={name}>{n}</output>
            <button type="button" class="step" aria-label={t('discard.more', { res: name })} disabled={n >= max(r)} onClick={() => set(r, n + 1)}>+</button>
          </div>
        );
      })}
    </fieldset>
  );
}
