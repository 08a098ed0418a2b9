// The language picker: English, Português, Română.
import { lang, LANGUAGE_NAMES, setLanguage, t, type Language } from '../i18n/index.ts';

export function LanguageSwitch() {
  return (
    <label class="lang">
      <span class="sr-only">{t('lang.label')}</span>
      <select value={lang.value} onChange={(e) => setLanguage((e.currentTarget as HTMLSelectElement).value as Language)}
        aria-label={t('lang.label')}>
        {(Object.keys(LANGUAGE_NAMES) as Language[]).map((l) => <option key={l} value={l} lang={l}>{LANGUAGE_NAMES[l]}</option>)}
      </select>
    </label>
  );
}
