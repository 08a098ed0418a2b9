// Placing a piece: a tap to confirm on a touch screen, and a move waiting in the queue.
export const place = {
  'place.confirmLabel': 'Confirm the placement',
  'place.ask': '{what} here?',
  'place.confirm': 'Place it',
  'place.queued': '{what}: waiting to be sent',
  'place.settlement': 'Settlement',
  'place.city': 'City',
  'place.road': 'Road',
} as const;
