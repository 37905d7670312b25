/** The Telegram link's texts in Russian; only pages in this language load it (telegram.i18n.ts). */
import { registerTexts } from '../../lib/texts';
import type { TelegramText } from './telegram.i18n';

export const ru: TelegramText = {
  title: 'Telegram',
  intro: 'Подключите Telegram — бот магазина пришлёт уведомления о заказах, счета и документы прямо в чат.',
  off: 'Telegram-бот магазина сейчас не подключён.',
  connect: ['Подключить Telegram', 'Готовим ссылку…'],
  open: 'Открыть Telegram',
  linkHint: (bot) =>
    `Ссылка действует 15 минут и срабатывает один раз. Если Telegram не открылся, отправьте боту @${bot} эту команду:`,
  chats: 'Подключённые чаты',
  linkedAt: (date) => `подключён ${date}`,
  disconnect: ['Отключить Telegram', 'Отключаем…'],
  disconnected: 'Telegram отключён: уведомления больше не придут.',
  adminTitle: 'Telegram менеджеров',
  adminIntro:
    'Сюда приходят новые заказы (с кнопками «Подтвердить» и «Открыть»), заявки, оплаты и заканчивающиеся цвета.',
  configured: (count) => `Чатов из настроек (TELEGRAM_MANAGER_CHATS): ${count}`,
  getCode: ['Получить код', 'Готовим код…'],
  codeHint: (bot) =>
    `Код действует 15 минут и срабатывает один раз. Отправьте боту @${bot} (или в группу, куда он добавлен) эту команду:`,
  addToGroup: 'Добавить бота в группу',
  noChats: 'Подключённых чатов пока нет.',
  unlink: ['Отвязать', 'Отвязываем…'],
  unlinked: 'Чат отвязан.',
};

registerTexts('ru', { telegram: ru });
