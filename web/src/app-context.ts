// What every page shares: the one socket to the game service, and the seat-token store.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Connection } from './net/connection.ts';
import type { KeyValueStore } from './state/seats.ts';

export interface AppServices {
  readonly connection: Connection;
  readonly store: KeyValueStore;
}

export const AppContext = createContext<AppServices | null>(null);

export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp outside an AppContext');
  return services;
}
