// Română, învățarea jocului: legăturile spre reguli, rama paginilor și sfaturile primului joc.
import type { learn as en } from '../en/learn.ts';

export const learn: Record<keyof typeof en, string> = {
  'rules.link': 'Cum se joacă',
  'rules.linkAbout': 'Cum se joacă: {topic} (se deschide într-o filă nouă)',
  'rules.linkTab': 'Cum se joacă (se deschide într-o filă nouă)',
  'rules.title': 'Cum se joacă',
  'rules.intro': 'Regulile fiecărui joc de aici, pe scurt. Întâi jocul de bază; apoi ce schimbă fiecare extensie.',
  'rules.all': 'Toate regulile',
  'rules.loading': 'Se încarcă regulile…',
  'rules.unknown': 'Nu există reguli numite „{topic}”.',
  'rules.contents': 'Pe această pagină',
  'rules.others': 'Alte reguli',
  'hint.label': 'Sfat pentru primul vostru joc',
  'hint.setup': 'Puneți prima așezare pe o intersecție marcată: hexagoanele cu 6 și 8 produc cel mai des. Apoi un drum lipit de ea. Fiecare pune de două ori; a doua așezare aduce câte o carte din fiecare hexagon din jur.',
  'hint.roll': 'Aruncați zarurile ca să începeți tura: fiecare hexagon cu acel număr dă cărți așezărilor și orașelor de pe colțurile lui — ale tuturor, nu doar ale voastre.',
  'hint.build': 'Acum puteți construi. Dacă lipsește o carte, faceți întâi schimb (4 la fel cumpără 1 de la bancă); apoi construiți — costurile sunt pe cartea costurilor de construcție. Încheiați tura când ați terminat.',
  'hint.robber': 'Mutați hoțul pe un hexagon marcat: acel hexagon nu mai produce și puteți lua o carte de la un jucător de lângă el.',
  'hint.dismiss': 'Am înțeles',
  'hint.off': 'Nu mai arăta sfaturi',
};
