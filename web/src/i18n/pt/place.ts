// Colocar uma peça: um toque para confirmar num ecrã tátil, e uma jogada à espera na fila.
import type { place as en } from '../en/place.ts';

export const place: Readonly<Record<keyof typeof en, string>> = {
  'place.confirmLabel': 'Confirmar a colocação',
  'place.ask': '{what} aqui?',
  'place.confirm': 'Colocar',
  'place.queued': '{what}: à espera de ser enviada',
  'place.settlement': 'Aldeia',
  'place.city': 'Cidade',
  'place.road': 'Estrada',
};
