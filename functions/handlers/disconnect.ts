// Lambda entry for `$disconnect`: forgets the connection and tells its game.
import { contextFromEnv } from './env.ts';
import { disconnectHandler } from './lambda.ts';

export const handler = disconnectHandler(contextFromEnv);
