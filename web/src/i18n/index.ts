// Languages: English, Portuguese, Romanian. The choice is a signal, so every text that reads it
// re-renders when the player switches; the default follows the browser. English is in the first
// bundle (it is every key's fallback); the others are fetched when chosen, before the app paints.
import { signal } from '@preact/signals';
import { en, type MessageKey, type Messages } from './en.ts';

const LOADERS = {
  en: async () => en,
  pt: async () => (await import('./pt.ts')).pt,
  ro: async () => (await import('./ro.ts')).ro,
} as const satisfies Record<string, () => Promise<Messages>>;
export type Language = keyof typeof LOADERS;
export const LANGUAGE_LIST = Object.keys(LOADERS) as Language[];
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', pt: 'Português', ro: 'Română' };
export type { MessageKey };

const STORE_KEY = 'hexfold.lang';

/** The first supported language among the browser's preferences; English otherwise. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base in LOADERS) return base as Language;
  }
  return 'en';
}

function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORE_KEY);
    if (saved && saved in LOADERS) return saved as Language;
  } catch {
    /* no storage */
  }
  return typeof navigator === 'undefined' ? 'en' : detectLanguage(navigator.languages ?? [navigator.language]);
}

export const lang = signal<Language>(initialLanguage());

/** The languages fetched so far (a signal: texts re-render when one arrives). */
const loaded = signal<Partial<Record<Language, Messages>>>({ en });

/** Fetches a language's messages once; resolves when they can be used. */
export async function loadLanguage(language: Language): Promise<Messages> {
  const have = loaded.peek()[language];
  if (have) return have;
  const messages = await LOADERS[language]();
  loaded.value = { ...loaded.peek(), [language]: messages };
  return messages;
}

/** Switches the language: at once when its messages are here, else once they are (never half-switched). */
export function setLanguage(next: Language): Promise<void> {
  wanted = next;
  if (loaded.peek()[next]) {
    choose(next);
    return Promise.resolve();
  }
  // A later choice made while this one loads wins.
  return loadLanguage(next).then(() => void (wanted === next && choose(next)));
}

let wanted: Language | null = null;

function choose(next: Language): void {
  lang.value = next;
  try {
    localStorage.setItem(STORE_KEY, next);
  } catch {
    /* no storage */
  }
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * The locale whose plural rules a language follows: Portuguese is Portugal's, where zero takes
 * the plural ("0 fichas"; Brazil's rules would say "0 ficha").
 */
export const PLURAL_LOCALES: Readonly<Record<Language, string>> = { en: 'en', pt: 'pt-PT', ro: 'ro' };

/** Picks a plural form ("one:…|few:…|other:…") for n; plain strings pass through. */
function plural(text: string, language: Language, n: unknown): string {
  if (!text.includes('|') || typeof n !== 'number') return text;
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(PLURAL_LOCALES[language])));
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
  return format(loaded.value[language]?.[key] ?? en[key], language, params);
}

/** Translates in the current language; reading `lang` subscribes the calling component. */
export const t = (key: MessageKey, params?: Params): string => translate(lang.value, key, params);

export type Translate = typeof t;
