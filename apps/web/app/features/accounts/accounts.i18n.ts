/** Texts of the login, registration and reset popups, the cabinet and the back office's user pages. */
import type { Lang } from '@polotno/domain';
import { useLang } from '../../lib/use-lang';

export interface AccountsText {
  phone: string;
  phonePlaceholder: string;
  code: string;
  codeSentTo: (phone: string) => string;
  name: string;
  email: string;
  company: string;
  address: string;
  password: string;
  newPassword: string;
  currentPassword: string;
  confirmation: string;
  login: string;
  loginPlaceholder: string;
  steps: (step: number) => string;
  sendCode: [string, string];
  confirm: [string, string];
  create: [string, string];
  signIn: [string, string];
  savePassword: [string, string];
  save: [string, string];
  resend: [string, string];
  resendIn: (seconds: number) => string;
  remainingSms: (count: number) => string;
  changePhone: string;
  passwordMismatch: string;
  passwordHint: string;
  logout: string;
  hello: (name: string) => string;
  phoneReadOnly: string;
  profileSaved: string;
  passwordSaved: string;
  role: string;
  roles: { USER: string; ADMIN: string };
  blocked: string;
  active: string;
  block: [string, string];
  unblock: [string, string];
  makeAdmin: [string, string];
  makeUser: [string, string];
  searchUsers: string;
  searchUsersPlaceholder: string;
  find: string;
  usersFound: (count: number) => string;
  noUsers: string;
  registered: string;
  you: string;
  stock: string;
  saveStock: [string, string];
  stockSaved: (name: string, count: number) => string;
  searchProducts: string;
  product: string;
  price: string;
  open: string;
}

const ru: AccountsText = {
  phone: 'Номер телефона',
  phonePlaceholder: '+7 (___) ___-____',
  code: 'Код из SMS',
  codeSentTo: (phone) => `Мы отправили код на ${phone}.`,
  name: 'Имя',
  email: 'E-mail',
  company: 'Компания',
  address: 'Адрес',
  password: 'Пароль',
  newPassword: 'Новый пароль',
  currentPassword: 'Текущий пароль',
  confirmation: 'Повторите пароль',
  login: 'Телефон или e-mail',
  loginPlaceholder: '+7 (999) 123-4567 или mail@example.ru',
  steps: (step) => `Шаг ${step} из 3`,
  sendCode: ['Получить код', 'Отправляем…'],
  confirm: ['Подтвердить', 'Проверяем…'],
  create: ['Создать аккаунт', 'Создаём…'],
  signIn: ['Войти', 'Входим…'],
  savePassword: ['Сохранить пароль', 'Сохраняем…'],
  save: ['Сохранить', 'Сохраняем…'],
  resend: ['Отправить код ещё раз', 'Отправляем…'],
  resendIn: (seconds) => `Повторная отправка через ${seconds} с`,
  remainingSms: (count) => `Осталось отправок SMS: ${count}`,
  changePhone: 'Изменить номер',
  passwordMismatch: 'Пароли не совпадают',
  passwordHint: 'Не короче 6 символов.',
  logout: 'Выйти',
  hello: (name) => `Здравствуйте, ${name}`,
  phoneReadOnly: 'Телефон — ваш логин, его изменить нельзя.',
  profileSaved: 'Данные сохранены',
  passwordSaved: 'Пароль изменён',
  role: 'Роль',
  roles: { USER: 'Клиент', ADMIN: 'Администратор' },
  blocked: 'Заблокирован',
  active: 'Активен',
  block: ['Заблокировать', 'Блокируем…'],
  unblock: ['Разблокировать', 'Разблокируем…'],
  makeAdmin: ['Сделать администратором', 'Меняем…'],
  makeUser: ['Сделать клиентом', 'Меняем…'],
  searchUsers: 'Поиск пользователей',
  searchUsersPlaceholder: 'Телефон, имя или e-mail',
  find: 'Найти',
  usersFound: (count) => `Найдено: ${count}`,
  noUsers: 'Пользователей не найдено',
  registered: 'Зарегистрирован',
  you: 'это вы',
  stock: 'Остаток, рулонов',
  saveStock: ['Сохранить', 'Сохраняем…'],
  stockSaved: (name, count) => `${name}: остаток ${count} рул.`,
  searchProducts: 'Поиск товаров',
  product: 'Товар',
  price: 'Цена',
  open: 'Открыть',
};

