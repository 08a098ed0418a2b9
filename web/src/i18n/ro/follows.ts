// Română, prieteni: urmărirea jucătorilor, mesele lor în desfășurare, invitații la o masă.
import type { follows as en } from '../en/follows.ts';

export const follows: Record<keyof typeof en, string> = {
  'follows.title': 'Prieteni',
  'follows.menu': 'Prieteni',
  'follows.signIn': 'Conectează-te ca să urmărești jucători, să le vezi mesele și să-i inviți la ale tale.',
  'follows.loading': 'Se încarcă prietenii tăi…',
  'follows.failed': 'Prietenii tăi nu au putut fi încărcați.',
  'follows.none': 'Nu urmărești pe nimeni încă: deschide pagina unui jucător și urmărește-l.',
  'follows.noTables': 'Nicio masă în desfășurare.',
  'follows.follow': 'Urmărește',
  'follows.unfollow': 'Nu mai urmări',
  'follows.private': 'Privată',
  'follows.inviteTo': 'Invită la o masă',
  'follows.invite': 'Invită',
  'follows.table': 'Masă',
  'follows.sent': 'Invitație trimisă.',
  'follows.noOpenTable': 'Nu stai la nicio masă cu un loc liber.',
  'follows.invitations': 'Invitații',
  'follows.invitation': '{name} te invită la o masă',
  'follows.accept': 'Intră',
  'follows.decline': 'Refuză',
};
