// Which rules the header's How to play opens: the list, or — while a game's page shows — that
// game's topic (and turn rule) in a new tab, so the game stays where it was.
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { RulesTopic } from '../i18n/rules-index.ts';

export interface RulesAt {
  readonly topic: RulesTopic;
  readonly section?: string;
}

export const rulesAt = signal<RulesAt | null>(null);

/** While the calling page shows, the header's link opens `topic` (at `section`) in a new tab. */
export function useRulesAt(topic: RulesTopic, section?: string): void {
  useEffect(() => {
    rulesAt.value = { topic, section };
    return () => void (rulesAt.value = null);
  }, [topic, section]);
}
