// A link to the rules: from the lobby (the list), from the table (the game's topic, or a module's
// "?" by its panel). From a table it opens a new tab, so the game stays as it was.
import { t } from '../i18n/index.ts';
import type { RulesTopic } from '../i18n/rules-index.ts';
import { rulesAt } from './current.ts';
import './rules-link.css';

interface Props {
  readonly topic?: RulesTopic;
  /** A section of the topic's page (#paired). */
  readonly section?: string;
  /** What the link names, for a "?" link: the module's own name. */
  readonly about?: string;
  readonly help?: boolean;
  readonly newTab?: boolean;
}

export function RulesLink({ topic, section, about, help = false, newTab = false }: Props) {
  const href = `/rules${topic ? `/${topic}` : ''}${section ? `#${section}` : ''}`;
  const tab = newTab ? { target: '_blank', rel: 'noopener' } : {};
  const label = about ? t('rules.linkAbout', { topic: about }) : newTab ? t('rules.linkTab') : undefined;
  return (
    <a class={help ? 'rules-help' : 'rules-link'} href={href} data-rules-link={topic ?? 'index'} aria-label={label} title={help ? label : undefined} {...tab}>
      {help ? '?' : t('rules.link')}
    </a>
  );
}

/** The header's How to play: the rules list, or the game in view's rules in a new tab. */
export function HeaderRulesLink() {
  const at = rulesAt.value;
  return at ? <RulesLink topic={at.topic} section={at.section} newTab /> : <RulesLink />;
}
