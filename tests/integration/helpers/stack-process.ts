// A local stack in a process of its own, for tests that kill it (SIGKILL: no shutdown at all):
// `node --import tsx stack-process.ts <dataDir> [limits]` prints `{"wsUrl": …}` once it serves,
// then runs until killed (SIGTERM closes it cleanly). `limits` is `fast` (the default: scripted
// players send as fast as they like) or `real` (the gateway's own limits).
import { consoleLogger } from '../../../functions/app/log.ts';
import { startLocalStack } from '../../../functions/local/stack.ts';
import { FAST } from './fast.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: stack-process.ts <dataDir>');
const real = process.argv[3] === 'real';
const stack = await startLocalStack({ port: 0, dataDir, log: consoleLogger(process.env.HEXFOLD_LOG ?? 'error'), ...(real ? {} : { limits: FAST }) });
process.stdout.write(`${JSON.stringify({ wsUrl: stack.wsUrl })}\n`);
process.on('SIGTERM', () => {
  void stack.close().then(() => process.exit(0), () => process.exit(1));
});
