/**
 * Demo content for a fresh installation: the information pages with the shop's real conditions (spec §9)
 * in Russian and Uzbek (Latin), and a few news items, blog posts, vacancies, staff and promotions.
 * Written through the content service, so bodies are rendered and sanitised like an admin's edits.
 */
import type { PageInput, PageSlug, PostInput, PromotionInput, StaffInput, VacancyInput } from '@polotno/domain';
import type { ContentService } from './content.service.ts';

const PAGES: Record<PageSlug, PageInput> = {
  about: {
    title: { ru: 'О компании', uz: 'Kompaniya haqida' },
    body: {
      ru: `**«Полотно»** — трикотажная фабрика в Москве. Мы вяжем и красим трикотажное полотно на собственном производстве и продаём его оптом швейным предприятиям, ателье и индивидуальным предпринимателям.

## Что мы предлагаем

- кулирную гладь, футер двух- и трёхнитку, интерлок, рибану, кашкорсе и вискозный трикотаж;
- хлопок, хлопок с лайкрой, вискозу и смесовые составы плотностью от 140 до 380 г/м²;
- более 60 цветов в постоянном наличии и окраску партии под заказ;
- пошив изделий по вашему техническому заданию (контрактный пошив).

## Как мы работаем

- Продаём **оптом от 1 рулона**; рулон весит **20–25 кг**, цена указана за килограмм.
- Комплектуем заказ за **1–3 рабочих дня**.
- Бесплатно высылаем цветовую карту и образцы полотна — оставьте заявку на странице «Прайс-лист».`,
      uz: `**«Polotno»** — Moskvadagi trikotaj fabrikasi. Biz trikotaj matoni o'z ishlab chiqarishimizda to'qiymiz va bo'yaymiz hamda uni tikuv korxonalari, atelyelar va yakka tartibdagi tadbirkorlarga ulgurji sotamiz.

## Nimalarni taklif qilamiz

- kulir glad, ikki va uch ipli futer, interlok, ribana, kashkorse va viskoza trikotaji;
- zichligi 140 dan 380 g/m² gacha bo'lgan paxta, laykrali paxta, viskoza va aralash tarkiblar;
- doimiy mavjud 60 dan ortiq rang va buyurtma asosida partiyani bo'yash;
- texnik topshiriqingiz bo'yicha mahsulot tikish (shartnoma asosida tikish).

## Qanday ishlaymiz

- **1 o'ramdan boshlab ulgurji** sotamiz; o'ram og'irligi **20–25 kg**, narx kilogramm uchun ko'rsatilgan.
- Buyurtmani **1–3 ish kunida** yig'amiz.
- Rang kartasi va mato namunalarini bepul yuboramiz — «Narxlar ro'yxati» sahifasida so'rov qoldiring.`,
    },
    published: true,
  },
  policy: {
    title: { ru: 'Политика обработки персональных данных', uz: "Shaxsiy ma'lumotlarni qayta ishlash siyosati" },
    body: {
      ru: `Мы обрабатываем персональные данные в соответствии с Федеральным законом № 152-ФЗ «О персональных данных».

## Какие данные мы получаем

Имя, номер телефона, адрес электронной почты, название компании, адрес доставки и реквизиты, которые вы указываете при регистрации, оформлении заказа или в заявке.

## Зачем

Чтобы зарегистрировать вас, принять и выполнить заказ, выставить счёт, отправить прайс-лист и образцы, ответить на обращение.

## Как мы их храним

Данные хранятся на серверах в России и доступны только сотрудникам, которые обрабатывают ваши заказы. Пароли хранятся только в виде необратимого хеша. Мы не передаём данные третьим лицам, кроме перевозчика, которого вы выбрали для доставки.

## Ваши права

Вы можете запросить, исправить или удалить свои данные, написав нам по адресу из раздела «Контакты».`,
      uz: `Biz shaxsiy ma'lumotlarni Rossiya Federatsiyasining «Shaxsiy ma'lumotlar to'g'risida»gi 152-FZ-sonli Federal qonuniga muvofiq qayta ishlaymiz.

## Qanday ma'lumotlarni olamiz

Ro'yxatdan o'tishda, buyurtma berishda yoki so'rovda ko'rsatgan ismingiz, telefon raqamingiz, elektron pochta manzilingiz, kompaniya nomi, yetkazib berish manzili va rekvizitlaringiz.

## Nima uchun

Sizni ro'yxatdan o'tkazish, buyurtmani qabul qilish va bajarish, hisob-faktura berish, narxlar ro'yxati va namunalarni yuborish, murojaatingizga javob berish uchun.

## Qanday saqlaymiz

Ma'lumotlar Rossiyadagi serverlarda saqlanadi va faqat buyurtmalaringiz bilan ishlaydigan xodimlarga ochiq. Parollar faqat qaytarib bo'lmaydigan xesh ko'rinishida saqlanadi. Ma'lumotlarni uchinchi shaxslarga bermaymiz, yetkazib berish uchun siz tanlagan tashuvchi bundan mustasno.

## Sizning huquqlaringiz

«Kontaktlar» bo'limidagi manzilga yozib, ma'lumotlaringizni so'rashingiz, tuzatishingiz yoki o'chirishingiz mumkin.`,
    },
    published: true,
  },
  'payment-terms': {
    title: { ru: 'Условия оплаты', uz: "To'lov shartlari" },
    body: {
      ru: `## Способы оплаты

- **Безналичный расчёт по счёту** — для юридических лиц, индивидуальных предпринимателей и самозанятых. Счёт выставляется по фактическому весу рулонов после комплектации заказа.
- **Наличными в кассе** — при получении заказа на складе.

## Резерв по счёту

Товар по выставленному счёту резервируется на **3 рабочих дня**. Если оплата не поступила в этот срок, резерв снимается и товар возвращается в свободную продажу.`,
      uz: `## To'lov usullari

- **Hisob-faktura bo'yicha naqd pulsiz to'lov** — yuridik shaxslar, yakka tartibdagi tadbirkorlar va o'zini o'zi band qilganlar uchun. Hisob-faktura buyurtma yig'ilgandan so'ng o'ramlarning haqiqiy og'irligi bo'yicha beriladi.
- **Kassada naqd pul bilan** — buyurtmani omborda olishda.

## Hisob-faktura bo'yicha zaxira

Berilgan hisob-faktura bo'yicha tovar **3 ish kuni** zaxirada saqlanadi. Shu muddatda to'lov kelib tushmasa, zaxira bekor qilinadi va tovar erkin sotuvga qaytadi.`,
    },
    published: true,
  },
  'terms-delivery': {
    title: { ru: 'Условия доставки', uz: 'Yetkazib berish shartlari' },
    body: {
      ru: `## Самовывоз

По умолчанию заказ забирается со склада в Москве. Заказ комплектуется за **1–3 рабочих дня**; мы сообщим, когда он будет готов к отгрузке.

## Доставка

- Доставляем по **Москве и Московской области**.
- **Стоимость доставки не входит в счёт** за товар и оплачивается отдельно.
- Если вы отправляете заказ через **транспортную компанию или курьерскую службу**, забор груза с нашего склада оплачивает наша компания.

## Отгрузка

Отгрузка производится **только по оригиналу доверенности с синей печатью** (форма М-2, код по ОКУД 0315001). Копии, сканы и фотографии доверенности не принимаются.`,
      uz: `## O'zi olib ketish

Odatda buyurtma Moskvadagi ombordan olib ketiladi. Buyurtma **1–3 ish kunida** yig'iladi; jo'natishga tayyor bo'lganda sizga xabar beramiz.

## Yetkazib berish

- **Moskva va Moskva viloyati** bo'ylab yetkazib beramiz.
- **Yetkazib berish narxi tovar uchun hisob-fakturaga kiritilmaydi** va alohida to'lanadi.
- Buyurtmani **transport kompaniyasi yoki kuryerlik xizmati** orqali jo'natsangiz, yukni omborimizdan olib ketish xarajatini kompaniyamiz to'laydi.

## Jo'natish

Tovar **faqat ko'k muhrli ishonchnomaning asl nusxasi** bo'yicha jo'natiladi (M-2 shakli, OKUD kodi 0315001). Ishonchnomaning nusxalari, skanlari va fotosuratlari qabul qilinmaydi.`,
    },
    published: true,
  },
  'conditions-orders': {
    title: { ru: 'Условия оформления заказа', uz: 'Buyurtma berish shartlari' },
    body: {
      ru: `1. **Минимальный заказ — 1 рулон.** Мы продаём полотно оптом, рулонами; рулон весит **20–25 кг**.
2. **Цена указана за килограмм.** В корзине показывается ориентировочная сумма: число рулонов × 20 кг … × 25 кг.
3. **Счёт выставляется по фактическому весу.** Менеджер взвешивает каждый рулон при комплектации и выставляет счёт по фактическому весу.
4. **Комплектация — 1–3 рабочих дня** с момента подтверждения заказа.
5. **Резерв по счёту — 3 рабочих дня.** Неоплаченный в этот срок заказ снимается с резерва.
6. **Отгрузка — только по оригиналу доверенности с синей печатью** (форма М-2, ОКУД 0315001).
7. **Оплата** — безналичным переводом по счёту или наличными в кассе.`,
      uz: `1. **Eng kam buyurtma — 1 o'ram.** Biz matoni ulgurji, o'ramlab sotamiz; o'ram og'irligi **20–25 kg**.
2. **Narx kilogramm uchun ko'rsatilgan.** Savatchada taxminiy summa ko'rsatiladi: o'ramlar soni × 20 kg … × 25 kg.
3. **Hisob-faktura haqiqiy og'irlik bo'yicha beriladi.** Menejer yig'ish paytida har bir o'ramni tortadi va haqiqiy og'irlik bo'yicha hisob-faktura beradi.
4. **Yig'ish — buyurtma tasdiqlangan paytdan boshlab 1–3 ish kuni.**
5. **Hisob-faktura bo'yicha zaxira — 3 ish kuni.** Shu muddatda to'lanmagan buyurtma zaxiradan chiqariladi.
6. **Jo'natish — faqat ko'k muhrli ishonchnomaning asl nusxasi bo'yicha** (M-2 shakli, OKUD 0315001).
7. **To'lov** — hisob-faktura bo'yicha naqd pulsiz o'tkazma yoki kassada naqd pul bilan.`,
    },
    published: true,
  },
  garanty: {
    title: { ru: 'Гарантия качества', uz: 'Sifat kafolati' },
    body: {
      ru: `Каждая партия полотна проходит контроль плотности, ширины, усадки и устойчивости окраски.

## Возврат и обмен

Вы можете вернуть или обменять товар **в течение 14 дней с момента получения** при соблюдении двух условий:

- есть **документ, подтверждающий покупку** (счёт, товарная накладная или кассовый чек);
- **упаковка рулона сохранена** и не повреждена.

Чтобы оформить возврат или обмен, свяжитесь с вашим менеджером из раздела «Контакты».`,
      uz: `Har bir mato partiyasi zichlik, kenglik, kirishish va bo'yoq mustahkamligi bo'yicha nazoratdan o'tadi.

## Qaytarish va almashtirish

Tovarni **olingan kundan boshlab 14 kun ichida** ikki shart bajarilganda qaytarishingiz yoki almashtirishingiz mumkin:

- **xaridni tasdiqlovchi hujjat** mavjud (hisob-faktura, yuk xati yoki kassa cheki);
- **o'ram qadoqi saqlangan** va shikastlanmagan.

Qaytarish yoki almashtirishni rasmiylashtirish uchun «Kontaktlar» bo'limidagi menejeringiz bilan bog'laning.`,
    },
    published: true,
  },
  requisites: {
    title: { ru: 'Реквизиты', uz: 'Rekvizitlar' },
    body: {
      ru: `Демонстрационные реквизиты: перед началом работы администратор заменяет их настоящими в разделе «Страницы».

| | |
|---|---|
| Полное наименование | Общество с ограниченной ответственностью «Полотно» |
| Юридический адрес | 109316, г. Москва, Волгоградский проспект, д. 42, корп. 5 |
| ИНН / КПП | 7723000000 / 772301001 |
| ОГРН | 1187746000000 |
| Расчётный счёт | 40702810000000000000 |
| Банк | ПАО Сбербанк, г. Москва |
| БИК | 044525225 |
| Корреспондентский счёт | 30101810400000000225 |`,
      uz: `Namuna rekvizitlar: ishni boshlashdan oldin administrator ularni «Sahifalar» bo'limida haqiqiylari bilan almashtiradi.

| | |
|---|---|
| To'liq nomi | «Polotno» mas'uliyati cheklangan jamiyati |
| Yuridik manzil | 109316, Moskva sh., Volgogradskiy prospekti, 42-uy, 5-korpus |
| INN / KPP | 7723000000 / 772301001 |
| OGRN | 1187746000000 |
| Hisob raqami | 40702810000000000000 |
| Bank | «Sberbank» PAJ, Moskva sh. |
| BIK | 044525225 |
| Korrespondent hisob | 30101810400000000225 |`,
    },
    published: true,
  },
  contacts: {
    title: { ru: 'Контакты', uz: 'Kontaktlar' },
    body: {
      ru: `**Склад и офис:** г. Москва, Волгоградский проспект, д. 42, корп. 5

**Телефон:** [+7 (495) 120-45-67](tel:+74951204567)

**E-mail:** [sales@polotno.example](mailto:sales@polotno.example)

**Часы работы:** понедельник — пятница, 9:00–18:00; отгрузка со склада до 17:00.`,
      uz: `**Ombor va ofis:** Moskva sh., Volgogradskiy prospekti, 42-uy, 5-korpus

**Telefon:** [+7 (495) 120-45-67](tel:+74951204567)

**E-mail:** [sales@polotno.example](mailto:sales@polotno.example)

**Ish vaqti:** dushanba — juma, 9:00–18:00; ombordan jo'natish 17:00 gacha.`,
    },
    published: true,
  },
};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const NEWS: PostInput[] = [
  {
    slug: 'novye-cveta-futera',
    title: { ru: 'Двенадцать новых цветов футера', uz: "Futerning o'n ikkita yangi rangi" },
    excerpt: {
      ru: 'Пополнили палитру трёхнитки с начёсом осенними оттенками.',
      uz: "Tukli uch ipli futer palitrasini kuzgi ranglar bilan to'ldirdik.",
    },
    body: {
      ru: 'В наличии двенадцать новых цветов футера трёхнитки с начёсом 320 г/м²: горчичный, терракота, графит, пыльная роза и другие. Цветовую карту вышлем бесплатно — оставьте заявку на странице «Прайс-лист».',
      uz: "Tukli uch ipli 320 g/m² futerning o'n ikkita yangi rangi mavjud: xantal, terrakota, grafit, chang atirgul va boshqalar. Rang kartasini bepul yuboramiz — «Narxlar ro'yxati» sahifasida so'rov qoldiring.",
    },
    coverId: null,
    tags: [],
    tagsUz: [],
    published: true,
    publishedAt: daysAgo(3),
  },
  {
    slug: 'grafik-raboty-v-prazdniki',
    title: { ru: 'График работы склада в праздничные дни', uz: 'Bayram kunlarida omborning ish tartibi' },
    excerpt: {
      ru: 'Отгрузки в праздники — по предварительной договорённости.',
      uz: "Bayram kunlari yuk jo'natish — oldindan kelishilgan holda.",
    },
    body: {
      ru: 'В нерабочие праздничные дни склад закрыт. Заказы, оплаченные накануне праздников, отгружаем в первый рабочий день. Резерв по счёту считается в рабочих днях, поэтому праздники в него не входят.',
      uz: "Dam olish bayram kunlarida ombor yopiq. Bayram arafasida to'langan buyurtmalarni birinchi ish kunida jo'natamiz. Hisob-faktura bo'yicha zaxira ish kunlarida hisoblanadi, shuning uchun bayramlar unga kirmaydi.",
    },
    coverId: null,
    tags: [],
    tagsUz: [],
    published: true,
    publishedAt: daysAgo(12),
  },
  {
    slug: 'novaya-krasilnaya-liniya',
    title: { ru: 'Запустили новую красильную линию', uz: "Yangi bo'yash liniyasini ishga tushirdik" },
    excerpt: {
      ru: 'Окраска партии под заказ теперь от 300 кг.',
      uz: "Buyurtma bo'yicha partiyani bo'yash endi 300 kg dan.",
    },
    body: {
      ru: 'Новая линия позволяет красить партии от 300 кг в цвет по вашему образцу или по Pantone. Срок окраски — от 7 рабочих дней.',
      uz: "Yangi liniya 300 kg dan boshlab partiyalarni sizning namunangiz yoki Pantone bo'yicha bo'yash imkonini beradi. Bo'yash muddati — 7 ish kunidan.",
    },
    coverId: null,
    tags: [],
    tagsUz: [],
    published: true,
    publishedAt: daysAgo(30),
  },
];

