// @vitest-environment happy-dom
// Cities & Knights in the review room's statistics, on a game played by bots (seed 3: attacks
// held, one with a tie, and lost ones with pillaged cities): the counts agree with the stream's
// events, follow the position, and the attacks list jumps to each attack.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../web/src/i18n/index.ts';
import type { Event } from '../../web/src/lib/domain.ts';
import { buildReplay } from '../../web/src/state/replay.ts';
import { ckStatsAt } from '../../web/src/kinds/catan/replay/ck-stats.ts';
import { CkStats } from '../../web/src/kinds/catan/replay/CkStats.tsx';
import { playKnights } from '../domain/ck-checks.ts';

const { events } = playKnights({ seed: 3, players: ['good', 'good', 'easy', 'good'] });
const model = buildReplay(events);
const of = <T extends Event['type']>(type: T) => events.filter((e): e is Extract<Event, { type: T }> => e.type === type);

afterEach(() => {
  document.body.innerHTML = '';
  setLanguage('en');
});

describe('Cities & Knights in the review statistics', () => {
  it('count each seat\'s commodities, improvements and cards played as the stream has them', () => {
    const { seats } = ckStatsAt(model, events.length);
    const made = [0, 1, 2, 3].map((seat) => of('CommoditiesProduced').reduce((n, e) => n + Object.values(e.gains[seat] ?? {}).reduce((a, b) => a + (b ?? 0), 0), 0));
    expect(seats.map((s) => s.madeTotal)).toEqual(made);
    expect(seats.map((s) => s.made.paper + s.made.cloth + s.made.coin)).toEqual(made);
    expect(seats.map((s) => s.improvements)).toEqual([0, 1, 2, 3].map((seat) => of('ImprovementBought').filter((e) => e.seat === seat).length));
    expect(seats.map((s) => s.cardsPlayed)).toEqual([0, 1, 2, 3].map((seat) => of('ProgressCardPlayed').filter((e) => e.seat === seat).length));
    expect(seats.map((s) => s.lost)).toEqual([0, 1, 2, 3].map((seat) => of('CommodityStolen').filter((e) => e.victim === seat).length));
  });

  it('list every attack with its outcome: a Defender, a tie, or the cities pillaged', () => {
    const { attacks } = ckStatsAt(model, events.length);
    expect(attacks.map((a) => a.won)).toEqual(of('BarbariansAttacked').map((e) => e.won));
    expect(attacks.flatMap((a) => a.pillaged)).toEqual(of('CityPillaged').map((e) => e.seat));
    expect(attacks.filter((a) => a.won && !a.tied).flatMap((a) => a.defenders)).toEqual(of('DefenderAwarded').map((e) => e.seat));
    expect(attacks.filter((a) => a.tied).map((a) => a.defenders)).toEqual(of('DefendersTied').map((e) => e.seats));
    for (const a of attacks) {
      expect(events[a.position].type).toBe('BarbariansAttacked');
      expect(a.turn).toBeGreaterThan(0);
      if (!a.won) expect(a.strength).toBeGreaterThan(a.defence);
    }
    // Before the first attack, none.
    expect(ckStatsAt(model, attacks[0].position).attacks).toEqual([]);
    expect(ckStatsAt(model, attacks[0].position + 1).attacks).toHaveLength(1);
  });

  it('render the table and the attacks; a click on one goes to it', () => {
    const stats = ckStatsAt(model, events.length);
    const jumps: number[] = [];
    const root = document.createElement('div');
    document.body.append(root);
    render(<CkStats stats={stats} colours={['red', 'blue', 'orange', 'white']} names={['Ana', 'Bo', 'Cy', 'Di']} goto={(p) => jumps.push(p)} />, root);
    expect(root.querySelector('h2')!.textContent).toBe('Cities & Knights statistics');
    expect([...root.querySelectorAll('tbody tr')].map((r) => Number(r.getAttribute('data-made')))).toEqual(stats.seats.map((s) => s.madeTotal));
    const items = [...root.querySelectorAll('.ck-attacks li')];
    expect(items).toHaveLength(stats.attacks.length);
    const tied = stats.attacks.findIndex((a) => a.tied);
    expect(items[tied].textContent).toMatch(/held; .* tied and each drew a progress card\./);
    const lost = stats.attacks.findIndex((a) => !a.won && a.pillaged.length > 0);
    expect(items[lost].textContent).toMatch(/lost; a city pillaged for /);
    (items[lost].querySelector('button') as HTMLButtonElement).click();
    expect(jumps).toEqual([stats.attacks[lost].position + 1]);
  });
});
