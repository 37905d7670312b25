/** Texts of the customer's requisites and documents page. */
import type { CustomerType, Lang } from '@polotno/domain';
import { useLang } from '../../lib/use-lang';
import type { RequisitesField } from './requisites-fields';

type Labels = readonly [string, string];

export interface RequisitesText {
  intro: string;
  customerType: string;
  typeHints: Record<CustomerType, string>;
  fields: Record<RequisitesField, string>;
  hints: Partial<Record<RequisitesField, string>>;
  neededFor: (types: string) => string;
  optionalFor: (types: string) => string;
  bankTitle: string;
  save: Labels;
  saved: string;
  notSaved: string;
  documents: string;
  documentsIntro: string;
  noDocuments: string;
  file: string;
  fileHint: string;
  upload: Labels;
  uploaded: (name: string) => string;
  remove: Labels;
  removeConfirm: (name: string) => string;
  removed: string;
  size: (bytes: number) => string;
}

function size(bytes: number, kb: string, mb: string): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} ${mb}`;
  return `${Math.max(1, Math.round(bytes / 1024))} ${kb}`;
}

const ru: RequisitesText = {
  intro: 'Реквизиты попадут в счёт на оплату. Заполните их один раз — при оформлении заказа они подставятся сами.',
  customerType: 'Тип покупателя',
  typeHints: {
    llc: 'Организация: ИНН из 10 цифр, КПП, ОГРН и банк',
    entrepreneur: 'Индивидуальный предприниматель: ИНН из 12 цифр, ОГРНИП и банк',
    self_employed: 'Плательщик налога на профессиональный доход: ИНН из 12 цифр',
    private_person: 'Покупка без реквизитов, оплата наличными или переводом',
  },
  fields: {
    companyName: 'Название организации',
    name: 'ФИО',
    inn: 'ИНН',
    kpp: 'КПП',
    ogrn: 'ОГРН',
    ogrnip: 'ОГРНИП',
    address: 'Юридический адрес',
    bankName: 'Банк',
    bik: 'БИК',
    account: 'Расчётный счёт',
    corrAccount: 'Корреспондентский счёт',
  },
  hints: {
    companyName: 'Например: ООО «Швейная мастерская»',
    address: 'Индекс, город, улица, дом, офис',
  },
  neededFor: (types) => `Нужно для: ${types}`,
  optionalFor: (types) => `По желанию для: ${types}`,
  bankTitle: 'Банковские реквизиты',
  save: ['Сохранить реквизиты', 'Сохраняем…'],
  saved: 'Реквизиты сохранены — они будут в следующих счетах',
  notSaved: 'Реквизиты не сохранены: исправьте отмеченные поля',
  documents: 'Документы',
  documentsIntro:
    'Карточка предприятия, устав, доверенность — менеджер увидит их при подготовке счёта и отгрузки. PDF, DOC, DOCX, XLS, XLSX, JPEG, PNG или WebP до 10 МБ.',
  noDocuments: 'Документов пока нет.',
  file: 'Файл',
  fileHint: 'Один файл до 10 МБ',
  upload: ['Загрузить', 'Загружаем…'],
  uploaded: (name) => `Файл «${name}» загружен`,
  remove: ['Удалить', 'Удаляем…'],
  removeConfirm: (name) => `Удалить файл «${name}»?`,
  removed: 'Файл удалён',
  size: (bytes) => size(bytes, 'КБ', 'МБ'),
};

const uz: RequisitesText = {
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
  },
  hints: {
    companyName: 'Masalan: OOO «Tikuv ustaxonasi»',
    address: "Indeks, shahar, ko'cha, uy, ofis",
  },
  neededFor: (types) => `Kerak: ${types}`,
  optionalFor: (types) => `Ixtiyoriy: ${types}`,
  bankTitle: 'Bank rekvizitlari',
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
  size: (bytes) => size(bytes, 'KB', 'MB'),
};

const texts: Record<Lang, RequisitesText> = { ru, uz };

export function requisitesText(lang: Lang): RequisitesText {
  return texts[lang];
}

export function useRequisitesText(): RequisitesText {
  return texts[useLang()];
}
