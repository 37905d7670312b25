/** The requisites and documents texts in Uzbek; only pages in this language load it (requisites.i18n.ts). */
import { registerTexts } from '../../lib/texts';
import type { RequisitesText } from './requisites.i18n';

export const uz: RequisitesText = {
  intro:
    "Rekvizitlar to'lov hisobiga tushadi. Ularni bir marta to'ldiring — buyurtma rasmiylashtirilganda o'zi qo'yiladi.",
  customerType: 'Xaridor turi',
  typeHints: {
    llc: 'Tashkilot: 10 raqamli STIR, KPP, OGRN va bank',
    entrepreneur: 'Yakka tartibdagi tadbirkor: 12 raqamli STIR, OGRNIP va bank',
    self_employed: "Kasbiy daromad solig'i to'lovchisi: 12 raqamli STIR",
    private_person: "Rekvizitlarsiz xarid, naqd yoki o'tkazma orqali to'lov",
  },
  fields: {
    companyName: 'Tashkilot nomi',
    name: 'F.I.Sh.',
    inn: 'STIR (INN)',
    kpp: 'KPP',
    ogrn: 'OGRN',
    ogrnip: 'OGRNIP',
    address: 'Yuridik manzil',
    bankName: 'Bank',
    bik: 'BIK',
    account: 'Hisob raqami',
    corrAccount: 'Korrespondent hisob',
    edoId: 'EDO ishtirokchisi identifikatori',
  },
  hints: {
    companyName: 'Masalan: OOO «Tikuv ustaxonasi»',
    address: "Indeks, shahar, ko'cha, uy, ofis",
    edoId:
      'Operator bergandek: 2, operator kodi va 43 tagacha lotin harfi, raqam yoki «-», masalan 2BM-7707083893-773601001201801010000000',
  },
  neededFor: (types) => `Kerak: ${types}`,
  optionalFor: (types) => `Ixtiyoriy: ${types}`,
  bankTitle: 'Bank rekvizitlari',
  edoTitle: 'Elektron hujjat almashinuvi',
  edoIntro:
    "Agar hujjatlarni EDO operatori (Diadok, SBIS, Kontur va boshqalar) orqali qabul qilsangiz, identifikatoringizni kiriting: jo'natishdan keyin UPD operator uchun XML fayl sifatida ham bo'ladi.",
  save: ['Rekvizitlarni saqlash', 'Saqlanmoqda…'],
  saved: 'Rekvizitlar saqlandi — ular keyingi hisoblarda bo‘ladi',
  notSaved: 'Rekvizitlar saqlanmadi: belgilangan maydonlarni tuzating',
  documents: 'Hujjatlar',
  documentsIntro:
    "Korxona kartasi, ustav, ishonchnoma — menejer ularni hisob va jo'natishni tayyorlashda ko'radi. PDF, DOC, DOCX, XLS, XLSX, JPEG, PNG yoki WebP, 10 MB gacha.",
  noDocuments: "Hozircha hujjatlar yo'q.",
  file: 'Fayl',
  fileHint: '10 MB gacha bitta fayl',
  upload: ['Yuklash', 'Yuklanmoqda…'],
  uploaded: (name) => `«${name}» fayli yuklandi`,
  remove: ["O'chirish", "O'chirilmoqda…"],
  removeConfirm: (name) => `«${name}» faylini o'chirasizmi?`,
  removed: "Fayl o'chirildi",
  kb: 'KB',
  mb: 'MB',
};

registerTexts('uz', { requisites: uz });