const BLOG: PostInput[] = [
  {
    slug: 'kak-vybrat-kulirnuyu-glad',
    title: { ru: 'Как выбрать кулирную гладь для футболок', uz: 'Futbolkalar uchun kulir gladni qanday tanlash kerak' },
    excerpt: {
      ru: 'Плотность, состав и лайкра: на что смотреть при выборе полотна.',
      uz: "Zichlik, tarkib va laykra: matoni tanlashda nimalarga e'tibor berish kerak.",
    },
    body: {
      ru: `## Плотность

Для летних футболок берут 140–160 г/м², для оверсайза и плотных базовых моделей — 180–200 г/м².

## Состав

100% хлопок дышит и хорошо красится; 5% лайкры держат форму в облегающих моделях.

## Ширина

Ширина полотна влияет на раскладку лекал: уточните её у менеджера до заказа.`,
      uz: `## Zichlik

Yozgi futbolkalar uchun 140–160 g/m², oversayz va zich bazaviy modellar uchun 180–200 g/m² olinadi.

## Tarkib

100% paxta havo o'tkazadi va yaxshi bo'yaladi; 5% laykra yopishib turadigan modellarda shaklni saqlaydi.

## Kenglik

Mato kengligi andozalarni joylashtirishga ta'sir qiladi: buyurtmadan oldin uni menejerdan aniqlang.`,
    },
    coverId: null,
    tags: ['кулирная гладь', 'выбор полотна'],
    tagsUz: ['kulir glad', 'mato tanlash'],
    published: true,
    publishedAt: daysAgo(5),
  },
  {
    slug: 'futer-dvuhnitka-ili-trehnitka',
    title: { ru: 'Футер: двухнитка или трёхнитка?', uz: 'Futer: ikki iplimi yoki uch iplimi?' },
    excerpt: {
      ru: 'Разбираем, какой футер подходит для худи, а какой — для лёгких костюмов.',
      uz: "Qaysi futer xudi uchun, qaysi biri yengil kostyumlar uchun mos kelishini ko'rib chiqamiz.",
    },
    body: {
      ru: 'Двухнитка (220–260 г/м²) — лёгкий футер для летних костюмов и платьев. Трёхнитка (300–360 г/м²) плотнее и теплее, часто с начёсом: её берут для худи и свитшотов.',
      uz: "Ikki ipli futer (220–260 g/m²) — yozgi kostyumlar va ko'ylaklar uchun yengil futer. Uch ipli futer (300–360 g/m²) zichroq va issiqroq, ko'pincha tukli: undan xudi va svitshotlar tikiladi.",
    },
    coverId: null,
    tags: ['футер', 'выбор полотна'],
    tagsUz: ['futer', 'mato tanlash'],
    published: true,
    publishedAt: daysAgo(14),
  },
  {
    slug: 'uhod-za-trikotazhem',
    title: {
      ru: 'Усадка трикотажа: как её учесть при раскрое',
      uz: 'Trikotajning kirishishi: bichishda uni qanday hisobga olish kerak',
    },
    excerpt: {
      ru: 'Декатировка, запас на усадку и правильная стирка образца.',
      uz: "Dekatirovka, kirishish uchun zaxira va namunani to'g'ri yuvish.",
    },
    body: {
      ru: 'Перед раскроем постирайте образец полотна при температуре, указанной на ярлыке изделия, и измерьте усадку по длине и ширине. Заложите её в лекала.',
      uz: "Bichishdan oldin mato namunasini mahsulot yorlig'ida ko'rsatilgan haroratda yuving va uzunligi hamda kengligi bo'yicha kirishishni o'lchang. Uni andozalarga kiriting.",
    },
    coverId: null,
    tags: ['раскрой', 'кулирная гладь'],
    tagsUz: ['bichish', 'kulir glad'],
    published: true,
    publishedAt: daysAgo(21),
  },
  {
    slug: 'kashkorse-i-ribana',
    title: {
      ru: 'Кашкорсе и рибана: чем отделать горловину',
      uz: "Kashkorse va ribana: bo'yin qismini nima bilan bezash kerak",
    },
    excerpt: {
      ru: 'Подбираем отделочное полотно в цвет основного.',
      uz: 'Bezak matosini asosiy mato rangiga moslab tanlaymiz.',
    },
    body: {
      ru: 'Рибана мягче и тянется сильнее, кашкорсе плотнее и лучше держит форму манжет. Мы красим отделочное полотно в те же цвета, что и основное.',
      uz: "Ribana yumshoqroq va ko'proq cho'ziladi, kashkorse zichroq va manjet shaklini yaxshiroq ushlaydi. Bezak matosini asosiy mato bilan bir xil ranglarda bo'yaymiz.",
    },
    coverId: null,
    tags: ['отделка'],
    tagsUz: ['bezak'],
    published: true,
    publishedAt: daysAgo(40),
  },
];

