/** The shop frame's texts in Uzbek (Latin script); only pages in this language load it (docs/decisions/006). */
import type { Dictionary } from './i18n';

export const uz: Dictionary = {
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
