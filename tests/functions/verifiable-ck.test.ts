// Dice anyone can verify in Cities & Knights (and with Seafarers): the progress decks shuffled at
// creation, every roll with its event die (and the cards it draws), the robber's steals of a
// commodity and the Alchemist's event die are derived from the seeds and decided again by a verifier;
// a deck, an event die or a steal changed after the fact is caught at its record.
import { describe, expect, it } from 'vitest';
import { legalCommands, type Command, type State } from '../../domain/catan/index.ts';
import type { AnyEvent } from '../../domain/platform/index.ts';
import { readStreamFile, report, verifyFile } from '../../functions/local/verify.ts';
import type { StreamRecord } from '../../functions/store/types.ts';
import { seededCatanGame } from './seeded-game.ts';

const verify = (records: readonly StreamRecord[]) => verifyFile(readStreamFile(JSON.stringify({ items: records })));

type Loose = { type: string; [k: string]: unknown };
const first = (r: StreamRecord) => r.events[0] as Loose;

/** The records with version `version`'s events replaced. */
const altered = (records: readonly StreamRecord[], version: number, change: (e: Loose) => Loose): StreamRecord[] =>
  records.map((r) => (r.version === version ? { ...r, events: r.events.map((e) => change(e as Loose) as AnyEvent) } : r));

/** The first mismatch of a changed stream (the records after it may differ too: their state was led astray). */
async function firstMismatch(records: readonly StreamRecord[]) {
  const result = await verify(records);
  if (result.status !== 'checked') throw new Error(result.status);
  return result.mismatches[0];
}

describe('a Cities & Knights game verifies from its revealed seeds', () => {
  const { records } = seededCatanGame(11, { modules: ['cities-knights'], levels: ['good', 'easy', 'good'] });

  it('every roll with its event die, the progress decks and the steals', async () => {
    const result = await verify(records);
    expect(result).toMatchObject({ status: 'checked', mismatches: [] });
    const rolls = records.filter((r) => first(r).type === 'DiceRolled');
    expect(rolls.every((r) => typeof (first(r).extra as { event?: unknown } | undefined)?.event === 'number')).toBe(true);
    expect(result).toMatchObject({ rolls: rolls.length });
    expect(records.some((r) => r.events.some((e) => e.type === 'ProgressCardDrawn'))).toBe(true);
    // npm run verify's report has the event die's fairness after the two dice's.
    const lines = report(readStreamFile(JSON.stringify({ items: records })), result).lines;
    const die = lines.indexOf('Event die fairness (faces against their expected counts):');
    expect(die).toBeGreaterThan(0);
    expect(lines.slice(die + 1, die + 5).map((l) => l.trim().split(/\s+/)[0])).toEqual(['ship', 'trade', 'politics', 'science']);
  });

  it('a progress deck changed at creation is caught there', async () => {
    const changed = altered(records, 1, (e) => {
      if (e.type !== 'ProgressDecksShuffled') return e;
      const decks = (e.decks as string[][]).map((d) => [...d]);
      const i = decks[0].findIndex((c) => c !== decks[0][0]);
      [decks[0][0], decks[0][i]] = [decks[0][i], decks[0][0]];
      return { ...e, decks };
    });
    expect(await firstMismatch(changed)).toMatchObject({ version: 1, roll: false });
  });

  it('an event die changed is caught at its roll', async () => {
    const roll = records.find((r) => first(r).type === 'DiceRolled' && r.version > 30)!;
    const changed = altered(roll ? records : [], roll.version, (e) => {
      if (e.type !== 'DiceRolled') return e;
      const extra = e.extra as { event: number };
      return { ...e, extra: { ...extra, event: extra.event === 6 ? 1 : extra.event + 1 } };
    });
    expect(await firstMismatch(changed)).toMatchObject({ version: roll.version, roll: true });
  });
});

