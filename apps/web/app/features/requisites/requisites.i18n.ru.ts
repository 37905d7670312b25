/** The requisites and documents texts in Russian; only pages in this language load it (requisites.i18n.ts). */
import { registerTexts } from '../../lib/texts';
import type { RequisitesText } from './requisites.i18n';

export const ru: RequisitesText = {
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
    edoId: 'Идентификатор участника ЭДО',
  },
  hints: {
    companyName: 'Например: ООО «Швейная мастерская»',
    address: 'Индекс, город, улица, дом, офис',
    edoId:
      'Как его выдал оператор: 2, код оператора и до 43 латинских букв, цифр или «-», например 2BM-7707083893-773601001201801010000000',
  },
  neededFor: (types) => `Нужно для: ${types}`,
  optionalFor: (types) => `По желанию для: ${types}`,
  bankTitle: 'Банковские реквизиты',
  edoTitle: 'Электронный документооборот',
  edoIntro:
    'Если вы принимаете документы через оператора ЭДО (Диадок, СБИС, Контур и другие), укажите свой идентификатор: после отгрузки УПД будет и файлом XML для оператора.',
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
  kb: 'КБ',
  mb: 'МБ',
};

registerTexts('ru', { requisites: ru });
