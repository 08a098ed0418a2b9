// Română, părăsirea unui joc și votul ca un bot să joace pentru un jucător care întârzie.
import type { seats as en } from '../en/seats.ts';

export const seats: Readonly<Record<keyof typeof en, string>> = {
  'leave.button': 'Părăsește jocul',
  'leave.title': 'Părăsești jocul?',
  'leave.detail': 'Un bot îți va juca locul până la sfârșitul jocului. Te poți întoarce la el cât timp durează jocul.',
  'leave.confirm': 'Părăsește jocul',
  'leave.stay': 'Rămân',
  'leave.leaving': 'Se părăsește…',
  'left.banner': 'Ai părăsit acest joc.',
  'left.detail': 'Un bot îți joacă locul. Îl poți relua cât timp durează jocul.',
  'left.back': 'Îmi reiau locul',
  'vote.stalled': '{name} nu a mai mutat de ceva timp.',
  'vote.detail': 'Ceilalți pot vota ca un bot să joace pentru {name} până se întoarce.',
  'vote.button': 'Votez: un bot joacă pentru {name}',
  'vote.voted': 'Ai votat.',
  'vote.tally': 'Voturi: {n} din {needed}',
};
