// The routes /rules (the list of rules) and /rules/:topic (one game's or expansion's rules): short
// rules written from the books, in the current language. A chunk of its own, and each language's
// book another, fetched when the page opens: the lobby and the table carry none of it. Headings
// go h1 (the page), h2 (a section), h3 (a step of the turn), so a screen reader can walk them.
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { lang, t } from '../i18n/index.ts';
import { isRulesTopic, loadRules, RULES_TOPICS, type RulesBook, type RulesPage as Page, type RulesTopic } from '../i18n/rules-index.ts';
import './rules.css';

/** The book in the current language, once fetched (null until then). */
function useBook(): RulesBook | null {
  const book = useSignal<{ lang: string; book: RulesBook } | null>(null);
  const language = lang.value;
  useEffect(() => {
    let live = true;
    void loadRules(language).then((b) => {
      if (live) book.value = { lang: language, book: b };
    });
    return () => void (live = false);
  }, [language]);
  return book.value?.book ?? null;
}

export function RulesPage({ topic }: { topic?: string }) {
  const book = useBook();
  const known = topic === undefined || isRulesTopic(topic);
  return (
    <main id="main" class="page rules" data-rules={topic ?? 'index'} data-ready={book ? '' : undefined}>
      {!known ? <Unknown topic={topic} />
        : !book ? <p role="status">{t('rules.loading')}</p>
          : topic === undefined ? <Index book={book} /> : <Topic book={book} topic={topic as RulesTopic} />}
    </main>
  );
}

function Unknown({ topic }: { topic: string }) {
  return (
    <>
      <h1>{t('rules.title')}</h1>
      <p>{t('rules.unknown', { topic })}</p>
      <p><a class="button primary" href="/rules">{t('rules.all')}</a></p>
    </>
  );
}

function Index({ book }: { book: RulesBook }) {
  return (
    <>
      <h1>{t('rules.title')}</h1>
      <p>{t('rules.intro')}</p>
      <ul class="rules-topics">
        {RULES_TOPICS.map((id) => (
          <li key={id} class="panel">
            <a href={`/rules/${id}`} data-topic={id}>{book[id].title}</a>
            <p class="muted">{book[id].summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function Topic({ book, topic }: { book: RulesBook; topic: RulesTopic }) {
  const page: Page = book[topic];
  // A link from the table to a section (#paired) lands on it once the book is here.
  useEffect(() => {
    const id = location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [topic]);
  return (
    <>
      <nav class="rules-nav" aria-label={t('rules.others')}>
        <a href="/rules">{t('rules.all')}</a>
        {RULES_TOPICS.map((id) => (
          <a key={id} href={`/rules/${id}`} aria-current={id === topic ? 'page' : undefined}>{book[id].title}</a>
        ))}
      </nav>
      <article class="rules-page">
        <h1>{page.title}</h1>
        <p class="rules-summary">{page.summary}</p>
        {page.sections.length > 2 && (
          <nav class="rules-contents" aria-label={t('rules.contents')}>
            <ol>{page.sections.map((s) => <li key={s.id}><a href={`#${s.id}`}>{s.heading}</a></li>)}</ol>
          </nav>
        )}
        {page.sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`}>
            <h2 id={`${s.id}-h`}>{s.heading}</h2>
            {s.paragraphs?.map((p) => <p key={p}>{p}</p>)}
            {s.list && <ul>{s.list.map((item) => <li key={item}>{item}</li>)}</ul>}
            {s.parts?.map((part) => (
              <div key={part.heading} class="rules-part">
                <h3>{part.heading}</h3>
                {part.paragraphs?.map((p) => <p key={p}>{p}</p>)}
                {part.list && <ul>{part.list.map((item) => <li key={item}>{item}</li>)}</ul>}
              </div>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}
