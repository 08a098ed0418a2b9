// Dice anyone can verify with the mini-expansions: the Friends' scholars' card and a returned
// token's place in the supply, the Helpers' Architect's look at the deck, are derived from the
// seeds and decided again by a verifier; one changed after the fact is caught at its record.
import { describe, expect, it } from 'vitest';
import { decide, legalCommands, type Command, type State } from '../../domain/catan/index.ts';
import type { AnyEvent } from '../../domain/platform/index.ts';
import { readStreamFile, verifyFile } from '../../functions/local/verify.ts';
import type { StreamRecord } from '../../functions/store/types.ts';
import { seededCatanGame } from './seeded-game.ts';

type Loose = { type: string; [k: string]: unknown };
const verify = (records: readonly StreamRecord[]) => verifyFile(readStreamFile(JSON.stringify({ items: records })));
const kinds = (r: StreamRecord) => r.events.map((e) => e.type as string);

/** A move of these kinds whenever one is legal (the bots seldom make them). */
const preferring = (wanted: (c: Command) => boolean) => (state: State, seat: number): Command | undefined => legalCommands(state, seat).find(wanted);

async function caught(records: readonly StreamRecord[], version: number, change: (e: Loose) => Loose) {
  const changed = records.map((r) => (r.version === version ? { ...r, events: r.events.map((e) => change(e as Loose) as AnyEvent) } : r));
  const result = await verify(changed);
  return result.status === 'checked' ? result.mismatches[0] : result;
}

describe('the mini-expansions\' draws verify from the revealed seeds', () => {
  it('Friends: the scholars\' development card and a returned token\'s place', async () => {
    const favor = (c: Command) => (c.type === 'UseFavor' && c.guild === 'scholars') || c.type === 'ReturnFavor' || c.type === 'ExchangeFavor';
    const { records } = seededCatanGame(31, { modules: ['friends'], levels: ['good', 'easy', 'good'], prefer: preferring(favor) });
    expect(await verify(records)).toMatchObject({ status: 'checked', mismatches: [] });
    const scholars = records.find((r) => kinds(r).includes('ScholarsCardTaken'))!;
    expect(scholars).toBeDefined();
    expect(await caught(records, scholars.version, (e) => (e.type === 'ScholarsCardTaken' ? { ...e, card: e.card === 'knight' ? 'monopoly' : 'knight' } : e)))
      .toMatchObject({ version: scholars.version, roll: false });
    const returned = records.find((r) => kinds(r)[0] === 'FavorReturned')!;
    expect(returned).toBeDefined();
    expect(await caught(records, returned.version, (e) => (e.type === 'FavorReturned' ? { ...e, at: (e.at as number) + 1 } : e)))
      .toMatchObject({ version: returned.version, roll: false });
  });

  it('Helpers: the Architect\'s look at the deck', async () => {
    // The Architect used when held, else taken from the display by the use of another helper.
    const prefer = (state: State, seat: number): Command | undefined => {
      const legal = legalCommands(state, seat);
      const use = legal.find((c) => c.type === 'UseHelper' && c.use.helper === 'architect');
      if (use !== undefined) return use;
      const taking = legal.flatMap((c) => (c.type === 'UseHelper' && c.use.helper !== 'architect' ? [{ ...c, then: 'architect' } as Command] : []));
      return taking.find((c) => decide(c, state).ok);
    };
    const { records } = seededCatanGame(32, { modules: ['helpers'], levels: ['good', 'easy', 'good'], prefer });
    expect(await verify(records)).toMatchObject({ status: 'checked', mismatches: [] });
    const look = records.find((r) => kinds(r).includes('DeckShown'))!;
    expect(look).toBeDefined();
    expect(await caught(records, look.version, (e) => (e.type === 'DeckShown' ? { ...e, cards: [...(e.cards as string[])].reverse().concat('knight') } : e)))
      .toMatchObject({ version: look.version, roll: false });
  });
});
