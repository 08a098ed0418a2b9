// Lambda entry for `$connect`: registers the connection.
import { contextFromEnv } from './env.ts';
import { connectHandler } from './lambda.ts';

export const handler = connectHandler(contextFromEnv);
