/** The Telegram link's texts in Uzbek; only pages in this language load it (telegram.i18n.ts). */
import { registerTexts } from '../../lib/texts';
import type { TelegramText } from './telegram.i18n';

export const uz: TelegramText = {
  title: 'Telegram',
  intro:
    "Telegramni ulang — do'kon boti buyurtmalar haqidagi xabarlar, hisoblar va hujjatlarni to'g'ridan-to'g'ri chatga yuboradi.",
  off: "Do'konning Telegram boti hozircha ulanmagan.",
  connect: ['Telegramni ulash', 'Havola tayyorlanmoqda…'],
  open: 'Telegramni ochish',
  linkHint: (bot) =>
    `Havola 15 daqiqa amal qiladi va bir marta ishlaydi. Telegram ochilmasa, @${bot} botiga ushbu buyruqni yuboring:`,
  chats: 'Ulangan chatlar',
  linkedAt: (date) => `${date} ulangan`,
  disconnect: ["Telegramni o'chirish", "O'chirilmoqda…"],
  disconnected: "Telegram o'chirildi: bildirishnomalar endi kelmaydi.",
  adminTitle: 'Menejerlar Telegrami',
  adminIntro:
    "Bu yerga yangi buyurtmalar («Tasdiqlash» va «Ochish» tugmalari bilan), arizalar, to'lovlar va tugayotgan ranglar keladi.",
  configured: (count) => `Sozlamalardagi chatlar (TELEGRAM_MANAGER_CHATS): ${count}`,
  getCode: ['Kod olish', 'Kod tayyorlanmoqda…'],
  codeHint: (bot) =>
    `Kod 15 daqiqa amal qiladi va bir marta ishlaydi. Uni @${bot} botiga (yoki u qo'shilgan guruhga) buyruq sifatida yuboring:`,
  addToGroup: "Botni guruhga qo'shish",
  noChats: "Hozircha ulangan chatlar yo'q.",
  unlink: ['Uzish', 'Uzilmoqda…'],
  unlinked: 'Chat uzildi.',
};

registerTexts('uz', { telegram: uz });