const uz: AccountsText = {
  phone: 'Telefon raqami',
  phonePlaceholder: '+7 (___) ___-____',
  code: 'SMS kodi',
  codeSentTo: (phone) => `Kodni ${phone} raqamiga yubordik.`,
  name: 'Ism',
  email: 'E-mail',
  company: 'Kompaniya',
  address: 'Manzil',
  password: 'Parol',
  newPassword: 'Yangi parol',
  currentPassword: 'Joriy parol',
  confirmation: 'Parolni takrorlang',
  login: 'Telefon yoki e-mail',
  loginPlaceholder: '+7 (999) 123-4567 yoki mail@example.uz',
  steps: (step) => `3 qadamdan ${step}-qadam`,
  sendCode: ['Kodni olish', 'Yuborilmoqda…'],
  confirm: ['Tasdiqlash', 'Tekshirilmoqda…'],
  create: ['Akkaunt yaratish', 'Yaratilmoqda…'],
  signIn: ['Kirish', 'Kirilmoqda…'],
  savePassword: ['Parolni saqlash', 'Saqlanmoqda…'],
  save: ['Saqlash', 'Saqlanmoqda…'],
  resend: ['Kodni qayta yuborish', 'Yuborilmoqda…'],
  resendIn: (seconds) => `${seconds} soniyadan keyin qayta yuborish`,
  remainingSms: (count) => `Qolgan SMS yuborishlar: ${count}`,
  changePhone: "Raqamni o'zgartirish",
  passwordMismatch: 'Parollar mos kelmaydi',
  passwordHint: 'Kamida 6 ta belgi.',
  logout: 'Chiqish',
  hello: (name) => `Salom, ${name}`,
  phoneReadOnly: "Telefon — sizning loginingiz, uni o'zgartirib bo'lmaydi.",
  profileSaved: "Ma'lumotlar saqlandi",
  passwordSaved: "Parol o'zgartirildi",
  role: 'Rol',
  roles: { USER: 'Mijoz', ADMIN: 'Administrator' },
  blocked: 'Bloklangan',
  active: 'Faol',
  block: ['Bloklash', 'Bloklanmoqda…'],
  unblock: ['Blokdan chiqarish', 'Blokdan chiqarilmoqda…'],
  makeAdmin: ['Administrator qilish', "O'zgartirilmoqda…"],
  makeUser: ['Mijoz qilish', "O'zgartirilmoqda…"],
  searchUsers: 'Foydalanuvchilarni qidirish',
  searchUsersPlaceholder: 'Telefon, ism yoki e-mail',
  find: 'Topish',
  usersFound: (count) => `Topildi: ${count}`,
  noUsers: 'Foydalanuvchilar topilmadi',
  registered: "Ro'yxatdan o'tgan",
  you: 'bu siz',
  stock: 'Qoldiq, rulon',
  saveStock: ['Saqlash', 'Saqlanmoqda…'],
  stockSaved: (name, count) => `${name}: qoldiq ${count} rulon`,
  searchProducts: 'Mahsulotlarni qidirish',
  product: 'Mahsulot',
  price: 'Narx',
  open: 'Ochish',
};

const TEXTS: Record<Lang, AccountsText> = { ru, uz };

/** The accounts texts in `lang`. */
export function accountsText(lang: Lang): AccountsText {
  return TEXTS[lang];
}

/** The accounts texts of the page being shown. */
export function useAccountsText(): AccountsText {
  return TEXTS[useLang()];
}
