// The mini-expansions a new game may add to any table, as checkboxes (the create form and Play
// now): only those the domain plays are offered.
import { t } from '../i18n/index.ts';
import { OFFERED_EXPANSIONS, type Expansion } from '../state/lobby.ts';

export function ExpansionChoice({ id, value, onChange, about = true }: {
  id: string; value: readonly Expansion[]; onChange: (next: Expansion[]) => void; about?: boolean;
}) {
  if (OFFERED_EXPANSIONS.length === 0) return null;
  const toggle = (m: Expansion, on: boolean) => onChange(OFFERED_EXPANSIONS.filter((x) => (x === m ? on : value.includes(x))));
  return (
    <fieldset class="rules expansions" data-expansions="">
      <legend>{t('lobby.expansions')}</legend>
      {OFFERED_EXPANSIONS.map((m) => (
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

/** A listed game's mini-expansions, as tags. */
export function ExpansionTags({ modules }: { modules: readonly Expansion[] }) {
  return <>{modules.map((m) => <span key={m} class="tag tag-rule" data-expansion={m}>{t(`expansion.${m}`)}</span>)}</>;
}
