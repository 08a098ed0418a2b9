// A local stack in a child process (helpers/stack-process.ts), for tests that kill it for real.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../../..');
const CHILD = path.join(here, 'stack-process.ts');

export interface Child {
  readonly process: ChildProcess;
  readonly wsUrl: string;
}

/** Starts a stack on `dataDir`; `limits`: the gateway's `real` ones, or `fast` for scripted players. */
export async function startChild(dataDir: string, limits: 'fast' | 'real' = 'fast'): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, limits], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const wsUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // The stack's own log lines may come first (HEXFOLD_LOG): the one naming wsUrl is the sign.
      const line = out.split('\n').find((l) => l.startsWith('{"wsUrl"'));
      if (line) resolve((JSON.parse(line) as { wsUrl: string }).wsUrl);
    });
    child.once('exit', (code) => reject(new Error(`the stack exited (${code}) before serving`)));
  });
  // What the stack logs afterwards goes where a failing test's output can be read.
  child.stdout!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return { process: child, wsUrl };
}

/** Stops the child with `signal` (SIGKILL: no shutdown at all) and waits until it has exited. */
export async function stop(child: Child, signal: NodeJS.Signals): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = once(child.process, 'exit');
  child.process.kill(signal);
  await exited;
}
