/** Texts of the back office's rolls: receiving a lot, the roll list, and the rolls of an order on the desk. */
import type { Lang } from '@polotno/domain';
import { plural } from '@polotno/domain/client';
import { useLang } from '../../lib/use-lang';

/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

export interface AdminRollsText {
  product: string;
  chooseProduct: string;
  findProduct: string;
  open: string;
  noProducts: string;
  nothingFound: (search: string) => string;
  receiveTitle: string;
  color: string;
  lot: string;
  lotHint: string;
  weights: string;
  weightsHint: string;
  band: (min: string, max: string) => string;
  width: string;
  grade: string;
  note: string;
  optional: string;
  preview: string;
  previewEmpty: string;
  previewCount: (rolls: number, kg: string) => string;
  previewErrors: (count: number) => string;
  row: string;
  typed: string;
  weightKg: string;
  check: string;
  ok: string;
  outOfBand: (min: string, max: string) => string;
  checkPreview: Labels;
  receive: Labels;
  fixFirst: string;
  received: (rolls: number, lot: string) => string;
  labels: string;
  rollsTitle: string;
  lotsTitle: string;
  status: string;
  allStatuses: string;
  existing: (rolls: number) => string;
  number: string;
  order: string;
  noRolls: string;
  lotSummary: (lot: string, rolls: number, range: string) => string;
  show: string;
  writeOff: Labels;
  restore: Labels;
  reason: string;
  writtenOff: (number: string) => string;
  restored: (number: string) => string;
  found: (total: number) => string;
  lotCounts: (reserved: number, shipped: number, writtenOff: number) => string;
  // The order desk
  swap: string;
  swapFor: string;
  swapReason: string;
  swapReasonHint: string;
  swapButton: Labels;
  swapped: (from: string, to: string) => string;
  /** The desk's list of the order's swaps: «Замены рулонов», and one swap's who and rolls. */
  swapsTitle: string;
  swapEntry: (who: string | null, from: string, to: string | null) => string;
  noCandidates: string;
  packingList: string;
  recordedWeights: string;
  kg: string;
}

const rollsRu = (count: number) => `${count} ${plural(count, 'рулон', 'рулона', 'рулонов')}`;

const ru: AdminRollsText = {
  product: 'Полотно',
  chooseProduct: 'Выберите полотно',
  findProduct: 'Найти по названию или артикулу',
  open: 'Открыть',
  noProducts: 'В каталоге нет полотен.',
  nothingFound: (search) => `По запросу «${search}» полотен не найдено.`,
  receiveTitle: 'Приёмка партии',
  color: 'Цвет',
  lot: 'Партия крашения',
  lotHint: 'Номер партии из документов красильни, например 2611',
  weights: 'Вес рулонов, кг',
  weightsHint: 'По одному на строку или вставьте столбец из весов или таблицы; 21,4 и 21.4 — одно и то же.',
  band: (min, max) => `допуск ${min}–${max} кг на рулон`,
  width: 'Ширина, см',
  grade: 'Сорт',
  note: 'Заметка',
  optional: 'необязательно',
  preview: 'Проверка перед сохранением',
  previewEmpty: 'Введите или вставьте вес рулонов — здесь появится проверка каждой строки.',
  previewCount: (rolls, kg) => `${rollsRu(rolls)}, всего ${kg} кг`,
  previewErrors: (count) => `Ошибок: ${count}. Исправьте их — партия сохраняется только целиком.`,
  row: '№',
  typed: 'Введено',
  weightKg: 'Вес, кг',
  check: 'Проверка',
  ok: 'В допуске',
  outOfBand: (min, max) => `Вне допуска ${min}–${max} кг`,
  checkPreview: ['Проверить', 'Проверяем…'],
  receive: ['Сохранить партию', 'Сохраняем…'],
  fixFirst: 'В партии есть ошибки — ничего не сохранено. Исправьте отмеченные строки.',
  received: (rolls, lot) => `Партия ${lot} принята: ${rollsRu(rolls)}`,
  labels: 'Этикетки рулонов (PDF)',
  rollsTitle: 'Рулоны',
  lotsTitle: 'Партии',
  status: 'Статус',
  allStatuses: 'Все статусы',
  existing: (rolls) => `Эта партия уже есть (${rollsRu(rolls)}): новые рулоны добавятся к ней.`,
  number: 'Рулон',
  order: 'Заказ',
  noRolls: 'У этого полотна пока нет учтённых рулонов: остаток ведётся числом.',
  lotSummary: (lot, rolls, range) => `Партия ${lot} — ${rollsRu(rolls)}, ${range} кг`,
  show: 'Показать',
  writeOff: ['Списать', 'Списываем…'],
  restore: ['Вернуть на склад', 'Возвращаем…'],
  reason: 'Причина',
  writtenOff: (number) => `Рулон ${number} списан`,
  restored: (number) => `Рулон ${number} снова на складе`,
  found: (total) => `Найдено рулонов: ${total}`,
  lotCounts: (reserved, shipped, writtenOff) => `в резерве ${reserved}, отгружено ${shipped}, списано ${writtenOff}`,
  swap: 'Заменить рулон',
  swapFor: 'На рулон',
  swapReason: 'Причина замены',
  swapReasonHint: 'Обязательно; сохранится в заказе с вашим именем',
  swapButton: ['Заменить', 'Заменяем…'],
  swapped: (from, to) => `Рулон ${from} заменён на ${to}`,
  swapsTitle: 'Замены рулонов',
  swapEntry: (who, from, to) => `${who ?? 'Менеджер'}: рулон ${from} → ${to ?? 'рулон удалён'}`,
  noCandidates: 'Свободных рулонов этого цвета нет',
  packingList: 'Упаковочный лист',
  recordedWeights: 'Вес — по учтённым рулонам, взвешивать не нужно.',
  kg: 'кг',
};

