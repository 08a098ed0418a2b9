// @vitest-environment happy-dom
// The review room's dice panel: a finished game verified in the page (WebCrypto), a changed roll
// named with what the seeds give, a game from before verifiable dice, and the fairness table.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { CATAN_VERIFY } from '../../domain/catan/verify.ts';
import type { Event } from '../../domain/catan/index.ts';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { Fairness } from '../../web/src/replay/Fairness.tsx';
import { seededCatanGame } from '../functions/seeded-game.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

type Item = { version: number; events: readonly Event[] };

async function panel(items: readonly Item[] | null, events: readonly Event[]): Promise<HTMLElement> {
  setLanguage('en');
  const root = document.createElement('div');
  document.body.append(root);
  render(<Fairness items={items} events={events} kind={CATAN_VERIFY} names={['Ana', 'Bot Bruno', 'Bot Chiara']} label={(c) => c} name="g" />, root);
  const section = root.querySelector<HTMLElement>('section.fairness')!;
  for (let i = 0; i < 200 && section.dataset.fairness === 'checking'; i++) await new Promise((r) => setTimeout(r, 10));
  return section;
}

const { records } = seededCatanGame(11);
const items: Item[] = records.map((r) => ({ version: r.version, events: r.events as readonly Event[] }));
const events = items.flatMap((i) => i.events);

describe('the dice panel of the review room', () => {
  it('verifies every roll of a finished game and counts each total against its expected count', async () => {
    const section = await panel(items, events);
    const rolls = events.filter((e) => e.type === 'DiceRolled').length;
    expect(section.querySelector('[data-verified="ok"]')?.textContent).toMatch(new RegExp(`^All ${rolls} dice rolls verified \\(and \\d+ other draws`));
    const sevens = events.filter((e) => e.type === 'DiceRolled' && e.dice[0] + e.dice[1] === 7).length;
    expect(section.querySelector('tr[data-category="7"] td')?.textContent).toBe(String(sevens));
    expect(Number(section.querySelector('[data-p]')?.getAttribute('data-p'))).toBeGreaterThan(0);
  });

  it('names the event whose roll does not match, and what the seeds give', async () => {
    const at = items.findIndex((i) => i.events[0].type === 'DiceRolled' && i.version > 30);
    const roll = items[at].events[0] as Extract<Event, { type: 'DiceRolled' }>;
    const dice: [number, number] = [roll.dice[0] === 1 ? 2 : 1, roll.dice[1]];
    const changed = items.map((item, i) => (i === at ? { ...item, events: [{ ...roll, dice }, ...item.events.slice(1)] } : item));
    const section = await panel(changed, changed.flatMap((i) => i.events));
    expect(section.querySelector('[data-verified="bad"]')?.textContent)
      .toContain(`Event ${items[at].version} (${['Ana', 'Bot Bruno', 'Bot Chiara'][roll.seat]}) does not match: the roll recorded is ${dice[0]}+${dice[1]}, the seeds give ${roll.dice[0]}+${roll.dice[1]}.`);
  });

  it('a Cities & Knights game: its event die counted by faces against its expected counts, in a table of its own', async () => {
    const ck = seededCatanGame(11, { modules: ['cities-knights'], levels: ['good', 'easy', 'good'] }).records
      .map((r) => ({ version: r.version, events: r.events as readonly Event[] }));
    const all = ck.flatMap((i) => i.events);
    const section = await panel(ck, all);
    expect(section.querySelector('[data-verified="ok"]')).not.toBeNull();
    const ships = all.filter((e) => e.type === 'DiceRolled' && (e.extra?.event ?? 9) <= 3).length;
    expect(section.querySelector('[data-die-tally] tr[data-category="ship"] td')?.textContent).toBe(String(ships));
    expect(section.querySelector('[data-die-tally] tr[data-category="science"] th')?.textContent).toBe('green city gate (science)');
    expect(section.querySelectorAll('[data-p]')).toHaveLength(2);
    // The base game has no such die.
    document.body.innerHTML = '';
    expect((await panel(items, events)).querySelector('[data-die-tally]')).toBeNull();
  });

  it('says a game from before verifiable dice cannot be verified, and a notation file neither', async () => {
    const old = items.map((item, i) => (i === 0 ? { ...item, events: [{ ...item.events[0], commitment: undefined } as Event] } : item));
    expect((await panel(old, events)).textContent).toContain('Not verifiable: created before verifiable dice.');
    document.body.innerHTML = '';
    expect((await panel(null, events)).dataset.fairness).toBe('file');
  });
});
