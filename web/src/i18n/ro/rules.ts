// Română, Cum se joacă: jocul de bază, extensia pentru 5–6 jucători (ambele reguli de tură),
// Între prieteni, Ajutoarele și Catan Jocul cu zaruri, scrise după cărțile de reguli.
import type { RulesBook } from '../rules-types.ts';

export const rules: RulesBook = {
  base: {
    title: 'Catan: jocul de bază',
    summary: '3–4 jucători colonizează o insulă de 19 hexagoane; câștigă primul care are 10 puncte câștigătoare.',
    sections: [
      {
        id: 'goal', heading: 'Scopul',
        paragraphs: ['Construiți drumuri, așezări și orașe și fiți primul cu 10 puncte câștigătoare în propria tură.'],
        list: ['Așezare: 1 punct.', 'Oraș: 2 puncte.', 'Cel mai lung drum: 2 puncte — primul drum neîntrerupt de cel puțin 5 piese; trece la un drum strict mai lung.', 'Cea mai mare armată: 2 puncte — primul care a jucat 3 soldați; trece la cine are strict mai mulți.', 'Carte punct câștigător: 1 punct, ținută ascunsă până vă aduce victoria.'],
      },
      {
        id: 'setup', heading: 'Pregătirea',
        paragraphs: [
          'Insula are 19 hexagoane de teren: pădure (lemn), pășune (lână), câmpuri (cereale), dealuri (argilă), munți (fier) și un deșert, care nu produce nimic. Pe fiecare hexagon, în afară de deșert, stă un jeton cu număr; 6 și 8, roșii, ies cel mai des. Hoțul începe în deșert.',
          'Harta pentru începători: harta și piesele de start din carte. Harta variabilă: hexagoanele, numerele și porturile se amestecă, iar fiecare pune în două runde — întâi, în ordinea jocului, o așezare și un drum lipit de ea, apoi, în ordine inversă, a doua așezare și al doilea drum. A doua așezare aduce câte 1 carte din fiecare hexagon din jurul ei. Ultimul care pune aruncă primul zarurile.',
          'Regula distanței: o așezare nu stă niciodată lângă alta — cele trei intersecții vecine trebuie să fie libere, oricui i-ar aparține.',
        ],
      },
      {
        id: 'turn', heading: 'O tură',
        parts: [
          { heading: '1. Aruncarea zarurilor (producția)', paragraphs: ['Aruncați ambele zaruri. Fiecare hexagon cu acel număr dă 1 carte fiecărei așezări de pe colțurile lui și 2 cărți fiecărui oraș — tuturor jucătorilor, nu doar vouă. Hexagonul cu hoțul nu produce.'] },
          { heading: '2. Comerțul', paragraphs: ['Faceți schimb de cărți cu ceilalți jucători (doar cu jucătorul aflat la rând) sau cu banca: 4 la fel pentru 1 la alegere, 3 pentru 1 la un port obișnuit unde aveți o construcție, 2 pentru 1 din resursa portului la un port special.'] },
          { heading: '3. Construcția', paragraphs: ['Plătiți drumuri, așezări, orașe și cărți de dezvoltare, câte vă permiteți. Un drum trebuie să atingă un drum, o așezare sau un oraș al vostru; o așezare stă pe un drum al vostru și respectă regula distanței; un oraș înlocuiește o așezare a voastră. Apoi încheiați tura.'] },
        ],
      },
      {
        id: 'costs', heading: 'Costurile de construcție',
        list: ['Drum: 1 argilă, 1 lemn.', 'Așezare: 1 argilă, 1 lemn, 1 lână, 1 cereale.', 'Oraș: 3 fier, 2 cereale.', 'Carte de dezvoltare: 1 fier, 1 lână, 1 cereale.'],
        paragraphs: ['Fiecare jucător are 15 drumuri, 5 așezări și 4 orașe.'],
      },
      {
        id: 'robber', heading: 'Un 7 și hoțul',
        paragraphs: [
          'Un 7 nu produce nimic. Cine are mai mult de 7 cărți dă înapoi jumătate, rotunjit în jos. Apoi cel care a aruncat mută hoțul pe alt hexagon și poate lua 1 carte la întâmplare de la un jucător cu o așezare sau un oraș lângă el.',
          'Hexagonul hoțului nu produce cât timp hoțul stă acolo.',
        ],
      },
      {
        id: 'development', heading: 'Cărțile de dezvoltare',
        paragraphs: ['Se cumpără în tura voastră; puteți juca una pe tură, oricând în tura voastră — și înainte de aruncare — dar nu în tura în care ați cumpărat-o.'],
        list: ['Soldat: mutați hoțul și luați o carte, ca la un 7. Soldații jucați contează pentru Cea mai mare armată.', 'Construcție de drumuri: construiți 2 drumuri gratuit.', 'Invenție: luați 2 cărți la alegere din bancă.', 'Monopol: numiți o resursă; fiecare alt jucător vă dă toate cărțile lui de acel fel.', 'Punct câștigător: 1 punct, ascuns; arătați-l când vă aduce victoria.'],
      },
      {
        id: 'winning', heading: 'Câștigarea jocului',
        paragraphs: ['Jocul se încheie imediat ce un jucător are 10 puncte câștigătoare în propria tură: acel jucător câștigă.'],
      },
    ],
  },
  'five-six': {
    title: 'Catan pentru 5–6 jucători',
    summary: 'O insulă mai mare, de 30 de hexagoane, două culori noi și construcție între ture.',
    sections: [
      {
        id: 'changes', heading: 'Ce se schimbă',
        list: ['Insula are 30 de hexagoane (două deșerturi) și 11 porturi; 28 de jetoane cu numere.', 'Banca are 24 de cărți din fiecare resursă și 34 de cărți de dezvoltare (20 de soldați).', 'Se adaugă verdele și maroul. Pregătirea, costurile, hoțul și cele 10 puncte pentru victorie sunt ca în jocul de bază.', 'Ca nimeni să nu aștepte prea mult între ture, jocul folosește una din două reguli de tură, aleasă la crearea jocului.'],
      },
      {
        id: 'special-building', heading: 'Regula de tură: faza specială de construcție',
        paragraphs: ['După ce jucătorul aflat la rând a terminat, fiecare dintre ceilalți, în ordinea jocului, poate construi: drumuri, așezări și orașe, și poate cumpăra cărți de dezvoltare. Apoi zarurile trec mai departe.'],
        list: ['În această fază nu există niciun fel de comerț și nu se joacă cărți de dezvoltare.', 'Nimeni nu câștigă în ea: câștigați doar în propria tură.', 'Între prieteni: favorurile nu se folosesc în ea; jetoanele câștigate acolo se folosesc din tura voastră următoare. Nici ajutoarele nu se folosesc în ea.'],
      },
      {
        id: 'paired', heading: 'Regula de tură: jucători în pereche',
        paragraphs: ['Doi jucători împart fiecare tură. Jucătorul 1 aruncă zarurile și joacă o tură obișnuită. Apoi jucătorul 2 — cel aflat cu trei locuri la stânga jucătorului 1 — joacă o parte a turei: construiește și face schimb cu banca și porturile, dar nu cu alți jucători, și nu aruncă zarurile.'],
        list: ['Jucătorul 2 poate juca o carte de dezvoltare în partea lui (nu un soldat înaintea unei aruncări, fiindcă nu aruncă) și poate câștiga în ea.', 'Favorurile și ajutoarele se pot folosi și în partea jucătorului 2.', 'În tura următoare, ambele roluri trec cu un loc mai departe.'],
      },
    ],
  },
  friends: {
    title: 'Între prieteni',
    summary: 'Fiți generoși și câștigați jetoane de favoare, folosite la cinci bresle; 11 puncte pentru victorie.',
    sections: [
      {
        id: 'changes', heading: 'Ce se schimbă',
        paragraphs: ['Generozitatea aduce jetoane de favoare, trase cu fața în jos dintr-o rezervă. Jetoanele se folosesc la cinci bresle, pentru favoruri. Pentru victorie trebuie 11 puncte câștigătoare.'],
      },
      {
        id: 'earning', heading: 'Câștigarea jetoanelor de favoare',
        list: ['Mutați hoțul (la un 7 sau cu un soldat) fără să păgubiți pe nimeni — pe un hexagon fără construcții în jur sau în deșert, fără să luați vreo carte: 1 jeton.', 'În tura voastră dați 1 carte de resursă unui jucător cu cel mult tot atâtea puncte vizibile cât voi; dacă o primește, 1 jeton. Un dar pe tură.', 'Construiți un drum care vă leagă piesele de ale altui jucător pentru prima oară: trageți 3 jetoane, iar el 1. Legăturile din pregătire nu aduc nimic.'],
      },
      {
        id: 'guilds', heading: 'Breslele',
        paragraphs: ['O dată pe tură, folosiți un favor — sau schimbați un jeton: trageți 1, apoi dați înapoi oricare 1 dintre ale voastre. Niciodată cu un jeton câștigat în tura aceasta; jetoanele nu se dăruiesc și nu se schimbă între jucători.'],
        list: ['Negustori (1 jeton): de până la două ori în tura aceasta, schimbați 1 carte a voastră 1:1 pe oricare din bancă.', 'Comercianți (1 jeton): luați orice resursă din bancă.', 'Pavatori (1 jeton): construiți 1 drum gratuit.', 'Cărturari (2 jetoane): luați gratuit 1 carte de dezvoltare.', 'Arhitecți (2 jetoane): luați un jeton Catan — 1 punct câștigător, mereu vizibil.'],
      },
    ],
  },
  helpers: {
    title: 'Ajutoarele',
    summary: 'Fiecare jucător are mereu o carte de ajutor cu o abilitate.',
    sections: [
      {
        id: 'changes', heading: 'Ce se schimbă',
        paragraphs: ['Când puneți a doua așezare în pregătire, luați ajutorul de deasupra, cu fața A în sus. Celelalte se așază la vedere.'],
        list: ['Folosiți-vă ajutorul cel mult o dată pe tură, niciodată în tura în care l-ați primit.', 'După ce l-ați folosit pe fața A, fie îl întoarceți pe fața B și îl păstrați, fie îl dați înapoi și luați altul dintre cele la vedere. După ce ați folosit fața B trebuie să-l schimbați.', 'Nu dați niciodată înapoi un ajutor pe care nu l-ați folosit.'],
      },
      {
        id: 'cards', heading: 'Cele zece ajutoare',
        list: ['Negustor: numiți o resursă; unul sau doi adversari vă dau câte 1, dacă au, iar voi le dați fiecăruia o carte la alegere.', 'Cerșetor: plătiți argila sau lemnul unui drum cu orice altă resursă.', 'Primar: după o aruncare de producție care nu vă aduce nimic, luați 1 resursă la alegere.', 'Explorator: mutați un drum de capăt al vostru în alt loc permis.', 'General: la un 7 nu dați cărți înapoi; cu 7 cărți sau mai puține, luați în schimb 1 resursă.', 'Arhitect: plătiți 1 dintre resursele unei cărți de dezvoltare cu oricare alta și alegeți cartea dintre primele 3.', 'Mireasa hoțului: trimiteți hoțul înapoi în deșert și luați 1 carte de felul hexagonului de unde a plecat.', 'Căpitan: alegeți o resursă și schimbați-o 2:1 cu banca până la sfârșitul turei.', 'Preot: dați un soldat ca să construiți o așezare pentru 1 lemn și 1 argilă sau un oraș pentru 1 cereale și 2 fier.', 'Nobila: vă uitați în mâna unui jucător cu mai multe puncte vizibile și luați cartea pe care o alegeți.'],
      },
    ],
  },
  harbormaster: {
    title: 'Căpitanul portului',
    summary: 'Construiește la porturi: primul cu 3 puncte de port devine Căpitanul portului, care valorează 2 puncte; se câștigă cu 11.',
    sections: [
      {
        id: 'changes', heading: 'Ce se schimbă',
        paragraphs: ['Jocul de bază, pentru 3 sau 4 jucători, jucat până la un punct în plus: 11 (12 împreună cu Între prieteni).'],
        list: ['Puncte de port: fiecare așezare a ta pe o intersecție a unui port contează 1, fiecare oraș acolo 2.', 'Primul jucător cu 3 puncte de port devine Căpitanul portului: 2 puncte de victorie.', 'Alt jucător ia titlul doar cu mai multe puncte de port decât cel care îl are; egalitatea nu ajunge.'],
      },
      {
        id: 'play', heading: 'Jocul pentru porturi',
        paragraphs: ['Cele două așezări inițiale fac cel mult 2 puncte de port: titlul se câștigă în timpul jocului. Un oraș într-un port adaugă încă 1. Titlul apare pe cartea celui care îl deține, ca Drumul cel mai lung, și fiecare carte își arată punctele de port.'],
      },
    ],
  },
  'cities-knights': {
    title: 'Orașe și cavaleri',
    summary: '3–6 jucători: mărfuri, îmbunătățiri de oraș și metropole, cavaleri împotriva barbarilor; se câștigă cu 13 puncte.',
    sections: [
      {
        id: 'changes', heading: 'Ce se schimbă',
        paragraphs: ['Jocul de bază, jucat până la 13 puncte. Nu există cărți de dezvoltare și nici Cea mai mare armată. A doua așezare de la început este un oraș; el aduce resursele de start.'],
        list: ['Orașele produc mărfuri: pădurea 1 lemn și 1 hârtie, pășunea 1 lână și 1 stofă, munții 1 minereu și 1 monedă; dealurile și câmpurile dau 2 din resursa lor.', 'Mărfurile se numără cu resursele la un 7 și pot fi furate. Poți ține 7 cărți, plus 2 pentru fiecare zid de oraș.', 'Zid de oraș: 2 cărămizi, sub unul din orașele tale (cel mult 3).', 'Schimbi mărfuri cu banca la 4:1, la un port 3:1 la 3:1, și la 2:1 cu Casa de comerț (nivelul 3 la comerț).'],
      },
      {
        id: 'dice', heading: 'Zarurile',
        paragraphs: ['Arunci zarul roșu și zarul galben împreună cu zarul de evenimente. Zarul de evenimente se rezolvă primul: o corabie mută barbarii cu un pas; o poartă de oraș (galben comerț, albastru politică, verde știință) dă o carte de progres fiecărui jucător cu nivelul cel puțin 1 pe acel domeniu și cel mult cu unu sub zarul roșu.'],
      },
      {
        id: 'improvements', heading: 'Îmbunătățiri de oraș și metropole',
        paragraphs: ['Trei domenii: comerț (stofă), politică (monedă) și știință (hârtie). Nivelul n costă n din marfa lui, câte un nivel, cu cel puțin un oraș pe tablă.'],
        list: ['Nivelul 3 dă o abilitate: Casa de comerț (2 mărfuri la fel pentru 1 carte la alegere), Fortăreața (cavalerii puternici pot fi promovați la mari cavaleri), Apeductul (o aruncare care nu-ți aduce nimic îți dă 1 resursă la alegere).', 'Primul care ajunge la nivelul 4 pune metropola domeniului pe unul din orașele sale (+2 puncte); primul care ajunge la nivelul 5 o ia, și apoi rămâne a lui.'],
      },
      {
        id: 'barbarians', heading: 'Barbarii',
        paragraphs: ['La al 7-lea pas barbarii atacă cu o unitate de forță pentru fiecare oraș de pe tablă. Apărarea este suma tuturor cavalerilor activi. Dacă barbarii sunt mai puternici, jucătorii cu apărarea cea mai slabă pierd fiecare un oraș fără metropolă (devine așezare). Dacă cavalerii rezistă, cel mai puternic apărător, singur, devine Apărător al Catanului (1 punct). Apoi corabia se întoarce la start și toți cavalerii devin inactivi. Hoțul așteaptă primul atac.'],
      },
    ],
  },
  dice: {
    title: 'Catan Jocul cu zaruri',
    summary: 'Șase zaruri cu resurse și o foaie a voastră: construiți o insulă în 15 ture sau întreceți-vă până la 10 puncte.',
    sections: [
      {
        id: 'turn', heading: 'O tură',
        paragraphs: ['Aruncați cele șase zaruri de până la trei ori: după fiecare aruncare păstrați ce vreți și aruncați restul (după a doua puteți relua zaruri păstrate). Apoi construiți cu ce arată zarurile; nimic nu trece în tura următoare.'],
        list: ['Două aururi fac o resursă la alegere.', 'Fiecare cavaler construit poate, o dată în joc, să transforme un zar în resursa desenată sub el (chiar în tura în care l-ați construit).'],
      },
      {
        id: 'costs', heading: 'Costurile de construcție',
        list: ['Drum: argilă, lemn.', 'Așezare: argilă, lemn, lână, cereale.', 'Oraș: 3 fier, 2 cereale.', 'Cavaler: fier, lână, cereale.'],
        paragraphs: ['Un drum nou trebuie să atingă un drum construit; o așezare sau un oraș are nevoie de drumul care duce la el.'],
      },
      {
        id: 'standard', heading: 'Foaia obișnuită (Insula Unu)',
        paragraphs: ['Singur sau 2–4 jucători, 15 ture. Așezările, orașele și cavalerii se construiesc în ordinea punctelor lor. În fiecare tură se notează punctele construite; o tură fără construcție costă 2 puncte. Câștigă totalul cel mai mare după 15 ture.'],
      },
      {
        id: 'plus', heading: 'Foaia Plus (Insula Doi)',
        paragraphs: ['2–4 jucători; câștigă primul cu 10 puncte câștigătoare. Construiți în orice ordine. Așezare 1 punct, oraș 2; primul cu 3 cavaleri ia Cea mai mare armată, primul care ajunge la al 5-lea drum al unei linii ia Cel mai lung drum (câte 2 puncte). Primul jucător aruncă 3 zaruri, următorul cu unul mai mult, până la șase. Perechea de cavaleri din deșert, construiți amândoi, dă un schimb al oricărei resurse pe oricare alta.'],
      },
    ],
  },
};
