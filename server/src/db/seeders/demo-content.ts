import type { EntityManager } from '@mikro-orm/postgresql';
import { Advert } from '../../modules/advert/advert.entity.js';
import type { MediaService } from '../../media/media.service.js';
import type { CreateArchiveIssueInput } from '../../modules/archive/archive-issue.inputs.js';
import { ArchiveIssueService } from '../../modules/archive/archive-issue.service.js';
import type { Category } from '../../modules/category/category.entity.js';
import { CategoryService } from '../../modules/category/category.service.js';
import { ColumnService } from '../../modules/column/column.service.js';
import type { Columnist } from '../../modules/columnist/columnist.entity.js';
import { ColumnistService } from '../../modules/columnist/columnist.service.js';
import type { RichTextElement, RichTextNode } from '../../modules/common/rich-text.types.js';
import type { CreateEventInput } from '../../modules/event/event.inputs.js';
import { EventService } from '../../modules/event/event.service.js';
import type { FeaturingPeriod } from '../../modules/news/featuring.js';
import type { News } from '../../modules/news/news.entity.js';
import type { AddNewsPhotosInput, CreateNewsInput } from '../../modules/news/news.inputs.js';
import { NewsService } from '../../modules/news/news.service.js';
import { NewsType } from '../../modules/news/news-type.js';
import { PageSlot } from '../../modules/page-slot/page-slot.entity.js';
import type { Tag } from '../../modules/tag/tag.entity.js';
import { TagService } from '../../modules/tag/tag.service.js';
import { demoImage, demoPdf } from './demo-media.js';

/*
 * Demo content for a fresh install: a realistic Turkish issue of an Ankara quarterly, enough to
 * fill every public block and admin list. The caller runs it only on an empty database.
 *
 * Images are generated artwork (demo-media.ts) stored through the media pipeline like uploads.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------
// Rich-text helpers: a paragraph may mix plain strings with marked or linked pieces.

type Inline = string | RichTextNode;

const inline = (piece: Inline): RichTextNode => (typeof piece === 'string' ? { text: piece } : piece);
const p = (...pieces: Inline[]): RichTextElement => ({ type: 'paragraph', children: pieces.map(inline) });
const h3 = (text: string): RichTextElement => ({ type: 'heading-three', children: [{ text }] });
const quote = (text: string): RichTextElement => ({ type: 'block-quote', children: [{ text }] });
const ul = (...items: Inline[]): RichTextElement => ({
  type: 'bulleted-list',
  children: items.map((item) => ({ type: 'list-item', children: [inline(item)] })),
});
const ol = (...items: Inline[]): RichTextElement => ({
  type: 'numbered-list',
  children: items.map((item) => ({ type: 'list-item', children: [inline(item)] })),
});
const b = (text: string): RichTextNode => ({ text, bold: true });
const i = (text: string): RichTextNode => ({ text, italic: true });
const a = (url: string, text: string): RichTextNode => ({ type: 'link', url, children: [{ text }] });

// ---------------------------------------------------------------------------------------------
// The content.

const CATEGORIES = [
  { name: 'Kültür-Sanat', description: 'Tiyatrodan sinemaya, sergilerden konserlere Ankara’nın kültür ve sanat gündemi.' },
  { name: 'Kent', description: 'Başkentin sokakları, meydanları, yapıları ve orada yaşayanların hikâyeleri.' },
  { name: 'Düşünce', description: 'Felsefe, toplum ve gündelik hayat üzerine uzun soluklu yazılar ve tartışmalar.' },
  { name: 'Edebiyat', description: 'Yeni kitaplar, yazarlar, okuma kültürü ve yayın dünyasından haberler.' },
  { name: 'Söyleşi', description: 'Kentin sanatçıları, düşünürleri ve emekçileriyle yapılmış söyleşiler.' },
] as const;

type CategoryName = (typeof CATEGORIES)[number]['name'];

const TAGS = [
  { name: 'Ankara', description: 'Başkentle ilgili her şey.' },
  { name: 'Tiyatro', description: 'Sahne sanatları, oyunlar ve tiyatro toplulukları.' },
  { name: 'Sinema', description: 'Filmler, festivaller ve sinema salonları.' },
  { name: 'Mimarlık', description: 'Yapılar, mimarlar ve kentin fiziksel dokusu.' },
  { name: 'Edebiyat', description: 'Roman, öykü, şiir ve eleştiri.' },
  { name: 'Felsefe', description: 'Düşünce tarihi ve güncel felsefi tartışmalar.' },
  { name: 'Müzik', description: 'Konserler, orkestralar ve müzik hayatı.' },
  { name: 'Kent Belleği', description: 'Ankara’nın geçmişi, tanıklıklar ve kaybolan mekânlar.' },
] as const;

type TagName = (typeof TAGS)[number]['name'];

interface DemoNews {
  title: string;
  teaser: string;
  type: NewsType;
  category: CategoryName;
  tags: TagName[];
  content: RichTextElement[];
  /** How long ago it was published. */
  daysAgo: number;
  hit: number;
  /** Featured for this many more days; absent means not featured. */
  featuredDays?: number;
}