/** An Alchemist played whenever it may be, production dice of 3 and 4; a Bishop too; a pirate moved to steal whenever it may. */
function prefer(state: State, seat: number): Command | undefined {
  const legal = legalCommands(state, seat);
  const alchemist = legal.find((c) => c.type === 'PlayProgressCard' && c.card === 'alchemist');
  if (alchemist !== undefined) return { ...alchemist, dice: [3, 4] } as Command;
  return legal.find((c) => (c.type === 'PlayProgressCard' && c.card === 'bishop') || (c.type === 'MovePirate' && c.victim !== null));
}

describe('the steals, the Alchemist and the Bishop', () => {
  // Games until one has a commodity stolen, one an Alchemist played and one a Bishop.
  const games = [12, 19, 21].map((n) => seededCatanGame(n, { modules: ['cities-knights'], levels: ['good', 'easy', 'easy'], prefer }).records);
  const stealOf = (rs: readonly StreamRecord[]) => rs.find((r) => r.events.some((e) => e.type === 'CommodityStolen' && (e as Loose).commodity !== null));
  const alchemistOf = (rs: readonly StreamRecord[]) => rs.find((r) => first(r).type === 'ProgressCardPlayed' && first(r).card === 'alchemist');

  it('verify, and a stolen commodity, an Alchemist\'s event die or a Bishop\'s steal changed is caught', async () => {
    for (const rs of games) expect(await verify(rs)).toMatchObject({ status: 'checked', mismatches: [] });
    const stolen = games.find(stealOf);
    expect(stolen).toBeDefined();
    const steal = stealOf(stolen!)!;
    const other = (c: unknown) => (c === 'paper' ? 'cloth' : 'paper');
    const robbed = altered(stolen!, steal.version, (e) => (e.type === 'CommodityStolen' ? { ...e, commodity: other(e.commodity) } : e));
    expect(await firstMismatch(robbed)).toMatchObject({ version: steal.version, roll: false });
    const played = games.find(alchemistOf);
    expect(played).toBeDefined();
    const alchemist = alchemistOf(played!)!;
    const changed = altered(played!, alchemist.version, (e) => {
      if (e.type !== 'DiceRolled') return e;
      const extra = e.extra as { event: number };
      return { ...e, extra: { ...extra, event: extra.event === 6 ? 1 : extra.event + 1 } };
    });
    expect(await firstMismatch(changed)).toMatchObject({ version: alchemist.version, roll: false });
    // The Bishop's: a card from each seat by the robber's new hex.
    const bishopOf = (rs: readonly StreamRecord[]) => rs.find((r) => first(r).card === 'bishop' && r.events.some((e) => e.type === 'ResourceStolen'));
    const blessed = games.find(bishopOf);
    expect(blessed).toBeDefined();
    const bishop = bishopOf(blessed!)!;
    const taken = altered(blessed!, bishop.version, (e) => (e.type === 'ResourceStolen' ? { ...e, resource: e.resource === 'ore' ? 'wool' : 'ore' } : e));
    expect(await firstMismatch(taken)).toMatchObject({ version: bishop.version, roll: false });
  });
});

describe('Cities & Knights on a Seafarers map', () => {
  it('verifies: the fog, the progress decks, the rolls and the pirate\'s steals', async () => {
    const { records } = seededCatanGame(22, { modules: ['seafarers', 'cities-knights'], board: 'new-shores', levels: ['good', 'easy', 'good'], prefer });
    expect(await verify(records)).toMatchObject({ status: 'checked', mismatches: [] });
    const steal = records.find((r) => first(r).type === 'PirateMoved' && r.events.some((e) => e.type === 'ResourceStolen' || e.type === 'CommodityStolen'));
    expect(steal).toBeDefined();
    const changed = altered(records, steal!.version, (e) => (e.type === 'PirateMoved' ? e : e.type === 'ResourceStolen'
      ? { ...e, resource: e.resource === 'ore' ? 'wool' : 'ore' } : e.type === 'CommodityStolen' ? { ...e, commodity: e.commodity === 'coin' ? 'paper' : 'coin' } : e));
    expect(await firstMismatch(changed)).toMatchObject({ version: steal!.version, roll: false });
  });
});
