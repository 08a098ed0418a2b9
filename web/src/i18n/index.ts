// Languages: English, Portuguese, Romanian. The choice is a signal, so every text that reads it
// re-renders when the player switches; the default follows the browser.
import { signal } from '@preact/signals';
import { en, type MessageKey, type Messages } from './en.ts';
import { pt } from './pt.ts';
import { ro } from './ro.ts';

export const LANGUAGES = { en, pt, ro } as const satisfies Record<string, Messages>;
export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', pt: 'Português', ro: 'Română' };
export type { MessageKey };

const STORE_KEY = 'hexfold.lang';

/** The first supported language among the browser's preferences; English otherwise. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base in LANGUAGES) return base as Language;
  }
  return 'en';
}

function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORE_KEY);
    if (saved && saved in LANGUAGES) return saved as Language;
  } catch {
    /* no storage */
  }
  return typeof navigator === 'undefined' ? 'en' : detectLanguage(navigator.languages ?? [navigator.language]);
}

export const lang = signal<Language>(initialLanguage());

export function setLanguage(next: Language): void {
  lang.value = next;
  try {
    localStorage.setItem(STORE_KEY, next);
  } catch {
    /* no storage */
  }
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** Picks a plural form ("one:…|few:…|other:…") for n; plain strings pass through. */
function plural(text: string, language: Language, n: unknown): string {
  if (!text.includes('|') || typeof n !== 'number') return text;
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  const forms = new Map(text.split('|').map((f) => {
    const i = f.indexOf(':');
    return [f.slice(0, i), f.slice(i + 1)] as const;
  }));
  return forms.get(rules.select(n)) ?? forms.get('other') ?? text;
}

export type Params = Readonly<Record<string, string | number>>;

/** A message in `language`: its plural form for `params.n`, with its {placeholders} filled in. */
export function format(text: string, language: Language, params: Params = {}): string {
  return plural(text, language, params.n).replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Translates `key` in `language` (default: the current one), filling in {placeholders}. */
export function translate(language: Language, key: MessageKey, params: Params = {}): string {
  return format(LANGUAGES[language][key] ?? en[key], language, params);
}

/** Translates in the current language; reading `lang` subscribes the calling component. */
export const t = (key: MessageKey, params?: Params): string => translate(lang.value, key, params);

export type Translate = typeof t;
