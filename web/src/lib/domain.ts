// The rules domain, shared with the server: the client folds events with the same code.
export * from '../../../domain/catan/index.ts';