/** Completed years since the first issue (April 1989) at a given moment: 36 from April 2025. */
function magazineYear(at: Date): number {
  const years = at.getUTCFullYear() - 1989;
  return at.getUTCMonth() >= 3 ? years : years - 1;
}

const demoNews = (now: number): DemoNews[] => [
  {
    title: 'Ulus’taki tarihi hanlar restorasyonun ardından kapılarını açıyor',
    teaser:
      'Suluhan ve Pirinç Han’ı da kapsayan restorasyon tamamlandı. Hanlar, zanaatkâr atölyeleri ve bir kent belleği odasıyla yeniden ziyaretçi bekliyor.',
    type: NewsType.news,
    category: 'Kent',
    tags: ['Ankara', 'Kent Belleği', 'Mimarlık'],
    daysAgo: 1,
    hit: 412,
    featuredDays: 3,
    content: [
      p(
        'Ulus’un tarihi çarşı bölgesinde iki yılı aşkın süredir devam eden restorasyon çalışmaları tamamlandı. ',
        b('Suluhan'),
        ' ve ',
        b('Pirinç Han'),
        ', önümüzdeki hafta sonundan itibaren yeniden ziyaretçilere açılıyor.',
      ),
      p(
        'Restorasyonda özgün taş duvarlar ve ahşap tavan kirişleri korunurken, avlular gün ışığı alacak biçimde yeniden düzenlendi. Üst kattaki odalarda bakırcılar, ciltçiler ve ahşap ustaları için atölyeler yer alacak.',
      ),
      quote('Hanlar yalnızca ticaretin değil, kentin sohbetinin de merkeziydi. O sohbeti geri getirmek istiyoruz.'),
      p(
        'Pirinç Han’ın zemin katında kurulan kent belleği odasında, Ulus esnafından derlenen fotoğraflar ve sözlü tarih kayıtları sergilenecek. Ziyaret saatleri her gün 10.00–19.00 arasında olacak.',
      ),
    ],
  },
  {
    title: 'Devlet Tiyatroları yeni sezonu Ankara prömiyeriyle açtı',
    teaser:
      'Yeni sezon, Küçük Tiyatro’da sahnelenen bir Cumhuriyet dönemi oyunuyla başladı. Sezon boyunca on iki yeni oyun Ankara sahnelerinde olacak.',
    type: NewsType.news,
    category: 'Kültür-Sanat',
    tags: ['Tiyatro', 'Ankara'],
    daysAgo: 3,
    hit: 268,
    content: [
      p(
        'Devlet Tiyatroları yeni sezonunu Küçük Tiyatro’daki prömiyerle açtı. Açılış oyunu, Cumhuriyet’in ilk yıllarında Ankara’ya gelen bir öğretmen ailesinin hikâyesini anlatıyor.',
      ),
      p(
        'Sezon boyunca Ankara sahnelerinde on iki yeni oyun izleyiciyle buluşacak. Programda yerli yazarların ilk kez sahnelenecek metinleri ile dünya klasiklerinden yeni yorumlar yan yana yer alıyor.',
      ),
      p('Biletler gişelerden ve kurumun internet sitesinden satışa sunuldu. Öğrencilere yüzde elli indirim uygulanıyor.'),
    ],
  },
  {
    title: 'Ankara’nın kaybolan sinema salonları bir sergide buluşuyor',
    teaser:
      'Büyük Sinema’dan Akün’e, kapanan salonların afişleri, biletleri ve fotoğrafları Ulus’taki sergide Ankaralılarla yeniden buluşuyor.',
    type: NewsType.news,
    category: 'Kültür-Sanat',
    tags: ['Sinema', 'Ankara', 'Kent Belleği'],
    daysAgo: 8,
    hit: 187,
    content: [
      p(
        'Ankara’nın bir zamanlar kalabalık seyircisiyle bilinen sinema salonları, Ulus’ta açılan bir sergide yeniden hayat buluyor. Sergide salonların afişleri, biletleri, makinist defterleri ve seyircilerin bağışladığı fotoğraflar yer alıyor.',
      ),
      p(
        'Serginin bir bölümünde, salonlarda çalışmış makinistler ve yer göstericilerle yapılmış sözlü tarih kayıtları dinlenebiliyor. Hafta sonları ise sergi salonunda, Ankara’da çekilmiş filmlerden seçmeler gösteriliyor.',
      ),
      p('Sergi, iki ay boyunca salı–pazar günleri 11.00–19.00 arasında ücretsiz olarak gezilebilecek.'),
    ],
  },
  {
    title: `Dergimizin ${magazineYear(new Date(now - 14 * DAY))}. yılı Kızılay’da bir söyleşiyle kutlandı`,
    teaser:
      'Nisan 1989’da yayın hayatına başlayan dergimizin yeni yaşı, kurucu yazarların ve üç kuşaktan okurların katıldığı bir buluşmayla kutlandı.',
    type: NewsType.news,
    category: 'Edebiyat',
    tags: ['Edebiyat', 'Ankara'],
    daysAgo: 14,
    hit: 96,
    content: [
      p(
        `Nisan 1989’da Ankara’da yayın hayatına başlayan dergimiz, ${magazineYear(new Date(now - 14 * DAY))}. yılını Kızılay’daki bir kitabevinde düzenlenen söyleşiyle kutladı. Buluşmaya kurucu yazarlarımızın yanı sıra üç kuşaktan okurlarımız katıldı.`,
      ),
      p(
        'Söyleşide derginin aylık yayından üç aylık yayına geçiş süreci, ilk sayıların nasıl hazırlandığı ve kentin kültür hayatındaki yeri konuşuldu. ',
        i('“Her sayı, Ankara’ya yazılmış bir mektuptu”'),
        ' sözü akşamın en çok alkışlanan anı oldu.',
      ),
      p(
        'Geçmiş sayılara ',
        a('https://dergi.example/magaza', 'çevrimiçi mağazamızdan'),
        ' ulaşabilir, arşivimizdeki sayıların önizlemelerine sitemizden göz atabilirsiniz.',
      ),
    ],
  },
  {
    title: 'Ankara’nın bağımsız kitapçıları zor günlerden geçiyor',
    teaser:
      'Artan kiralar ve çevrimiçi satışlar karşısında Sakarya Caddesi’nden Tunalı’ya uzanan kitapçılar ayakta kalmanın yollarını arıyor.',
    type: NewsType.headline,
    category: 'Edebiyat',
    tags: ['Edebiyat', 'Ankara', 'Kent Belleği'],
    daysAgo: 2,
    hit: 655,
    featuredDays: 6,
    content: [
      p(
        'Kızılay’dan Tunalı Hilmi Caddesi’ne uzanan hatta son beş yılda on bir bağımsız kitapçı kapandı. Ayakta kalanlar ise söyleşiler, okuma grupları ve sahaf köşeleriyle okurlarını kaybetmemeye çalışıyor.',
      ),
      h3('Kira ve indirim kıskacı'),
      p(
        'Kitapçılar, en büyük sorunun artan kiralar ve büyük çevrimiçi satıcıların uyguladığı yüksek indirimler olduğunu söylüyor. Bir kitapçı sahibi, “Okur bize uğruyor, kitabı elliyor, sonra telefonundan daha ucuzunu sipariş ediyor” diyor.',
      ),
      p(
        'Kitapçılar birliği, belediyelerden kira desteği ve kitapçıların kültür mekânı olarak tanınmasını talep ediyor. Okurlara çağrı ise basit: ',
        b('kitabınızı mahallenizdeki kitapçıdan alın.'),
      ),
    ],
  },
  {
    title: 'Atatürk Kültür Merkezi alanı için yeni düzenleme tartışması',
    teaser:
      'Mimarlar ve şehir plancıları, AKM alanına ilişkin yeni düzenleme önerisinin kentin yeşil dokusunu daraltacağı uyarısında bulunuyor.',
    type: NewsType.headline,
    category: 'Kent',
    tags: ['Mimarlık', 'Ankara'],
    daysAgo: 11,
    hit: 534,
    content: [
      p(
        'Atatürk Kültür Merkezi alanı için hazırlanan yeni düzenleme önerisi, meslek odalarının gündeminde. Öneri; alana yeni bir otopark, ticari birimler ve etkinlik alanları eklenmesini öngörüyor.',
      ),
      p(
        'Mimarlar Odası Ankara Şubesi, alanın Cumhuriyet dönemi kent planlamasının önemli bir parçası olduğunu hatırlatarak, yapılaşmanın yeşil alanları daraltacağı uyarısında bulundu.',
      ),
      p('Önerinin önümüzdeki ay yapılacak meclis toplantısında görüşülmesi bekleniyor.'),
    ],
  },
  {
    title: 'Cumhurbaşkanlığı Senfoni Orkestrası’ndan Ankara’ya özel konser dizisi',
    teaser:
      'Orkestra, yeni konser salonunda Ankaralı bestecilerin eserlerinden oluşan dört konserlik bir diziye hazırlanıyor.',
    type: NewsType.headline,
    category: 'Kültür-Sanat',
    tags: ['Müzik', 'Ankara'],
    daysAgo: 22,
    hit: 321,
    content: [
      p(
        'Cumhurbaşkanlığı Senfoni Orkestrası, Ankara’da yaşamış ve eser vermiş bestecilerin yapıtlarından oluşan dört konserlik bir dizi hazırlıyor. Dizinin ilk konseri ay sonunda verilecek.',
      ),
      p(
        'Programda Türk Beşleri’nin eserlerinin yanı sıra genç bestecilerden siparişle yazılmış yeni yapıtlar da yer alıyor. Konserler öncesinde salonun fuayesinde eserler hakkında kısa söyleşiler yapılacak.',
      ),
    ],
  },
  {
    title: 'Kent kimin? Kamusal alan üzerine bir tartışma',
    teaser:
      'Düşünce Okulu’nun bu haftaki konusu kamusal alan: meydanlar, parklar ve kaldırımlar kimin için tasarlanıyor?',
    type: NewsType.dusunceOkulu,
    category: 'Düşünce',
    tags: ['Felsefe', 'Kent Belleği', 'Ankara'],
    daysAgo: 5,
    hit: 243,
    featuredDays: 2,
    content: [
      p(
        'Kamusal alan, yalnızca herkesin girebildiği bir yer değil; farklı insanların birbirini görebildiği, karşılaştığı ve tartışabildiği bir alandır. Düşünce Okulu’nun bu haftaki oturumunda bu tanımdan yola çıktık.',
      ),
      p(
        'Kızılay Meydanı’nın yıllar içinde bir geçiş alanına dönüşmesi, Güvenpark’ın değişen yüzü ve kaldırımların otoparka dönüşmesi, katılımcıların en çok üzerinde durduğu örneklerdi.',
      ),
      quote('Bir kentin demokrasisi, en önce kaldırımlarının genişliğinde okunur.'),
      p(
        'Oturumun tam kaydı ve okuma listesi, bir sonraki sayımızda yayımlanacak. Düşünce Okulu her ayın ilk cumartesi günü okurlarımıza açık olarak yapılıyor.',
      ),
    ],
  },
  {
    title: 'Okumak neden hâlâ bir direniştir?',
    teaser:
      'Hızlı tüketilen içeriklerin çağında yavaş okumanın değeri üzerine Düşünce Okulu notları.',
    type: NewsType.dusunceOkulu,
    category: 'Düşünce',
    tags: ['Edebiyat', 'Felsefe'],
    daysAgo: 18,
    hit: 178,
    content: [
      p(
        'Gün boyunca ekranlardan akan binlerce kısa metin arasında bir romanı sonuna kadar okumak, giderek daha az rastlanan bir deneyime dönüşüyor. Düşünce Okulu’nda bu hafta yavaş okumanın ne kazandırdığını tartıştık.',
      ),
      p('Katılımcıların önerdiği üç alışkanlık şunlardı:'),
      ul('Günde yarım saat, bildirimleri kapatarak okumak', 'Okunan kitap hakkında birkaç satır not tutmak', 'Ayda bir kitabı bir arkadaşla birlikte okumak'),
      p(
        'Okumanın bir direniş olması, onun dünyadan kaçış değil, dünyaya daha dikkatli bakmanın bir yolu olmasından geliyor.',
      ),
    ],
  },
  {
    title: 'Bellek, mimarlık ve unutuş',
    teaser:
      'Yıkılan yapılarla birlikte kentin belleğinden neler siliniyor? Düşünce Okulu’nun mimarlık oturumundan notlar.',
    type: NewsType.dusunceOkulu,
    category: 'Düşünce',
    tags: ['Mimarlık', 'Felsefe', 'Kent Belleği'],
    daysAgo: 33,
    hit: 139,
    content: [
      p(
        'Ankara, Cumhuriyet’in ilk yıllarında planlı bir başkent olarak kuruldu; ancak o dönemin pek çok yapısı bugün yok. Oturumda yıkılan yapılarla birlikte kaybolan ortak hatıraları konuştuk.',
      ),
      p(
        'Katılımcılar, koruma ile dondurma arasındaki farka dikkat çekti: bir yapıyı yaşatmanın yolu, onu bugünün ihtiyaçlarına göre kullanmaktan geçiyor.',
      ),
      p('Oturumda sözü edilen yapıların bir listesini bir sonraki sayımızda yayımlayacağız.'),
    ],
  },
];

