// Lambda entry for `$default`: every client message (see docs/protocol.md).
import { contextFromEnv } from './env.ts';
import { messageHandler } from './lambda.ts';

export const handler = messageHandler(contextFromEnv);
