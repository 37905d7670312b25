/** The ordering texts in Uzbek, in Latin script; only Uzbek pages that show them load it (orders.i18n.ts). */
import type { OrdersText } from './orders.i18n';
import { registerTexts } from '../../lib/texts';

const rollsUz = (count: number) => `${count} rulon`;

export const uz: OrdersText = {
  rolls: rollsUz,
  addToCart: ['Savatga', "Qo'shilmoqda…"],
  save: ['Saralanganlarga', 'Saqlanmoqda…'],
  unsave: ['Saralanganlardan olib tashlash', 'Olib tashlanmoqda…'],
  savedState: 'Mato saralanganlarda',
  available: (rolls) => `${rollsUz(rolls)}gacha buyurtma qilish mumkin`,
  added: (rolls, color, inCart) =>
    `Savatga qo'shildi: ${rollsUz(rolls)}${color ? `, rang «${color}»` : ''}. Savatda jami ${rollsUz(inCart)}.`,
  toCart: "Savatga o'tish",
  savedAdded: "Mato saralanganlarga qo'shildi",
  savedRemoved: 'Mato saralanganlardan olib tashlandi',
  stockShortAdd: (requested, available) =>
    `Savat bilan birga ${rollsUz(requested)} kerak, omborda ${rollsUz(available)} bor.`,
  emptyCart: "Savat hozircha bo'sh. Katalogdan mato tanlang — ulgurji bir rulondan.",
  toCatalog: "Katalogga o'tish",
  cartLines: 'Savatdagi matolar',
  product: 'Mato',
  article: 'Artikul',
  color: 'Rang',
  pricePerKg: 'Narxi (1 kg)',
  rollsCount: 'Rulonlar',
  estimate: 'Taxminan',
  update: ["O'zgartirish", 'Saqlanmoqda…'],
  remove: ["O'chirish", "O'chirilmoqda…"],
  clearCart: ['Savatni tozalash', 'Tozalanmoqda…'],
  cartUpdated: "Rulonlar soni o'zgartirildi",
  lineRemoved: "Pozitsiya savatdan o'chirildi",
  cartCleared: 'Savat tozalandi',
  onlyInStock: (available) => `Omborda faqat ${rollsUz(available)}`,
  totalRolls: (rolls) => `Jami ${rollsUz(rolls)}`,
  estimateNote:
    "Rulon 20–25 kg keladi, shuning uchun tortishdan oldin summa oraliq bo'ladi. Hisob haqiqiy og'irlik bo'yicha beriladi.",
  checkoutTitle: 'Buyurtmani rasmiylashtirish',
  deliveryMethod: 'Olish usuli',
  deliveryMethods: {
    pickup: "Ombordan o'zi olib ketish",
    moscow: "Moskva va Moskva viloyati bo'ylab yetkazib berish",
    transport_company: 'Transport kompaniyasiga topshirish',
  },
  paymentMethod: "To'lov",
  paymentMethods: { bank_transfer: "Hisob bo'yicha naqd pulsiz", cash: 'Kassada naqd pul bilan' },
  comment: 'Buyurtmaga izoh',
  optional: 'ixtiyoriy',
  buyer: 'Xaridor',
  inn: 'INN',
  noRequisites: (name) => `Rekvizitlar to'ldirilmagan: buyurtma jismoniy shaxs nomiga rasmiylashtiriladi — ${name}.`,
  fillRequisites: "Rekvizitlarni to'ldirish",
  changeRequisites: "Rekvizitlarni o'zgartirish",
  placeOrder: ['Buyurtma berish', 'Rasmiylashtirilmoqda…'],
  reserveNote:
    "Rulonlar darhol zaxiraga olinadi. Menejer ularni tortib, hisob beradi; hisob bo'yicha zaxira 3 ish kuni saqlanadi.",
  shortTitle: 'Buyurtma rasmiylashtirilmadi: omborda rulonlar yetarli emas',
  requested: 'Kerak',
  inStock: 'Omborda',
  placed: (id) => `${id}-sonli buyurtma rasmiylashtirildi. Menejer rulonlarni tortib, hisob beradi.`,
  noOrders: "Hozircha buyurtmalar yo'q.",
  orderTitle: (id) => `Buyurtma № ${id}`,
  placedOn: (date) => `${date} (Moskva vaqti)`,
  status: 'Holati',
  lines: 'Buyurtma pozitsiyalari',
  actualWeight: "Haqiqiy og'irlik",
  amount: 'Summa',
  beforeWeighing: 'Tortishdan oldingi taxmin',
  totalWithVat: 'QQS bilan jami',
  vat: (percent, amount) => `shu jumladan QQS ${percent}%: ${amount}`,
  reserveUntil: (date) => `Rulonlar ${date} kuni oxirigacha zaxirada`,
  managerNote: 'Menejer izohi',
  yourComment: 'Sizning izohingiz',
  cancelOrder: ['Buyurtmani bekor qilish', 'Bekor qilinmoqda…'],
  cancelled: (id) => `${id}-sonli buyurtma bekor qilindi, rulonlar omborga qaytdi`,
  reorder: ['Buyurtmani takrorlash', "Qo'shilmoqda…"],
  reordered: (id) => `${id}-sonli buyurtma pozitsiyalari bugungi narxlarda savatga qo'shildi`,
  reorderedPartly: (id) => `${id}-sonli buyurtmadan omborda borlari bugungi narxlarda savatga qo'shildi`,
  unavailableTitle: "Hammasi qo'shilmadi:",
  unavailable: (line) => {
    const what = `${line.name}${line.color ? `, ${line.color}` : ''} (${rollsUz(line.requested)})`;
    const why = {
      gone: 'mahsulot endi sotilmaydi',
      hidden: 'mahsulot sotuvdan olingan',
      color_gone: "bu rang endi yo'q",
      short: line.available > 0 ? `omborda faqat ${rollsUz(line.available)}` : "omborda yo'q",
    }[line.reason];
    return `${what} — ${why}`;
  },
  invoice: "To'lov uchun hisob (PDF)",
  noSaved: "Saralanganlar hozircha bo'sh. Mahsulot sahifasida matolarni yurakcha bilan belgilang.",
  removeSaved: ['Saralanganlardan olib tashlash', 'Olib tashlanmoqda…'],
  savedGone: (id) => `${id}-sonli mato endi sotilmaydi`,
  accountantNoOrders: 'Buxgalter buyurtma bermaydi — buni egasi va xaridorlar qiladi.',
};

registerTexts('uz', { orders: uz });