const COLUMNISTS = ['Ayşe Karaman', 'Mehmet Aydınlı', 'Zeynep Erdem'] as const;

type ColumnistName = (typeof COLUMNISTS)[number];

interface DemoColumn {
  title: string;
  columnist: ColumnistName;
  content: RichTextElement[];
  daysAgo: number;
  hit: number;
}

const COLUMNS: DemoColumn[] = [
  {
    title: 'Kızılay’da bir sonbahar sabahı',
    columnist: 'Ayşe Karaman',
    daysAgo: 2,
    hit: 318,
    content: [
      p(
        'Sabahın erken saatinde Kızılay, gün içindeki kalabalığından çok farklıdır. Simitçiler tezgâhlarını kurar, ilk otobüsler Güvenpark’ın önünde yavaşlar, kitapçıların kepenkleri birer birer açılır.',
      ),
      p(
        'Bu kentte yıllardır yaşıyorum ve her sonbahar aynı şeyi fark ediyorum: Ankara, kendini en çok sabahları ele verir. Ne başkentin resmî yüzü ne de gecenin telaşı; sadece işine yetişmeye çalışan insanlar.',
      ),
      p('Belki de bir kenti sevmek, onu en sıradan hâliyle tanımaktır.'),
    ],
  },
  {
    title: 'Mahalle kütüphanelerini geri istiyoruz',
    columnist: 'Ayşe Karaman',
    daysAgo: 16,
    hit: 201,
    content: [
      p(
        'Çocukken mahallemizdeki küçük kütüphane, okuldan sonra gittiğimiz ikinci evdi. Bugün o bina bir bankanın şubesi.',
      ),
      p(
        'Büyük merkez kütüphaneler değerlidir ama bir çocuğun elinden tutup kitapla tanıştıran, yürüme mesafesindeki küçük kütüphanedir. Belediyelerin bütçelerinde bu kütüphanelere yeniden yer açılmalı.',
      ),
    ],
  },
  {
    title: 'Başkentte tiyatro izlemek',
    columnist: 'Mehmet Aydınlı',
    daysAgo: 6,
    hit: 264,
    content: [
      p(
        'Ankara’nın tiyatro seyircisi Türkiye’nin en sadık seyircilerinden biridir. Salonlar dolar, oyun sonrası kafelerde tartışmalar uzar gider.',
      ),
      p(
        'Yine de özel tiyatroların ayakta kalması her geçen yıl zorlaşıyor. Bir oyunu izlemek için bilet almak, bu toplulukların yaşaması için atılabilecek en basit adım.',
      ),
      p(b('Bu sezon izlemenizi önerdiğim üç oyun'), ', dergimizin yeni sayısındaki uzun yazımda.'),
    ],
  },
  {
    title: 'Eski sinema salonlarının ardından',
    columnist: 'Mehmet Aydınlı',
    daysAgo: 25,
    hit: 149,
    content: [
      p(
        'Büyük Sinema, Akün, Kavaklıdere… Ankaralıların ortak hafızasında yer eden salonların çoğu bugün yok. Onlarla birlikte, bir filmi yabancılarla aynı karanlıkta izlemenin o tuhaf yakınlığı da azaldı.',
      ),
      p(
        'Yine de umutsuz değilim: festivallerde dolan salonlar, sinemanın ortak bir deneyim olarak yaşamaya devam ettiğini gösteriyor.',
      ),
    ],
  },
  {
    title: 'Felsefe kahvede başlar',
    columnist: 'Zeynep Erdem',
    daysAgo: 9,
    hit: 233,
    content: [
      p(
        'Sokrates’in Atina sokaklarında yaptığı şeyi bugün kahvehanelerde, kampüs kantinlerinde, vapur iskelelerinde sürdürüyoruz: soru sormak.',
      ),
      p(
        'Felsefe, kitapların içinde kalmış bir uzmanlık alanı değil; gündelik hayatın içinde, “neden?” sorusunu ciddiye alan herkesin işidir.',
      ),
      quote('Bir soruyu iyi sormak, çoğu zaman cevabın yarısıdır.'),
    ],
  },
  {
    title: 'Yavaşlık üzerine',
    columnist: 'Zeynep Erdem',
    daysAgo: 30,
    hit: 112,
    content: [
      p(
        'Her şeyin hızlandığı bir çağda yavaşlamak bir lüks gibi görünüyor. Oysa yavaşlık, düşünmenin ön koşuludur.',
      ),
      p(
        'Bir yürüyüş, uzun bir mektup, bitirilmesi haftalar süren bir kitap: Bunlar bize zamanın başka türlü de akabileceğini hatırlatıyor.',
      ),
    ],
  },
];

