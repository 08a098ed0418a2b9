// `npm run verify -- <file>`: checks a finished game's random inputs from its revealed seeds, as
// the review room does (domain/shared/verify.ts), and prints the dice-fairness test. The file is
// a game's stream as JSON: the review room's download (`{"gameId", "kind"?, "items": [...]}`), an
// `events` frame, a list of items, or frames one per line.
//
// Exit codes: 0 every input verified; 1 a mismatch or a seed that is not the one committed to;
// 2 the file cannot be read, or the game cannot be verified (created before verifiable dice, or
// not over yet).
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import '../../domain/catan/index.ts';
import { CATAN_VERIFY } from '../../domain/catan/verify.ts';
import { DICE_VERIFY } from '../../domain/dice/verify.ts';
import { chiSquareTest } from '../../domain/shared/chi-square.ts';
import { verifyStream, webFairnessCrypto, type Tally, type Verification, type VerifiedItem, type VerifyKind } from '../../domain/shared/verify.ts';

export interface StreamFile {
  readonly kind: 'catan' | 'dice';
  readonly items: readonly VerifiedItem<unknown>[];
}

const isItem = (x: unknown): x is VerifiedItem<unknown> =>
  typeof x === 'object' && x !== null && typeof (x as { version?: unknown }).version === 'number' && Array.isArray((x as { events?: unknown }).events);

/** The items of a stream file (throws an Error saying what is wrong). */
export function readStreamFile(text: string): StreamFile {
  const trimmed = text.trim();
  if (/^\[Hexfold(Dice)? "/.test(trimmed)) {
    throw new Error('a notation file keeps no versions and no seeds: download the stream (JSON) from the review room');
  }
  let parts: unknown[];
  try {
    parts = trimmed.startsWith('[') || !trimmed.includes('\n') ? [JSON.parse(trimmed)] : trimmed.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  } catch {
    throw new Error('not JSON: expected a stream (the review room\'s download, an events frame, or a list of items)');
  }
  const items = parts.flatMap((p) => (Array.isArray(p) ? p : (p as { items?: unknown })?.items ?? []) as unknown[]);
  if (items.length === 0 || !items.every(isItem)) throw new Error('no stream items (each with a version and events) in the file');
  const sorted = [...new Map(items.map((i) => [i.version, i])).values()].sort((a, b) => a.version - b.version);
  if (sorted.some((item, i) => item.version !== i + 1)) throw new Error('the items are not the whole stream from version 1');
  const first = (sorted[0].events[0] as { type?: unknown } | undefined)?.type;
  return { kind: first === 'DiceGameCreated' ? 'dice' : 'catan', items: sorted };
}

const kindOf = (kind: StreamFile['kind']): VerifyKind<unknown, unknown> =>
  (kind === 'dice' ? DICE_VERIFY : CATAN_VERIFY) as unknown as VerifyKind<unknown, unknown>;

export const verifyFile = (file: StreamFile): Promise<Verification> =>
  verifyStream(file.items, kindOf(file.kind), webFairnessCrypto(globalThis.crypto.subtle));

/** The report's lines and the exit code. */
export function report(file: StreamFile, verification: Verification): { lines: string[]; code: number } {
  switch (verification.status) {
    case 'legacy': return { lines: ['Not verifiable: the game was created before verifiable dice.'], code: 2 };
    case 'unrevealed': return { lines: ['Not verifiable yet: the seeds are revealed when the game ends.'], code: 2 };
    case 'bad-seed':
      return { lines: [`FAILED: the revealed ${verification.seat === null ? "server's seed" : `seed of seat ${verification.seat}`} is not the one committed to.`], code: 1 };
    case 'checked': {
      const { rolls, draws, mismatches } = verification;
      const lines = mismatches.length === 0
        ? [`All ${rolls} dice rolls verified${draws > 0 ? ` (and ${draws} other draws)` : ''} from the revealed seeds.`]
        : mismatches.map((m) => `FAILED: version ${m.version}${m.seat === null ? '' : ` (seat ${m.seat})`}: ${m.roll ? 'the roll' : 'the draw'} recorded ${m.recorded}, the seeds give ${m.derived ?? 'a move the rules refuse'}.`);
      return { lines: [...lines, ...fairness(file)], code: mismatches.length === 0 ? 0 : 1 };
    }
    default: {
      const unknown: never = verification;
      return unknown;
    }
  }
}

function fairness(file: StreamFile): string[] {
  const kind = kindOf(file.kind);
  const events = file.items.flatMap((i) => i.events);
  const die = kind.dieTally?.(events) ?? null;
  return [
    ...tallyLines('Dice fairness (rolls against their expected counts):', kind.tally(events)),
    ...(die === null ? [] : tallyLines('Event die fairness (faces against their expected counts):', die)),
  ];
}

function tallyLines(title: string, tally: Tally): string[] {
  const test = chiSquareTest(tally.observed, tally.probabilities);
  const rows = tally.categories.map((c, i) => `  ${c.padStart(8)}  ${String(test.observed[i]).padStart(4)}  expected ${test.expected[i].toFixed(1)}`);
  const p = test.p === null ? 'no rolls' : `chi-square ${test.statistic.toFixed(2)}, ${test.df} degrees of freedom, p = ${test.p.toFixed(3)}`;
  return [title, ...rows, `  ${p}`];
}

async function main(): Promise<number> {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error('usage: npm run verify -- <stream.json>');
    return 2;
  }
  let stream: StreamFile;
  try {
    stream = readStreamFile(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    return 2;
  }
  const { lines, code } = report(stream, await verifyFile(stream));
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  return code;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then((code) => (process.exitCode = code), (error) => {
    console.error(error);
    process.exitCode = 2;
  });
}
