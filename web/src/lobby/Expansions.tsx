// The mini-expansions a new game may add, as checkboxes (the create form and Play now): only those
// the domain plays at the table's size are offered, and switching one on drops those it is not
// played with.
import { t } from '../i18n/index.ts';
import { offeredFor, SEA_EXPANSIONS, withExpansion, type Expansion } from '../state/lobby.ts';

export function ExpansionChoice({ id, players, value, onChange, about = true }: {
  id: string; players: number; value: readonly Expansion[]; onChange: (next: Expansion[]) => void; about?: boolean;
}) {
  const offered = offeredFor(players);
  if (offered.length === 0) return null;
  // Switching one on drops those it is not played with (Cities & Knights is played alone).
  const toggle = (m: Expansion, on: boolean) => {
    const next = on ? withExpansion(value, m) : value.filter((x) => x !== m);
    onChange(offered.filter((x) => next.includes(x)));
  };
  return (
    <fieldset class="rules expansions" data-expansions="">
      <legend>{t('lobby.expansions')}</legend>
      {offered.map((m) => (
        <label key={m} class="rule">
          <input type="checkbox" name={`${id}-${m}`} value={m} checked={value.includes(m)} data-expansion={m}
            onChange={(e) => toggle(m, (e.currentTarget as HTMLInputElement).checked)}
            aria-describedby={about ? `${id}-${m}-about` : undefined} />
          <span>
            <span class="rule-name">{t(`expansion.${m}`)}</span>
            {about && <span class="muted rule-about" id={`${id}-${m}-about`}>{t(`expansion.${m}About`)}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** On a Seafarers scenario: the expansions played with it (Cities & Knights), as checkboxes. */
export function SeaExpansionChoice({ value, onChange }: { value: readonly Expansion[]; onChange: (next: Expansion[]) => void }) {
  return (
    <fieldset class="rules expansions" data-sea-expansions="">
      <legend>{t('lobby.expansions')}</legend>
      {SEA_EXPANSIONS.map((m) => (
        <label key={m} class="rule">
          <input type="checkbox" name={`sea-${m}`} value={m} checked={value.includes(m)} data-expansion={m} aria-describedby={`sea-${m}-about`}
            onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked ? [m] : value.filter((x) => x !== m))} />
          <span>
            <span class="rule-name">{t(`expansion.${m}`)}</span>
            <span class="muted rule-about" id={`sea-${m}-about`}>{t(`expansion.${m}About`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** A listed game's mini-expansions, as tags. */
export function ExpansionTags({ modules }: { modules: readonly Expansion[] }) {
  return <>{modules.map((m) => <span key={m} class="tag tag-rule" data-expansion={m}>{t(`expansion.${m}`)}</span>)}</>;
}