interface DemoArchiveIssue {
  number: number;
  theme: string;
  description: string;
  price: string;
  isFeatured: boolean;
  contents: string[];
  daysAgo: number;
  hit: number;
}

const ARCHIVE_ISSUES: DemoArchiveIssue[] = [
  {
    number: 123,
    theme: 'Kentin Sesleri',
    description:
      'Ankara’nın sokaklarından, pazarlarından ve konser salonlarından yükselen sesler; kent ve müzik üzerine bir dosya.',
    price: '250.00',
    isFeatured: true,
    contents: ['Kentin ses haritası', 'Ankara havaları: bir derleme', 'Söyleşi: Bir orkestra şefinin günlüğü', 'Şiir seçkisi'],
    daysAgo: 20,
    hit: 342,
  },
  {
    number: 122,
    theme: 'Kitaplar ve Okurlar',
    description: 'Bağımsız kitapçılar, mahalle kütüphaneleri ve okuma grupları: Ankara’da okur olmak üzerine bir dosya.',
    price: '250.00',
    isFeatured: true,
    contents: ['Bir kitapçının otuz yılı', 'Okuma grupları nasıl çalışır?', 'Çeviri üzerine notlar', 'Yeni kitaplar'],
    daysAgo: 110,
    hit: 287,
  },
  {
    number: 121,
    theme: 'Ankara’nın Mimarları',
    description: 'Cumhuriyet’in başkentini biçimlendiren mimarlar, yapılar ve bugün hâlâ süren koruma tartışmaları.',
    price: '220.00',
    isFeatured: false,
    contents: ['Erken Cumhuriyet yapıları', 'Yıkılanlar ve kalanlar', 'Söyleşi: Bir restorasyon ustası', 'Fotoğraf dosyası'],
    daysAgo: 200,
    hit: 198,
  },
  {
    number: 120,
    theme: 'Düşünce Okulu',
    description: 'Dergimizin düzenlediği Düşünce Okulu oturumlarından seçilmiş metinler, tartışmalar ve okuma listeleri.',
    price: '200.00',
    isFeatured: false,
    contents: ['Kamusal alan ve demokrasi', 'Yavaş okumanın değeri', 'Bellek ve unutuş', 'Okuma listesi'],
    daysAgo: 290,
    hit: 154,
  },
];

