/** Turkish words the archive's generated texts are made of, so a search of two words finds a realistic share. */

export const SUBJECTS = [
  'Kültür', 'Sanat', 'Tiyatro', 'Sinema', 'Edebiyat', 'Müzik', 'Mimarlık', 'Felsefe', 'Kent', 'Bellek',
  'Şiir', 'Öykü', 'Roman', 'Sergi', 'Konser', 'Festival', 'Söyleşi', 'Yayın', 'Dergi', 'Kitap',
  'Opera', 'Bale', 'Heykel', 'Fotoğraf', 'Resim', 'Çeviri', 'Eleştiri', 'Arşiv', 'Miras', 'Sokak',
] as const;

export const PLACES = [
  'Ankara', 'Ulus', 'Kızılay', 'Çankaya', 'Keçiören', 'Yenimahalle', 'Mamak', 'Etimesgut', 'Gölbaşı', 'Beypazarı',
  'Hamamönü', 'Kavaklıdere', 'Bahçelievler', 'Tunalı', 'Atakule', 'Gençlik Parkı', 'Anıtkabir', 'Sıhhiye', 'Cebeci', 'Dikmen',
] as const;

export const ACTIONS = [
  'yeniden açıldı', 'üzerine bir söyleşi', 'için çağrı', 'tartışılıyor', 'ödülünü aldı', 'sahnede', 'güz programı',
  'yaz okulunda buluştu', 'belgeseli gösterimde', 'kitabı raflarda', 'sergisi ziyaretçilerini bekliyor', 'günleri başlıyor',
  'üzerine notlar', 'ile bir akşam', 'dosyası yayımlandı', 'atölyesi kayıtları açıldı',
] as const;

export const ADJECTIVES = ['Yeni', 'Eski', 'Genç', 'Büyük', 'Unutulan', 'Değişen', 'Yaşayan', 'Sessiz', 'Çağdaş', 'Yerel', 'Özgür', 'Uzun'] as const;

export const FIRST_NAMES = [
  'Ayşe', 'Mehmet', 'Zeynep', 'Ahmet', 'Elif', 'Mustafa', 'Şule', 'Can', 'Gülşen', 'İsmail', 'Özlem', 'Çağrı', 'Nermin', 'Oğuz', 'Ümit', 'Derya',
] as const;

export const LAST_NAMES = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Koç', 'Kurt',
] as const;

export const CATEGORY_NAMES = [
  'Kültür-Sanat', 'Kent', 'Düşünce', 'Edebiyat', 'Söyleşi', 'Tiyatro', 'Sinema', 'Müzik', 'Mimarlık', 'Tarih', 'Bilim', 'Gündem',
] as const;

export const SENTENCES = [
  'Başkentin kültür hayatı bu mevsim de hareketli geçiyor.',
  'Etkinliğe katılanlar kentin değişen yüzünü konuştu.',
  'Program, gençlerin ve emeklilerin ilgisiyle karşılandı.',
  'Düzenleyiciler önümüzdeki yıl kapsamı genişletmeyi planlıyor.',
  'Yerel yönetimin desteğiyle hazırlanan proje ücretsiz.',
  'Ayrıntılı bilgi derginin bir sonraki sayısında yer alacak.',
  'Tanıklar, eski Ankara’nın sokaklarını ve kahvelerini anlattı.',
  'Okurlarımızdan gelen mektuplar bu dosyanın çıkış noktası oldu.',
] as const;