const uz: AdminRollsText = {
  product: 'Mato',
  chooseProduct: 'Matoni tanlang',
  findProduct: "Nomi yoki artikuli bo'yicha topish",
  open: 'Ochish',
  noProducts: "Katalogda mato yo'q.",
  nothingFound: (search) => `«${search}» so'rovi bo'yicha mato topilmadi.`,
  receiveTitle: 'Partiyani qabul qilish',
  color: 'Rang',
  lot: "Bo'yash partiyasi",
  lotHint: "Bo'yoqxona hujjatlaridagi partiya raqami, masalan 2611",
  weights: "Rulonlar og'irligi, kg",
  weightsHint: "Har qatorga bittadan yoki tarozi yoki jadvaldan ustunni qo'ying; 21,4 va 21.4 — bir xil.",
  band: (min, max) => `ruxsat: bir rulon uchun ${min}–${max} kg`,
  width: 'Eni, sm',
  grade: 'Nav',
  note: 'Izoh',
  optional: 'ixtiyoriy',
  preview: 'Saqlashdan oldin tekshirish',
  previewEmpty: "Rulonlar og'irligini kiriting yoki qo'ying — bu yerda har bir qatorning tekshiruvi chiqadi.",
  previewCount: (rolls, kg) => `${rolls} ta rulon, jami ${kg} kg`,
  previewErrors: (count) => `Xatolar: ${count}. Ularni tuzating — partiya faqat to'liq saqlanadi.`,
  row: '№',
  typed: 'Kiritilgan',
  weightKg: "Og'irlik, kg",
  check: 'Tekshiruv',
  ok: "Me'yorda",
  outOfBand: (min, max) => `${min}–${max} kg oralig'idan tashqarida`,
  checkPreview: ['Tekshirish', 'Tekshirilmoqda…'],
  receive: ['Partiyani saqlash', 'Saqlanmoqda…'],
  fixFirst: 'Partiyada xatolar bor — hech narsa saqlanmadi. Belgilangan qatorlarni tuzating.',
  received: (rolls, lot) => `${lot} partiya qabul qilindi: ${rolls} ta rulon`,
  labels: 'Rulon yorliqlari (PDF)',
  rollsTitle: 'Rulonlar',
  lotsTitle: 'Partiyalar',
  status: 'Holat',
  allStatuses: 'Barcha holatlar',
  existing: (rolls) => `Bu partiya allaqachon bor (${rolls} ta rulon): yangi rulonlar unga qo'shiladi.`,
  number: 'Rulon',
  order: 'Buyurtma',
  noRolls: "Bu matoning hisobga olingan rulonlari hali yo'q: qoldiq son bilan yuritiladi.",
  lotSummary: (lot, rolls, range) => `${lot} partiya — ${rolls} ta rulon, ${range} kg`,
  show: "Ko'rsatish",
  writeOff: ['Hisobdan chiqarish', 'Chiqarilmoqda…'],
  restore: ['Omborga qaytarish', 'Qaytarilmoqda…'],
  reason: 'Sabab',
  writtenOff: (number) => `${number} rulon hisobdan chiqarildi`,
  restored: (number) => `${number} rulon yana omborda`,
  found: (total) => `Topilgan rulonlar: ${total}`,
  lotCounts: (reserved, shipped, writtenOff) =>
    `zaxirada ${reserved}, jo'natilgan ${shipped}, hisobdan chiqarilgan ${writtenOff}`,
  swap: 'Rulonni almashtirish',
  swapFor: 'Qaysi rulonga',
  swapReason: 'Almashtirish sababi',
  swapReasonHint: 'Majburiy; buyurtmada ismingiz bilan saqlanadi',
  swapButton: ['Almashtirish', 'Almashtirilmoqda…'],
  swapped: (from, to) => `${from} rulon ${to} ga almashtirildi`,
  swapsTitle: 'Rulon almashtirishlari',
  swapEntry: (who, from, to) => `${who ?? 'Menejer'}: ${from} rulon → ${to ?? "rulon o'chirilgan"}`,
  noCandidates: "Bu rangdagi bo'sh rulonlar yo'q",
  packingList: "Qadoqlash varag'i",
  recordedWeights: "Og'irlik — hisobga olingan rulonlar bo'yicha, tortish shart emas.",
  kg: 'kg',
};

const texts: Record<Lang, AdminRollsText> = { ru, uz };

export function adminRollsText(lang: Lang): AdminRollsText {
  return texts[lang];
}

export function useAdminRollsText(): AdminRollsText {
  return texts[useLang()];
}
