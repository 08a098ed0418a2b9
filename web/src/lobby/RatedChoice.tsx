// The create forms' "Rated" box: a rated table is for people, so with a bot in any seat the box
// is off and says why; the signed-in players' ratings follow a rated game's end.
import { t } from '../i18n/index.ts';

export function RatedChoice({ id, peopleOnly, value, onChange }: {
  id: string; peopleOnly: boolean; value: boolean; onChange: (rated: boolean) => void;
}) {
  return (
    <div class="rated-choice">
      <label class="check">
        <input type="checkbox" id={id} name={id} checked={value && peopleOnly} disabled={!peopleOnly} aria-describedby={`${id}-about`}
          onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)} />
        {' '}{t('rated.choice')}
      </label>
      <span class="muted" id={`${id}-about`}>{t(peopleOnly ? 'rated.about' : 'rated.peopleOnly')}</span>
    </div>
  );
}