/** The season an issue came out in, e.g. 'Sonbahar 2025' (winter takes the year of its month). */
function seasonOf(at: Date): string {
  const month = at.getUTCMonth();
  const name = month <= 1 || month === 11 ? 'Kış' : month <= 4 ? 'İlkbahar' : month <= 7 ? 'Yaz' : 'Sonbahar';
  return `${name} ${at.getUTCFullYear()}`;
}

function masthead(issue: DemoArchiveIssue, season: string): RichTextElement[] {
  return [
    p(b('Sahibi: '), 'Kent ve Kültür Derneği adına Selim Yalçın'),
    p(b('Genel Yayın Yönetmeni: '), 'Nermin Aksoy'),
    p(b('Sorumlu Yazı İşleri Müdürü: '), 'Kemal Demirtaş'),
    h3('Yayın Kurulu'),
    ul('Ayşe Karaman', 'Mehmet Aydınlı', 'Zeynep Erdem', 'Okan Sezer', 'Leyla Tunç'),
    h3('Danışma Kurulu'),
    ul('Prof. Dr. Halil Özkan', 'Doç. Dr. Sevgi Arıkan', 'Cengiz Bora'),
    p(i(`Sayı ${issue.number}, ${season}. Üç ayda bir yayımlanır. Yönetim yeri: Kızılay, Çankaya / Ankara.`)),
  ];
}

