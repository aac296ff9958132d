import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface Milestone {
  /** Machine-readable date for `<time>`: `1989-04`, `1994`. */
  date: string;
  /** As shown: `Nisan 1989`, `1994`. */
  label: MessageDescriptor;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** The magazine's history since April 1989 (spec §1), with its changes of periodicity. */
export const MILESTONES: Milestone[] = [
  {
    date: '1989-04',
    label: msg`Nisan 1989`,
    title: msg`İlk sayı: aylık bir dergi`,
    text: msg`Bir grup gazeteci, akademisyen ve yazar, Kızılay'daki küçük bir büroda Dergi Ankara'nın ilk sayısını çıkardı. Dergi ilk beş yılında her ay yayımlandı; kentin kültür hayatını, üniversitelerini ve tartışmalarını izledi.`,
  },
  {
    date: '1994',
    label: msg`1994`,
    title: msg`İki ayda bir`,
    text: msg`1994 ekonomik krizinde kâğıt ve baskı maliyetleri katlanınca dergi iki ayda bir yayımlanmaya başladı. Sayfa sayısı arttı; her sayıya kapsamlı bir dosya konusu eklendi.`,
  },
  {
    date: '2001',
    label: msg`2001`,
    title: msg`Üç aylık düşünce dergisi`,
    text: msg`2001'den beri Dergi Ankara üç ayda bir, mevsimlik sayılar halinde yayımlanıyor. Günlük gündemin yerini uzun soluklu inceleme, söyleşi ve deneme aldı; bu çizgi bugün de sürüyor.`,
  },
  {
    date: '2009',
    label: msg`2009`,
    title: msg`Yirminci yıl ve dijital arşiv`,
    text: msg`Kuruluşun yirminci yılında ilk sayıdan itibaren bütün sayılar taranarak dijital arşive aktarılmaya başlandı; derginin internet sitesi yayına girdi.`,
  },
  {
    date: '2014',
    label: msg`2014`,
    title: msg`Düşünce Okulu`,
    text: msg`Okurlarımızla yazarlarımızı buluşturan Düşünce Okulu söyleşi ve seminer dizisi başladı. Söyleşilerin notları sitemizde ve dergide yayımlanıyor.`,
  },
  {
    date: '2020',
    label: msg`2020`,
    title: msg`Aksamayan sayılar`,
    text: msg`Salgın döneminde dergi tek bir sayıyı bile aksatmadı; söyleşiler çevrim içi sürdü, abonelerimize sayılar kargoyla ulaştırılmaya devam etti.`,
  },
];
