/**
 * The texts of the shop in its two languages. Both dictionaries have the type `Dictionary`, so the
 * compiler refuses a key that exists in one language only. Uzbek is written in Latin script.
 */
import type { Lang } from '@polotno/domain';
import type { PageKey } from './pages';

export interface PageText {
  title: string;
  description: string;
}

export type PopupKey = 'login' | 'register' | 'reset';

export interface Dictionary {
  /** The language's name in itself, shown on the switch. */
  langName: string;
  a11y: {
    skipToContent: string;
    mainNav: string;
    breadcrumbs: string;
    loading: string;
    notifications: string;
  };
  header: {
    searchLabel: string;
    searchPlaceholder: string;
    searchSubmit: string;
    cart: string;
    saved: string;
    cabinet: string;
    login: string;
    menu: string;
    categoriesTab: string;
    navigationTab: string;
    language: string;
  };
  theme: { label: string; light: string; dark: string; system: string };
  footer: {
    tagline: string;
    customers: string;
    company: string;
    contacts: string;
    facts: string[];
    managers: string;
  };
  home: {
    heroTitle: string;
    heroText: string;
    toCatalog: string;
    toPrice: string;
    facts: { title: string; text: string }[];
    forCustomers: string;
  };
  popups: Record<PopupKey, PageText> & { toRegister: string; toLogin: string; toReset: string; close: string };
  errors: {
    notFoundAt: (path: string) => string;
    generalTitle: string;
    generalText: string;
    status: (status: number) => string;
    toHome: string;
    toCatalog: string;
  };
  cabinet: { toCabinet: string };
  admin: { title: string; toShop: string };
  pages: Record<PageKey, PageText>;
}