const EVENTS = [
  {
    title: 'Dergi buluşması: Kentin Sesleri sayısı üzerine söyleşi',
    inDays: 9,
    location: 'Çağdaş Sanatlar Merkezi, Kavaklıdere, Çankaya / Ankara',
  },
  {
    title: 'Düşünce Okulu: Kamusal alan ve demokrasi',
    inDays: 23,
    location: 'Kızılay Kültür Merkezi, Çankaya / Ankara',
  },
  {
    title: 'Ulus’ta kent belleği yürüyüşü',
    inDays: 41,
    location: 'Ulus Meydanı, Altındağ / Ankara',
  },
  {
    title: 'Sergi: Başkentin modernist yapıları, 1930-1960 fotoğrafları',
    inDays: -12,
    location: 'Cer Modern, Altındağ / Ankara',
  },
  {
    title: 'Yeni sayı lansmanı ve imza günü',
    inDays: -34,
    location: 'Kuğulu Park Kitabevi, Kavaklıdere, Çankaya / Ankara',
  },
];

// ---------------------------------------------------------------------------------------------

/** A moment `days` ago, at a varied hour so lists do not tie on createdAt. */
function daysAgo(now: number, days: number, salt: number): Date {
  return new Date(now - days * DAY - (salt % 9) * HOUR - (salt % 7) * 7 * 60 * 1000);
}

