// The rules pages' texts (How to play): one book a language, fetched only by the rules pages, so
// neither the lobby's first bundle nor the table carries them. Each book has the same topics and,
// topic by topic, its own sections (a heading, paragraphs and lists).
import type { Language } from './index.ts';

export const RULES_TOPICS = ['base', 'five-six', 'friends', 'helpers', 'dice'] as const;
export type RulesTopic = (typeof RULES_TOPICS)[number];

export const isRulesTopic = (s: string): s is RulesTopic => (RULES_TOPICS as readonly string[]).includes(s);

export interface RulesSection {
  /** A stable id for links (#special-building). */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly list?: readonly string[];
  /** Sub-sections, under an h3 each. */
  readonly parts?: readonly { readonly heading: string; readonly paragraphs?: readonly string[]; readonly list?: readonly string[] }[];
}

export interface RulesPage {
  readonly title: string;
  /** One line in the index and under the title. */
  readonly summary: string;
  readonly sections: readonly RulesSection[];
}

export type RulesBook = Readonly<Record<RulesTopic, RulesPage>>;

const BOOKS: Readonly<Record<Language, () => Promise<RulesBook>>> = {
  en: async () => (await import('./en/rules.ts')).rules,
  pt: async () => (await import('./pt/rules.ts')).rules,
  ro: async () => (await import('./ro/rules.ts')).rules,
};

/** The rules book in `language`. */
export const loadRules = (language: Language): Promise<RulesBook> => BOOKS[language]();