const ru: Dictionary = {
  langName: 'Русский',
  a11y: {
    skipToContent: 'Перейти к содержимому',
    mainNav: 'Основное меню',
    breadcrumbs: 'Навигационная цепочка',
    loading: 'Загрузка страницы',
    notifications: 'Уведомления',
  },
  header: {
    searchLabel: 'Поиск по каталогу',
    searchPlaceholder: 'Поиск полотна',
    searchSubmit: 'Найти',
    cart: 'Корзина',
    saved: 'Избранное',
    cabinet: 'Кабинет',
    login: 'Войти',
    menu: 'Меню',
    categoriesTab: 'Категории',
    navigationTab: 'Навигация',
    language: 'Язык',
  },
  theme: { label: 'Цветовая тема', light: 'Светлая', dark: 'Тёмная', system: 'Как в системе' },
  footer: {
    tagline: 'Трикотажное полотно оптом от производителя',
    customers: 'Покупателям',
    company: 'Компания',
    contacts: 'Контакты',
    facts: ['Москва и Московская область', 'Опт от 1 рулона, 20–25 кг', 'Отгрузка за 1–3 рабочих дня'],
    managers: 'Контакты менеджеров',
  },
  home: {
    heroTitle: 'Трикотажное полотно оптом от производителя',
    heroText: 'Продаём полотно швейным производствам Москвы и области от одного рулона и шьём изделия на заказ.',
    toCatalog: 'Перейти в каталог',
    toPrice: 'Запросить прайс-лист',
    facts: [
      { title: 'От 1 рулона', text: 'Рулон 20–25 кг, оптовая цена с первого рулона.' },
      { title: '1–3 рабочих дня', text: 'Стандартный срок комплектации заказа.' },
      { title: 'Москва и область', text: 'Доставка по Москве и Московской области.' },
      { title: '14 дней', text: 'На возврат и обмен при целой упаковке.' },
    ],
    forCustomers: 'Покупателям',
  },
  popups: {
    login: { title: 'Вход', description: 'Войдите по номеру телефона или e-mail и паролю.' },
    register: { title: 'Регистрация', description: 'Три шага: номер телефона, код из SMS и пароль.' },
    reset: { title: 'Восстановление пароля', description: 'Три шага: номер телефона, код из SMS и новый пароль.' },
    toRegister: 'Нет аккаунта? Зарегистрироваться',
    toLogin: 'Уже зарегистрированы? Войти',
    toReset: 'Забыли пароль?',
    close: 'Закрыть',
  },
  errors: {
    notFoundAt: (path) => `Страница не найдена: ${path}`,
    generalTitle: 'Что-то пошло не так',
    generalText: 'Мы не смогли показать эту страницу. Попробуйте обновить её чуть позже.',
    status: (status) => `Ошибка ${status}`,
    toHome: 'На главную',
    toCatalog: 'В каталог',
  },
  cabinet: { toCabinet: 'Открыть личный кабинет' },
  admin: { title: 'Управление магазином', toShop: 'Вернуться на сайт' },
  pages: {
    home: {
      title: 'Главная',
      description:
        'Трикотажное полотно оптом от производителя: каталог, условия заказа и доставки, личный кабинет клиента.',
    },
    notFound: {
      title: 'Страница не найдена',
      description: 'Такой страницы нет: возможно, адрес изменился или в нём опечатка. Начните с главной или каталога.',
    },
    catalog: {
      title: 'Каталог',
      description:
        'Трикотажное полотно по категориям: хиты продаж, популярное, новинки, новые поступления и рекомендации.',
    },
    filter: { title: 'Подбор полотна', description: 'Подберите полотно по составу, цвету, типу полотна и плотности.' },
    product: {
      title: 'Товар',
      description: 'Карточка полотна: фотографии, цвета, состав, плотность, характеристики и цена.',
    },
    stock: { title: 'Акции', description: 'Действующие акции и специальные предложения на полотно.' },
    price: {
      title: 'Прайс-лист и образцы',
      description:
        'Запросите прайс-лист, карту цветов или образцы тканей: укажите контакты и способ доставки, по умолчанию — самовывоз со склада.',
    },
    briefOrder: {
      title: 'Бриф на пошив',
      description: 'Скачайте бриф, заполните его и отправьте нам — мы рассчитаем заказ на пошив.',
    },
    cart: { title: 'Корзина', description: 'Выбранные полотна и цвета перед оформлением заказа.' },
    saved: { title: 'Избранное', description: 'Полотна, которые вы отложили, чтобы вернуться к ним позже.' },
    about: {
      title: 'О компании',
      description:
        'Производитель трикотажного полотна: продаём оптом швейным производствам и принимаем заказы на пошив.',
    },
    staff: { title: 'Сотрудники', description: 'Руководители проектов и сотрудники, к которым можно обратиться.' },
    requisites: {
      title: 'Реквизиты',
      description: 'Банковские и юридические реквизиты компании для договоров и счетов.',
    },
    garanty: {
      title: 'Гарантия качества',
      description:
        'Возврат и обмен в течение 14 дней с момента получения при наличии документа о покупке и целой упаковки.',
    },
    policy: {
      title: 'Политика конфиденциальности',
      description: 'Как мы собираем, храним и используем персональные данные клиентов.',
    },
    paymentTerms: {
      title: 'Условия оплаты',
      description: 'Оплата по безналичному расчёту или наличными в кассе; счёт резервирует товар на 3 рабочих дня.',
    },
    termsDelivery: {
      title: 'Условия доставки',
      description:
        'Доставка по Москве и Московской области; отгрузка только по оригиналу доверенности с синей печатью (форма 0315001).',
    },
    conditionsOrders: {
      title: 'Условия заказа',
      description: 'Опт от 1 рулона (20–25 кг); стандартная комплектация заказа — от 1 до 3 рабочих дней.',
    },
    contact: { title: 'Контакты', description: 'Контакты менеджеров отдела продаж и форма обратной связи.' },
    blog: { title: 'Блог', description: 'Статьи о трикотажном полотне: как выбрать, кроить и ухаживать.' },
    blogItem: { title: 'Статья блога', description: 'Статья из нашего блога и подборка других статей.' },
    news: {
      title: 'Новости',
      description: 'Новости компании: новые поступления, события и изменения в работе.',
    },
    newsItem: { title: 'Новость', description: 'Новость компании полностью.' },
    vacancies: { title: 'Вакансии', description: 'Открытые вакансии на производстве и в офисе.' },
    vacancyItem: { title: 'Вакансия', description: 'Обязанности, требования и что мы предлагаем.' },
    vacationItem: { title: 'Вакансия', description: 'Обязанности, требования и что мы предлагаем.' },
    cabinet: {
      title: 'Кабинет',
      description:
        'Управление магазином доступно только администраторам. Ваши заказы и личные данные — в личном кабинете.',
    },
    user: {
      title: 'Личный кабинет',
      description: 'Личные данные, история заказов, корзина, избранное, пароль и реквизиты компании.',
    },
    userCabinet: {
      title: 'Личные данные',
      description: 'Имя, e-mail, компания и адрес. Телефон изменить нельзя — это ваш логин.',
    },
    userHistory: { title: 'История заказов', description: 'Ваши заказы, сначала самые новые.' },
    userPassword: {
      title: 'Смена пароля',
      description: 'Введите текущий пароль и новый — не короче 6 символов.',
    },
    userRequisites: {
      title: 'Реквизиты компании',
      description: 'Загрузите реквизиты вашей компании, чтобы мы выставляли счета на неё.',
    },
    login: {
      title: 'Вход для администратора',
      description: 'Вход в панель управления магазином по телефону или e-mail и паролю.',
    },
    admin: {
      title: 'Панель управления',
      description: 'Управление магазином: товары, категории, пользователи, новости и блог.',
    },
    adminBlog: { title: 'Статьи блога', description: 'Создание, редактирование и публикация статей блога.' },
    adminNews: { title: 'Новости', description: 'Создание, редактирование и публикация новостей.' },
    adminUsers: { title: 'Пользователи', description: 'Все зарегистрированные клиенты, их заказы и роли.' },
    adminCategory: { title: 'Категории', description: 'Категории каталога: названия и фотографии.' },
    adminProducts: {
      title: 'Товары',
      description: 'Товары каталога: описание, характеристики, цены и остатки.',
    },
    adminOrders: { title: 'Заказы', description: 'Заказы клиентов: взвешивание, счета, оплата и отгрузка.' },
    adminRequests: { title: 'Заявки', description: 'Заявки на прайс-лист и образцы, обратная связь и брифы.' },
    adminVacancies: { title: 'Вакансии', description: 'Создание, редактирование и публикация вакансий.' },
    adminStaff: { title: 'Сотрудники', description: 'Руководители проектов и менеджеры: фото, должности и контакты.' },
    adminPromotions: { title: 'Акции', description: 'Акции на странице «Акции»: тексты, изображения и сроки.' },
    adminPages: {
      title: 'Страницы',
      description: 'Информационные страницы: о компании, условия, реквизиты, контакты.',
    },
  },
};