/** A day `days` ahead (behind when negative) at 19:00 Istanbul time (UTC+3, no daylight saving). */
function eveningInDays(now: number, days: number): Date {
  const date = new Date(now + days * DAY);
  date.setUTCHours(16, 0, 0, 0);
  return date;
}

/** The seeded tables whose records are published (news, columns, archive issues): published when created. */
const PUBLISHED_TABLES = new Set(['news', 'columns', 'archive_issues']);

/** Moves a seeded record back in time (and gives it its views), so lists look lived-in. */
async function backdate(em: EntityManager, table: string, id: number, createdAt: Date, hit?: number): Promise<void> {
  const published = PUBLISHED_TABLES.has(table);
  await em
    .getConnection()
    .execute(`update "${table}" set "created_at" = ?, "updated_at" = ?${published ? ', "published_at" = ?' : ''}${hit === undefined ? '' : ', "hit" = ?'} where "id" = ?`, [
      createdAt,
      createdAt,
      ...(published ? [createdAt] : []),
      ...(hit === undefined ? [] : [hit]),
      id,
    ]);
}

/** The featuring choice closest to a number of days. */
const featuringFor = (days?: number): FeaturingPeriod => (days === undefined ? 'no' : days >= 7 ? '1w' : days >= 3 ? '3d' : '1d');

/**
 * Adds the Turkish demo content through the same services an editor's requests use (slugs, search
 * text, rendered HTML, images stored with their variants): categories, tags, news of every type
 * (some featured, one with a gallery), columnists and their columns, archive issues with a PDF
 * preview, upcoming and past events, the home advert and the two home page slots. Only for an
 * empty database; dates are then moved back so lists do not tie.
 */
