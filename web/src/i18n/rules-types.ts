// The shape of a rules book (How to play): its topics, and each topic's page of sections. Each
// language's book (en/rules.ts, …) is written to it; rules-index.ts fetches the reader's.

export const RULES_TOPICS = ['base', 'five-six', 'friends', 'helpers', 'harbormaster', 'cities-knights', 'dice'] as const;
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
