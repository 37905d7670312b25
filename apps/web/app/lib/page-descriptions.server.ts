/**
 * What each page is for, in both languages: its meta description and the lead paragraph under its heading.
 * Server-only, so the browser never downloads the descriptions of every page (docs/decisions/006): the
 * language layouts' loader sends the one of the page being shown (`lib/page-description.ts`).
 */
import type { Lang } from '@polotno/domain/client';
import { matchPath } from 'react-router';
import { stripLang } from './locale';
import { PAGES, type PageKey } from './pages';

const DESCRIPTIONS: Record<Lang, Record<PageKey, string>> = {
  ru: {
    home: 'Трикотажное полотно оптом от производителя: каталог, условия заказа и доставки, личный кабинет клиента.',
    notFound: 'Такой страницы нет: возможно, адрес изменился или в нём опечатка. Начните с главной или каталога.',
    catalog: 'Трикотажное полотно по категориям: хиты продаж, популярное, новинки, новые поступления и рекомендации.',
    filter: 'Подберите полотно по составу, цвету, типу полотна и плотности.',
    product: 'Карточка полотна: фотографии, цвета, состав, плотность, характеристики и цена.',
    stock: 'Действующие акции и специальные предложения на полотно.',
    price:
      'Запросите прайс-лист, карту цветов или образцы тканей: укажите контакты и способ доставки, по умолчанию — самовывоз со склада.',
    briefOrder: 'Скачайте бриф, заполните его и отправьте нам — мы рассчитаем заказ на пошив.',
    cart: 'Выбранные полотна и цвета перед оформлением заказа.',
    saved: 'Полотна, которые вы отложили, чтобы вернуться к ним позже.',
    about: 'Производитель трикотажного полотна: продаём оптом швейным производствам и принимаем заказы на пошив.',
    staff: 'Руководители проектов и сотрудники, к которым можно обратиться.',
    requisites: 'Банковские и юридические реквизиты компании для договоров и счетов.',
    garanty: 'Возврат и обмен в течение 14 дней с момента получения при наличии документа о покупке и целой упаковки.',
    policy: 'Как мы собираем, храним и используем персональные данные клиентов.',
    paymentTerms: 'Оплата по безналичному расчёту или наличными в кассе; счёт резервирует товар на 3 рабочих дня.',
    termsDelivery:
      'Доставка по Москве и Московской области; отгрузка только по оригиналу доверенности с синей печатью (форма 0315001).',
    conditionsOrders: 'Опт от 1 рулона (20–25 кг); стандартная комплектация заказа — от 1 до 3 рабочих дней.',
    contact: 'Контакты менеджеров отдела продаж и форма обратной связи.',
    blog: 'Статьи о трикотажном полотне: как выбрать, кроить и ухаживать.',
    blogItem: 'Статья из нашего блога и подборка других статей.',
    news: 'Новости компании: новые поступления, события и изменения в работе.',
    newsItem: 'Новость компании полностью.',
    vacancies: 'Открытые вакансии на производстве и в офисе.',
    vacancyItem: 'Обязанности, требования и что мы предлагаем.',
    vacationItem: 'Обязанности, требования и что мы предлагаем.',
    cabinet: 'Управление магазином доступно только администраторам. Ваши заказы и личные данные — в личном кабинете.',
    user: 'Личные данные, история заказов, корзина, избранное, пароль и реквизиты компании.',
    userCabinet: 'Имя, e-mail, компания и адрес. Телефон изменить нельзя — это ваш логин.',
    userHistory: 'Ваши заказы, сначала самые новые.',
    userPassword: 'Введите текущий пароль и новый — не короче 6 символов.',
    userRequisites: 'Загрузите реквизиты вашей компании, чтобы мы выставляли счета на неё.',
    userCompany: 'Сотрудники вашей компании: роли, лимиты закупщиков и приглашения.',
    invite: 'Приглашение присоединиться к компании на Polotno.',
    login: 'Вход в панель управления магазином по телефону или e-mail и паролю.',
    admin: 'Управление магазином: товары, категории, пользователи, новости и блог.',
    adminBlog: 'Создание, редактирование и публикация статей блога.',
    adminNews: 'Создание, редактирование и публикация новостей.',
    adminUsers: 'Все зарегистрированные клиенты, их заказы и роли.',
    adminCompanies: 'Компании клиентов: реквизиты, участники и их роли, заказы и долг.',
    adminCategory: 'Категории каталога: названия и фотографии.',
    adminProducts: 'Товары каталога: описание, характеристики, цены и остатки.',
    adminOrders: 'Заказы клиентов: взвешивание, счета, оплата и отгрузка.',
    adminRolls: 'Приёмка партии из красильни: вес каждого рулона, этикетки; рулоны товара по партиям и статусам.',
    adminRequests: 'Заявки на прайс-лист и образцы, обратная связь и брифы.',
    adminVacancies: 'Создание, редактирование и публикация вакансий.',
    adminStaff: 'Руководители проектов и менеджеры: фото, должности и контакты.',
    adminPromotions: 'Акции на странице «Акции»: тексты, изображения и сроки.',
    adminPages: 'Информационные страницы: о компании, условия, реквизиты, контакты.',
    adminExchange: 'Обмен с 1С: что ввести в 1С, настройки, сеансы обмена, расхождения и повторная отправка заказов.',
    adminAudit:
      'Кто, когда и что изменил в панели управления: товары, остатки, цены, заказы, содержимое, пользователи, настройки.',
  },
  uz: {
    home: 'Ishlab chiqaruvchidan ulgurji trikotaj mato: katalog, buyurtma va yetkazib berish shartlari, mijozning shaxsiy kabineti.',
    notFound:
      "Bunday sahifa yo'q: manzil o'zgargan yoki unda xato bo'lishi mumkin. Bosh sahifa yoki katalogdan boshlang.",
    catalog: "Trikotaj mato toifalar bo'yicha: xitlar, ommabop, yangi mahsulotlar, yangi kelganlar va tavsiyalar.",
    filter: "Matoni tarkibi, rangi, turi va zichligi bo'yicha tanlang.",
    product: 'Mato kartochkasi: rasmlar, ranglar, tarkib, zichlik, xususiyatlar va narx.',
    stock: "Mato bo'yicha amaldagi aksiyalar va maxsus takliflar.",
    price:
      "Narxlar ro'yxati, ranglar kartasi yoki mato namunalarini so'rang: aloqa ma'lumotlari va yetkazib berish usulini ko'rsating, odatda — ombordan olib ketish.",
    briefOrder: "Brifni yuklab oling, to'ldiring va bizga yuboring — tikish buyurtmasini hisoblab beramiz.",
    cart: 'Buyurtma berishdan oldin tanlangan matolar va ranglar.',
    saved: "Keyinroq qaytish uchun saqlab qo'ygan matolaringiz.",
    about:
      'Trikotaj mato ishlab chiqaruvchisi: tikuvchilik korxonalariga ulgurji sotamiz va tikish buyurtmalarini qabul qilamiz.',
    staff: "Murojaat qilish mumkin bo'lgan loyiha rahbarlari va xodimlar.",
    requisites: 'Shartnomalar va hisob-fakturalar uchun kompaniyaning bank va yuridik rekvizitlari.',
    garanty: "Xarid hujjati va butun qadoq bo'lsa, qabul qilingandan keyin 14 kun ichida qaytarish va almashtirish.",
    policy: "Mijozlarning shaxsiy ma'lumotlarini qanday yig'amiz, saqlaymiz va ishlatamiz.",
    paymentTerms: "Bank hisobi orqali yoki kassada naqd to'lov; hisob-faktura mahsulotni 3 ish kuni band qiladi.",
    termsDelivery:
      "Moskva va Moskva viloyati bo'ylab yetkazib berish; jo'natish faqat ko'k muhrli ishonchnomaning asl nusxasi bilan (0315001 shakli).",
    conditionsOrders: "Ulgurji 1 rulondan (20–25 kg); buyurtmani standart yig'ish — 1 dan 3 ish kunigacha.",
    contact: "Savdo bo'limi menejerlarining kontaktlari va qayta aloqa shakli.",
    blog: 'Trikotaj mato haqida maqolalar: qanday tanlash, bichish va parvarish qilish.',
    blogItem: 'Blogimizdagi maqola va boshqa maqolalar tanlovi.',
    news: "Kompaniya yangiliklari: yangi kelgan mahsulotlar, tadbirlar va ishdagi o'zgarishlar.",
    newsItem: "Kompaniya yangiligi to'liq.",
    vacancies: "Ishlab chiqarish va ofisdagi bo'sh ish o'rinlari.",
    vacancyItem: 'Vazifalar, talablar va biz nimani taklif qilamiz.',
    vacationItem: 'Vazifalar, talablar va biz nimani taklif qilamiz.',
    cabinet:
      "Do'konni boshqarish faqat administratorlar uchun. Buyurtmalaringiz va shaxsiy ma'lumotlaringiz — shaxsiy kabinetda.",
    user: "Shaxsiy ma'lumotlar, buyurtmalar tarixi, savat, saralanganlar, parol va kompaniya rekvizitlari.",
    userCabinet: "Ism, e-mail, kompaniya va manzil. Telefonni o'zgartirib bo'lmaydi — bu sizning loginingiz.",
    userHistory: 'Buyurtmalaringiz, eng yangilari birinchi.',
    userPassword: 'Joriy parolni va yangisini kiriting — kamida 6 ta belgi.',
    userRequisites: 'Hisob-fakturalarni kompaniyangiz nomiga chiqarishimiz uchun uning rekvizitlarini yuklang.',
    userCompany: 'Kompaniyangiz xodimlari: rollar, xaridorlar limitlari va takliflar.',
    invite: 'Polotno’dagi kompaniyaga qo‘shilish taklifi.',
    login: "Do'kon boshqaruv paneliga telefon yoki e-mail va parol bilan kirish.",
    admin: "Do'konni boshqarish: mahsulotlar, toifalar, foydalanuvchilar, yangiliklar va blog.",
    adminBlog: 'Blog maqolalarini yaratish, tahrirlash va nashr qilish.',
    adminNews: 'Yangiliklarni yaratish, tahrirlash va nashr qilish.',
    adminUsers: "Barcha ro'yxatdan o'tgan mijozlar, ularning buyurtmalari va rollari.",
    adminCompanies: "Mijozlarning kompaniyalari: rekvizitlar, a'zolar va ularning rollari, buyurtmalar va qarz.",
    adminCategory: 'Katalog toifalari: nomlari va rasmlari.',
    adminProducts: 'Katalog mahsulotlari: tavsif, xususiyatlar, narxlar va qoldiqlar.',
    adminOrders: "Mijozlar buyurtmalari: tortish, hisob-fakturalar, to'lov va jo'natish.",
    adminRolls:
      "Bo'yoqxonadan partiyani qabul qilish: har bir rulonning og'irligi, yorliqlar; mahsulot rulonlari partiya va holat bo'yicha.",
    adminRequests: "Narxlar ro'yxati va namunalar uchun arizalar, fikr-mulohazalar va brieflar.",
    adminVacancies: 'Vakansiyalarni yaratish, tahrirlash va nashr qilish.',
    adminStaff: 'Loyiha rahbarlari va menejerlar: rasmlar, lavozimlar va kontaktlar.',
    adminPromotions: '«Aksiyalar» sahifasidagi aksiyalar: matnlar, rasmlar va muddatlar.',
    adminPages: "Ma'lumot sahifalari: kompaniya haqida, shartlar, rekvizitlar, kontaktlar.",
    adminExchange:
      '1C bilan almashinuv: 1C ga nima kiritiladi, sozlamalar, almashinuv seanslari, farqlar va buyurtmalarni qayta yuborish.',
    adminAudit:
      "Boshqaruv panelida kim, qachon va nimani o'zgartirdi: mahsulotlar, qoldiqlar, narxlar, buyurtmalar, kontent, foydalanuvchilar, sozlamalar.",
  },
};

const KEYS = Object.keys(PAGES) as PageKey[];

/** The page at `pathname` in the route table (either language); an address of no page is "not found". */
export function pageAt(pathname: string): PageKey {
  const path = stripLang(pathname);
  return KEYS.find((key) => matchPath(PAGES[key].path, path)) ?? 'notFound';
}

/** What `page` is for, in `lang`. */
export function pageDescription(page: PageKey, lang: Lang): string {
  return DESCRIPTIONS[lang][page];
}