const VACANCIES: VacancyInput[] = [
  {
    slug: 'menedzher-po-optovym-prodazham',
    title: { ru: 'Менеджер по оптовым продажам', uz: "Ulgurji savdo bo'yicha menejer" },
    summary: {
      ru: 'Ведение клиентов — швейных производств, приём заказов, выставление счетов.',
      uz: 'Mijozlar — tikuv korxonalari bilan ishlash, buyurtmalarni qabul qilish, hisob-fakturalar berish.',
    },
    employmentType: 'full-time',
    salary: { ru: 'от 90 000 ₽ + процент от продаж', uz: '90 000 ₽ dan + savdodan foiz' },
    location: { ru: 'Москва, Волгоградский проспект', uz: 'Moskva, Volgogradskiy prospekti' },
    duties: {
      ru: [
        'Консультировать клиентов по ассортименту полотна',
        'Принимать заказы и выставлять счета',
        'Вести клиентскую базу в CRM',
      ],
      uz: [
        "Mijozlarga mato assortimenti bo'yicha maslahat berish",
        'Buyurtmalarni qabul qilish va hisob-faktura berish',
        "CRM'da mijozlar bazasini yuritish",
      ],
    },
    requirements: {
      ru: ['Опыт продаж B2B от 1 года', 'Грамотная речь', 'Знание узбекского языка будет плюсом'],
      uz: ['B2B savdoda kamida 1 yillik tajriba', 'Savodli nutq', "O'zbek tilini bilish afzallik hisoblanadi"],
    },
    offer: {
      ru: ['Официальное оформление', 'График 5/2 с 9:00 до 18:00', 'Обучение ассортименту'],
      uz: ['Rasmiy ishga qabul qilish', '5/2 grafigi, 9:00 dan 18:00 gacha', "Assortiment bo'yicha o'qitish"],
    },
    published: true,
  },
  {
    slug: 'vyazalshchik-kruglovyazalnyh-mashin',
    title: { ru: 'Вязальщик кругловязальных машин', uz: "Aylana to'quv mashinalari to'quvchisi" },
    summary: {
      ru: 'Работа на кругловязальных машинах Mayer & Cie и Pai Lung.',
      uz: "Mayer & Cie va Pai Lung aylana to'quv mashinalarida ishlash.",
    },
    employmentType: 'shift',
    salary: { ru: 'от 75 000 ₽', uz: '75 000 ₽ dan' },
    location: { ru: 'Москва, производство', uz: 'Moskva, ishlab chiqarish' },
    duties: {
      ru: ['Заправка и обслуживание машин', 'Контроль качества полотна', 'Съём и маркировка рулонов'],
      uz: [
        "Mashinalarga ip o'rnatish va ularga texnik xizmat ko'rsatish",
        'Mato sifatini nazorat qilish',
        "O'ramlarni mashinadan yechib olish va markalash",
      ],
    },
    requirements: {
      ru: ['Опыт работы вязальщиком от 1 года'],
      uz: ["To'quvchi sifatida kamida 1 yillik ish tajribasi"],
    },
    offer: {
      ru: ['Сменный график 2/2', 'Оплата каждые две недели', 'Спецодежда'],
      uz: ['2/2 smenali ish grafigi', "Ish haqi har ikki haftada to'lanadi", 'Maxsus ish kiyimi'],
    },
    published: true,
  },
  {
    slug: 'kladovshchik',
    title: { ru: 'Кладовщик', uz: 'Omborchi' },
    summary: { ru: 'Приёмка, хранение и отгрузка рулонов.', uz: "O'ramlarni qabul qilish, saqlash va jo'natish." },
    employmentType: 'full-time',
    salary: { ru: 'от 65 000 ₽', uz: '65 000 ₽ dan' },
    location: { ru: 'Москва, склад', uz: 'Moskva, ombor' },
    duties: {
      ru: ['Взвешивать и маркировать рулоны', 'Комплектовать заказы', 'Проверять доверенности при отгрузке'],
      uz: ["O'ramlarni tortish va markalash", "Buyurtmalarni yig'ish", "Jo'natishda ishonchnomalarni tekshirish"],
    },
    requirements: { ru: ['Внимательность', 'Опыт работы на складе'], uz: ['Diqqatlilik', 'Omborda ishlash tajribasi'] },
    offer: {
      ru: ['Официальное оформление', 'Обеды за счёт компании'],
      uz: ['Rasmiy ishga qabul qilish', 'Kompaniya hisobidan tushlik'],
    },
    published: true,
  },
];

