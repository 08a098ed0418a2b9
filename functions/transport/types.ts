// How the service talks to connected clients: one frame to one connection.

export type Delivery = 'sent' | 'gone';

export interface Transport {
  /** Delivers one frame; 'gone' when the connection no longer exists (HTTP 410). Other failures throw. */
  send(connectionId: string, data: string): Promise<Delivery>;
}
