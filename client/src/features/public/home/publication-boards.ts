import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface BoardMember {
  name: string;
  role: MessageDescriptor;
}

export interface Board {
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  members: BoardMember[];
}

/** The magazine's own boards (the masthead of Dergi Ankara), shown on the publication page. */
export const BOARDS: Board[] = [
  {
    id: 'board-directors',
    title: msg`Yönetim Kurulu`,
    description: msg`Dergi Ankara'yı yayımlayan yayıncılık kooperatifinin yönetimi: bütçe, dağıtım ve derginin bağımsızlığının güvencesi.`,
    members: [
      { name: 'Ahmet Kemal Özdemir', role: msg`Yönetim Kurulu Başkanı` },
      { name: 'Nermin Aksoy', role: msg`Başkan Yardımcısı` },
      { name: 'Hasan Tahsin Yurdakul', role: msg`Sayman` },
      { name: 'Gülay Erdem', role: msg`Üye` },
      { name: 'Murat Karaca', role: msg`Üye` },
    ],
  },
  {
    id: 'board-editorial',
    title: msg`Yayın Kurulu`,
    description: msg`Her sayının dosya konusunu, yazarlarını ve içeriğini belirler; haber ve köşe yazılarının editörlüğünü yürütür.`,
    members: [
      { name: 'Zeynep Arıkan', role: msg`Genel Yayın Yönetmeni` },
      { name: 'Emre Tunalı', role: msg`Sorumlu Yazı İşleri Müdürü` },
      { name: 'Selin Kocabaş', role: msg`Kültür ve Sanat Editörü` },
      { name: 'Okan Demirtaş', role: msg`Haber Editörü` },
      { name: 'Elif Sarıgül', role: msg`Görsel Yönetmen` },
    ],
  },
  {
    id: 'board-advisory',
    title: msg`Danışma Kurulu`,
    description: msg`Alanlarında tanınan bilim insanları ve yazarlar; yayın kuruluna dosya konuları ve yazarlar için görüş verir.`,
    members: [
      { name: 'Prof. Dr. Mehmet Ali Kaya', role: msg`Kent tarihi` },
      { name: 'Prof. Dr. Ayşe Nur Tekin', role: msg`Sosyoloji` },
      { name: 'Doç. Dr. Kerem Yalçın', role: msg`Türk edebiyatı` },
      { name: 'Dr. Leyla Başaran', role: msg`Mimarlık ve kentleşme` },
      { name: 'Tuncay Akgün', role: msg`Gazetecilik ve yayıncılık` },
    ],
  },
];

/** Readers of the print magazine (spec §1): subscribers and the readers who buy it at newsstands. */
export const READERSHIP = { subscribers: 2359, marketReadersMin: 7000, marketReadersMax: 8000 } as const;
