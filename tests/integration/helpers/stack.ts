// Starting the in-process local stack for a test file, with a logger that keeps what it was told.
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../../functions/local/stack.ts';
import type { Fields, Logger } from '../../../functions/app/log.ts';

export interface Captured {
  readonly logger: Logger;
  readonly lines: { level: string; message: string; fields?: Fields }[];
}

export function captureLog(): Captured {
  const lines: Captured['lines'] = [];
  const at = (level: string) => (message: string, fields?: Fields) => void lines.push({ level, message, fields });
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } };
}

export async function memoryStack(options: Partial<LocalStackOptions> = {}): Promise<LocalStack & { log: Captured }> {
  const log = captureLog();
  const stack = await startLocalStack({ port: 0, memory: true, log: log.logger, ...options });
  return Object.assign(stack, { log });
}