const STAFF: StaffInput[] = [
  {
    name: { ru: 'Ирина Соколова', uz: 'Irina Sokolova' },
    position: { ru: 'Руководитель производства', uz: 'Ishlab chiqarish rahbari' },
    photoId: null,
    phone: null,
    email: null,
    group: 'leaders',
    sortOrder: 10,
    published: true,
  },
  {
    name: { ru: 'Алексей Морозов', uz: 'Aleksey Morozov' },
    position: { ru: 'Руководитель отдела продаж', uz: "Savdo bo'limi rahbari" },
    photoId: null,
    phone: '+74951204567',
    email: 'morozov@polotno.example',
    group: 'leaders',
    sortOrder: 20,
    published: true,
  },
  {
    name: { ru: 'Дилноза Рахимова', uz: 'Dilnoza Rahimova' },
    position: { ru: 'Менеджер по продажам (русский, узбекский)', uz: "Savdo menejeri (rus, o'zbek tillari)" },
    photoId: null,
    phone: '+79161234501',
    email: 'rahimova@polotno.example',
    group: 'managers',
    sortOrder: 10,
    published: true,
  },
  {
    name: { ru: 'Сергей Кузнецов', uz: 'Sergey Kuznetsov' },
    position: { ru: 'Менеджер по продажам', uz: 'Savdo menejeri' },
    photoId: null,
    phone: '+79161234502',
    email: 'kuznetsov@polotno.example',
    group: 'managers',
    sortOrder: 20,
    published: true,
  },
  {
    name: { ru: 'Анна Белова', uz: 'Anna Belova' },
    position: { ru: 'Менеджер по контрактному пошиву', uz: "Shartnoma asosida tikish bo'yicha menejer" },
    photoId: null,
    phone: '+79161234503',
    email: 'belova@polotno.example',
    group: 'managers',
    sortOrder: 30,
    published: true,
  },
];