/** `publicUrl`: the site's address, for the absolute links an advert needs (http/https only). */
export async function seedDemoContent(em: EntityManager, media: MediaService, publicUrl = 'http://localhost:3000'): Promise<void> {
  const now = Date.now();

  const categories = new Map<CategoryName, Category>();
  const categoryService = new CategoryService(em);
  for (const [index, item] of CATEGORIES.entries()) {
    const category = await categoryService.create(item);
    await backdate(em, 'categories', category.id, daysAgo(now, 60, index));
    categories.set(item.name, category);
  }

  const tags = new Map<TagName, Tag>();
  const tagService = new TagService(em);
  for (const [index, item] of TAGS.entries()) {
    const tag = await tagService.create(item);
    await backdate(em, 'tags', tag.id, daysAgo(now, 60, index));
    tags.set(item.name, tag);
  }

  const newsService = new NewsService(em, media);
  const news: News[] = [];
  for (const [index, item] of demoNews(now).entries()) {
    const created = await newsService.create(
      {
        title: item.title,
        teaser: item.teaser,
        content: item.content,
        categoryId: categories.get(item.category)!.id,
        tagIds: item.tags.map((name) => tags.get(name)!.id),
        type: item.type,
        isFeatured: featuringFor(item.featuredDays),
        poster: await demoImage('Dergi', `Haber görseli ${index + 1}`, index),
      } as CreateNewsInput,
      null,
    );
    await backdate(em, 'news', created.id, daysAgo(now, item.daysAgo, index), item.hit);
    news.push(created);
  }
  // A gallery for the first news item.
  const photos = await Promise.all([0, 1, 2].map((index) => demoImage('Galeri', `Fotoğraf ${index + 1}`, index + 2)));
  await newsService.addPhotos({ id: news[0]!.id, photos } as AddNewsPhotosInput);

  const columnists = new Map<ColumnistName, Columnist>();
  const columnistService = new ColumnistService(em, media);
  for (const [index, name] of COLUMNISTS.entries()) {
    const columnist = await columnistService.create({ name, image: await demoImage('Yazar', name, index + 3, 600, 600) });
    await backdate(em, 'columnists', columnist.id, daysAgo(now, 90, index));
    columnists.set(name, columnist);
  }

  const columnService = new ColumnService(em);
  for (const [index, item] of COLUMNS.entries()) {
    const column = await columnService.create({ title: item.title, content: item.content, columnistId: columnists.get(item.columnist)!.id }, null);
    await backdate(em, 'columns', column.id, daysAgo(now, item.daysAgo, index), item.hit);
  }

  const archiveService = new ArchiveIssueService(em, media);
  for (const [index, item] of ARCHIVE_ISSUES.entries()) {
    const createdAt = daysAgo(now, item.daysAgo, index);
    const season = seasonOf(createdAt);
    const issue = await archiveService.create({
      title: `Sayı ${item.number}: ${item.theme}`,
      description: item.description,
      content: [h3(`${season} sayısında`), ol(...item.contents)],
      masthead: masthead(item, season),
      price: item.price,
      link: `https://dergi.example/magaza/sayi-${item.number}`,
      isFeatured: item.isFeatured ? 'yes' : 'no',
      poster: await demoImage('Sayı', `Sayı ${item.number}`, index + 1, 800, 1100),
      preview: demoPdf(),
    } as CreateArchiveIssueInput, null);
    await backdate(em, 'archive_issues', issue.id, createdAt, item.hit);
  }

  const eventService = new EventService(em);
  for (const item of EVENTS) {
    await eventService.create({ title: item.title, date: eveningInDays(now, item.inDays), location: item.location } as CreateEventInput);
  }

  // Adverts and page slots get their services with the office issue; the advert image goes through the pipeline already.
  const advertImage = await media.storeImage(await demoImage('Abonelik', 'Yıllık abonelik: dört sayı kapınızda', 4, 1200, 300), {
    folder: 'adverts',
    field: 'image',
  });
  em.create(Advert, { location: 'home-main', name: 'Yıllık abonelik: dört sayı kapınızda', imagePath: advertImage.path, link: `${publicUrl}/abonelik` });
  const byType = (type: NewsType) => news.find((item) => item.type === type)!;
  em.create(PageSlot, { area: 'home-primary', news: byType(NewsType.headline) });
  em.create(PageSlot, { area: 'home-secondary', news: byType(NewsType.dusunceOkulu) });
  await em.flush();
}
