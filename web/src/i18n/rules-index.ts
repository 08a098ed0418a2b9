// The rules pages' texts (How to play): one book a language, fetched only by the rules pages, so
// neither the lobby's first bundle nor the table carries them. Each book has the same topics and,
// topic by topic, its own sections (a heading, paragraphs and lists).
import type { Language } from './index.ts';

export { isRulesTopic, RULES_TOPICS, type RulesBook, type RulesPage, type RulesSection, type RulesTopic } from './rules-types.ts';
import type { RulesBook } from './rules-types.ts';

const BOOKS: Readonly<Record<Language, () => Promise<RulesBook>>> = {
  en: async () => (await import('./en/rules.ts')).rules,
  pt: async () => (await import('./pt/rules.ts')).rules,
  ro: async () => (await import('./ro/rules.ts')).rules,
};

/** The rules book in `language`. */
export const loadRules = (language: Language): Promise<RulesBook> => BOOKS[language]();
