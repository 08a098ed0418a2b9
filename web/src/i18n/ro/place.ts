// Plasarea unei piese: o atingere de confirmare pe un ecran tactil, și o mutare care așteaptă în coadă.
import type { place as en } from '../en/place.ts';

export const place: Readonly<Record<keyof typeof en, string>> = {
  'place.confirmLabel': 'Confirmă plasarea',
  'place.ask': '{what} aici?',
  'place.confirm': 'Plasează',
  'place.queued': '{what}: în așteptarea trimiterii',
  'place.settlement': 'Așezare',
  'place.city': 'Oraș',
  'place.road': 'Drum',
};