const uz: Dictionary = {
  langName: "O'zbekcha",
  a11y: {
    skipToContent: "Asosiy mazmunga o'tish",
    mainNav: 'Asosiy menyu',
    breadcrumbs: 'Navigatsiya zanjiri',
    loading: 'Sahifa yuklanmoqda',
    notifications: 'Bildirishnomalar',
  },
  header: {
    searchLabel: "Katalog bo'yicha qidiruv",
    searchPlaceholder: 'Mato qidirish',
    searchSubmit: 'Topish',
    cart: 'Savat',
    saved: 'Saralanganlar',
    cabinet: 'Kabinet',
    login: 'Kirish',
    menu: 'Menyu',
    categoriesTab: 'Toifalar',
    navigationTab: 'Navigatsiya',
    language: 'Til',
  },
  theme: { label: 'Rang mavzusi', light: "Yorug'", dark: "Qorong'i", system: 'Tizimdagidek' },
  footer: {
    tagline: 'Ishlab chiqaruvchidan ulgurji trikotaj mato',
    customers: 'Xaridorlar uchun',
    company: 'Kompaniya',
    contacts: 'Aloqa',
    facts: ['Moskva va Moskva viloyati', 'Ulgurji 1 rulondan, 20–25 kg', "1–3 ish kunida jo'natish"],
    managers: 'Menejerlar kontaktlari',
  },
  home: {
    heroTitle: 'Ishlab chiqaruvchidan ulgurji trikotaj mato',
    heroText:
      'Moskva va viloyatdagi tikuvchilik korxonalariga bitta rulondan mato sotamiz va buyurtma asosida mahsulot tikamiz.',
    toCatalog: "Katalogga o'tish",
    toPrice: "Narxlar ro'yxatini so'rash",
    facts: [
      { title: '1 rulondan', text: 'Rulon 20–25 kg, ulgurji narx birinchi rulondan.' },
      { title: '1–3 ish kuni', text: "Buyurtmani yig'ishning standart muddati." },
      { title: 'Moskva va viloyat', text: "Moskva va Moskva viloyati bo'ylab yetkazib berish." },
      { title: '14 kun', text: "Qadoq butun bo'lsa, qaytarish va almashtirish uchun." },
    ],
    forCustomers: 'Xaridorlar uchun',
  },
  popups: {
    login: { title: 'Kirish', description: 'Telefon raqami yoki e-mail va parol bilan kiring.' },
    register: { title: "Ro'yxatdan o'tish", description: 'Uch qadam: telefon raqami, SMS kodi va parol.' },
    reset: { title: 'Parolni tiklash', description: 'Uch qadam: telefon raqami, SMS kodi va yangi parol.' },
    toRegister: "Akkauntingiz yo'qmi? Ro'yxatdan o'ting",
    toLogin: "Ro'yxatdan o'tganmisiz? Kiring",
    toReset: 'Parolni unutdingizmi?',
    close: 'Yopish',
  },
  errors: {
    notFoundAt: (path) => `Sahifa topilmadi: ${path}`,
    generalTitle: 'Nimadir xato ketdi',
    generalText: "Bu sahifani ko'rsata olmadik. Birozdan keyin yangilab ko'ring.",
    status: (status) => `Xato ${status}`,
    toHome: 'Bosh sahifaga',
    toCatalog: 'Katalogga',
  },
  cabinet: { toCabinet: 'Shaxsiy kabinetni ochish' },
  admin: { title: "Do'konni boshqarish", toShop: 'Saytga qaytish' },
  pages: {
    home: {
      title: 'Bosh sahifa',
      description:
        'Ishlab chiqaruvchidan ulgurji trikotaj mato: katalog, buyurtma va yetkazib berish shartlari, mijozning shaxsiy kabineti.',
    },
    notFound: {
      title: 'Sahifa topilmadi',
      description:
        "Bunday sahifa yo'q: manzil o'zgargan yoki unda xato bo'lishi mumkin. Bosh sahifa yoki katalogdan boshlang.",
    },
    catalog: {
      title: 'Katalog',
      description:
        "Trikotaj mato toifalar bo'yicha: xitlar, ommabop, yangi mahsulotlar, yangi kelganlar va tavsiyalar.",
    },
    filter: { title: 'Mato tanlash', description: "Matoni tarkibi, rangi, turi va zichligi bo'yicha tanlang." },
    product: {
      title: 'Mahsulot',
      description: 'Mato kartochkasi: rasmlar, ranglar, tarkib, zichlik, xususiyatlar va narx.',
    },
    stock: { title: 'Aksiyalar', description: "Mato bo'yicha amaldagi aksiyalar va maxsus takliflar." },
    price: {
      title: 'Narxlar va namunalar',
      description:
        "Narxlar ro'yxati, ranglar kartasi yoki mato namunalarini so'rang: aloqa ma'lumotlari va yetkazib berish usulini ko'rsating, odatda — ombordan olib ketish.",
    },
    briefOrder: {
      title: 'Tikish uchun brif',
      description: "Brifni yuklab oling, to'ldiring va bizga yuboring — tikish buyurtmasini hisoblab beramiz.",
    },
    cart: { title: 'Savat', description: 'Buyurtma berishdan oldin tanlangan matolar va ranglar.' },
    saved: { title: 'Saralanganlar', description: "Keyinroq qaytish uchun saqlab qo'ygan matolaringiz." },
    about: {
      title: 'Kompaniya haqida',
      description:
        'Trikotaj mato ishlab chiqaruvchisi: tikuvchilik korxonalariga ulgurji sotamiz va tikish buyurtmalarini qabul qilamiz.',
    },
    staff: { title: 'Xodimlar', description: "Murojaat qilish mumkin bo'lgan loyiha rahbarlari va xodimlar." },
    requisites: {
      title: 'Rekvizitlar',
      description: 'Shartnomalar va hisob-fakturalar uchun kompaniyaning bank va yuridik rekvizitlari.',
    },
    garanty: {
      title: 'Sifat kafolati',
      description:
        "Xarid hujjati va butun qadoq bo'lsa, qabul qilingandan keyin 14 kun ichida qaytarish va almashtirish.",
    },
    policy: {
      title: 'Maxfiylik siyosati',
      description: "Mijozlarning shaxsiy ma'lumotlarini qanday yig'amiz, saqlaymiz va ishlatamiz.",
    },
    paymentTerms: {
      title: "To'lov shartlari",
      description: "Bank hisobi orqali yoki kassada naqd to'lov; hisob-faktura mahsulotni 3 ish kuni band qiladi.",
    },
    termsDelivery: {
      title: 'Yetkazib berish shartlari',
      description:
        "Moskva va Moskva viloyati bo'ylab yetkazib berish; jo'natish faqat ko'k muhrli ishonchnomaning asl nusxasi bilan (0315001 shakli).",
    },
    conditionsOrders: {
      title: 'Buyurtma shartlari',
      description: "Ulgurji 1 rulondan (20–25 kg); buyurtmani standart yig'ish — 1 dan 3 ish kunigacha.",
    },
    contact: { title: 'Aloqa', description: "Savdo bo'limi menejerlarining kontaktlari va qayta aloqa shakli." },
    blog: {
      title: 'Blog',
      description: 'Trikotaj mato haqida maqolalar: qanday tanlash, bichish va parvarish qilish.',
    },
    blogItem: { title: 'Blog maqolasi', description: 'Blogimizdagi maqola va boshqa maqolalar tanlovi.' },
    news: {
      title: 'Yangiliklar',
      description: "Kompaniya yangiliklari: yangi kelgan mahsulotlar, tadbirlar va ishdagi o'zgarishlar.",
    },
    newsItem: { title: 'Yangilik', description: "Kompaniya yangiligi to'liq." },
    vacancies: { title: "Bo'sh ish o'rinlari", description: "Ishlab chiqarish va ofisdagi bo'sh ish o'rinlari." },
    vacancyItem: { title: "Bo'sh ish o'rni", description: 'Vazifalar, talablar va biz nimani taklif qilamiz.' },
    vacationItem: { title: "Bo'sh ish o'rni", description: 'Vazifalar, talablar va biz nimani taklif qilamiz.' },
    cabinet: {
      title: 'Kabinet',
      description:
        "Do'konni boshqarish faqat administratorlar uchun. Buyurtmalaringiz va shaxsiy ma'lumotlaringiz — shaxsiy kabinetda.",
    },
    user: {
      title: 'Shaxsiy kabinet',
      description: "Shaxsiy ma'lumotlar, buyurtmalar tarixi, savat, saralanganlar, parol va kompaniya rekvizitlari.",
    },
    userCabinet: {
      title: "Shaxsiy ma'lumotlar",
      description: "Ism, e-mail, kompaniya va manzil. Telefonni o'zgartirib bo'lmaydi — bu sizning loginingiz.",
    },
    userHistory: { title: 'Buyurtmalar tarixi', description: 'Buyurtmalaringiz, eng yangilari birinchi.' },
    userPassword: {
      title: "Parolni o'zgartirish",
      description: 'Joriy parolni va yangisini kiriting — kamida 6 ta belgi.',
    },
    userRequisites: {
      title: 'Kompaniya rekvizitlari',
      description: 'Hisob-fakturalarni kompaniyangiz nomiga chiqarishimiz uchun uning rekvizitlarini yuklang.',
    },
    login: {
      title: 'Administrator kirishi',
      description: "Do'kon boshqaruv paneliga telefon yoki e-mail va parol bilan kirish.",
    },
    admin: {
      title: 'Boshqaruv paneli',
      description: "Do'konni boshqarish: mahsulotlar, toifalar, foydalanuvchilar, yangiliklar va blog.",
    },
    adminBlog: { title: 'Blog maqolalari', description: 'Blog maqolalarini yaratish, tahrirlash va nashr qilish.' },
    adminNews: { title: 'Yangiliklar', description: 'Yangiliklarni yaratish, tahrirlash va nashr qilish.' },
    adminUsers: {
      title: 'Foydalanuvchilar',
      description: "Barcha ro'yxatdan o'tgan mijozlar, ularning buyurtmalari va rollari.",
    },
    adminCategory: { title: 'Toifalar', description: 'Katalog toifalari: nomlari va rasmlari.' },
    adminProducts: {
      title: 'Mahsulotlar',
      description: 'Katalog mahsulotlari: tavsif, xususiyatlar, narxlar va qoldiqlar.',
    },
    adminOrders: {
      title: 'Buyurtmalar',
      description: "Mijozlar buyurtmalari: tortish, hisob-fakturalar, to'lov va jo'natish.",
    },
    adminRequests: {
      title: 'Arizalar',
      description: "Narxlar ro'yxati va namunalar uchun arizalar, fikr-mulohazalar va brieflar.",
    },
    adminVacancies: { title: 'Vakansiyalar', description: 'Vakansiyalarni yaratish, tahrirlash va nashr qilish.' },
    adminStaff: {
      title: 'Xodimlar',
      description: 'Loyiha rahbarlari va menejerlar: rasmlar, lavozimlar va kontaktlar.',
    },
    adminPromotions: {
      title: 'Aksiyalar',
      description: '«Aksiyalar» sahifasidagi aksiyalar: matnlar, rasmlar va muddatlar.',
    },
    adminPages: {
      title: 'Sahifalar',
      description: "Ma'lumot sahifalari: kompaniya haqida, shartlar, rekvizitlar, kontaktlar.",
    },
  },
};

const DICTIONARIES: Record<Lang, Dictionary> = { ru, uz };

/** The texts of the shop in `lang`. */
export function dictionary(lang: Lang): Dictionary {
  return DICTIONARIES[lang];
}