const PROMOTIONS: PromotionInput[] = [
  {
    slug: 'skidka-na-futer-ot-5-rulonov',
    title: { ru: 'Скидка 7% на футер от 5 рулонов', uz: "5 o'ramdan futerga 7% chegirma" },
    body: {
      ru: 'При заказе от **5 рулонов** футера одного артикула — скидка 7% на весь артикул. Скидка указывается в счёте.',
      uz: "Bitta artikuldagi futerdan **5 o'ram**dan buyurtma qilganda — butun artikulga 7% chegirma. Chegirma hisob-fakturada ko'rsatiladi.",
    },
    imageId: null,
    validFrom: daysAgo(10),
    validTo: new Date(Date.now() + 50 * 86_400_000).toISOString(),
    published: true,
  },
  {
    slug: 'obrazcy-besplatno',
    title: { ru: 'Образцы и цветовая карта — бесплатно', uz: 'Namunalar va rang kartasi — bepul' },
    body: {
      ru: 'Вышлем образцы полотна и цветовую карту по Москве и области бесплатно. Оставьте заявку на странице «Прайс-лист».',
      uz: "Mato namunalari va rang kartasini Moskva va viloyat bo'ylab bepul yuboramiz. «Narxlar ro'yxati» sahifasida so'rov qoldiring.",
    },
    imageId: null,
    validFrom: daysAgo(60),
    validTo: null,
    published: true,
  },
  {
    slug: 'letnyaya-rasprodazha-kulirki',
    title: { ru: 'Летняя распродажа кулирной глади', uz: 'Kulir gladning yozgi savdosi' },
    body: { ru: 'Акция завершена.', uz: 'Aksiya yakunlandi.' },
    imageId: null,
    validFrom: daysAgo(120),
    validTo: daysAgo(60),
    published: true,
  },
];

/** Writes the demo content when the installation has none; returns whether it did. */
export async function seedContent(content: ContentService): Promise<boolean> {
  if (!(await content.isEmpty())) return false;
  for (const [slug, page] of Object.entries(PAGES)) await content.pages.save(slug as PageSlug, page);
  for (const item of NEWS) await content.posts.create('news', item);
  for (const item of BLOG) await content.posts.create('blog', item);
  for (const item of VACANCIES) await content.vacancies.create(item);
  for (const item of STAFF) await content.staff.create(item);
  for (const item of PROMOTIONS) await content.promotions.create(item);
  return true;
}
