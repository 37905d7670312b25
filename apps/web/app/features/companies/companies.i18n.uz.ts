/** Company accounts' texts in Uzbek; only pages in this language load it (companies.i18n.ts). */
import { registerTexts } from '../../lib/texts';
import type { CompaniesText } from './companies.i18n';

export const uz: CompaniesText = {
  noCompany: 'Siz hozircha hech qanday kompaniya a’zosi emassiz.',
  noCompanyHint:
    'Kompaniya tashkilot rekvizitlarini (MChJ, YaTT yoki o‘zini o‘zi band qilgan) saqlaganingizda yoki uning egasi sizni telefon raqamingiz bo‘yicha taklif qilganda paydo bo‘ladi.',
  fillRequisites: 'Rekvizitlarni to‘ldirish',
  actingNone:
    'Hozir siz buyurtmalarni jismoniy shaxs sifatida rasmiylashtiryapsiz. Qaysi kompaniya nomidan ish yuritishni tanlang.',
  chooserTitle: 'Mening kompaniyalarim',
  chooserLabel: 'Kimning nomidan ish yuritish',
  asPrivatePerson: 'Jismoniy shaxs sifatida',
  actAs: ['Nomidan ish yuritish', 'Almashtirilmoqda…'],
  actingChanged: (title) =>
    title ? `Endi siz ${title} nomidan ish yuritasiz` : 'Endi siz jismoniy shaxs sifatida ish yuritasiz',
  inn: 'STIR (INN)',
  kpp: 'KPP',
  yourRole: (role) => `Sizning rolingiz: ${role}`,
  membersTitle: 'Xodimlar',
  name: 'Ism',
  phone: 'Telefon',
  role: 'Rol',
  orderLimit: 'Buyurtma limiti, ₽',
  monthLimit: 'Oylik limit, ₽',
  limitsHint: 'Bo‘sh — limitsiz. Xaridorning limitdan oshgan buyurtmasi ega tasdiqlashini kutadi.',
  noLimit: 'limitsiz',
  limits: (order, month) => `Buyurtma limiti: ${order} · oylik: ${month}`,
  joinedOn: (date) => `${date} dan beri kompaniyada`,
  you: 'siz',
  save: ['Saqlash', 'Saqlanmoqda…'],
  memberSaved: (name) => `«${name}» uchun o‘zgarishlar saqlandi`,
  remove: ['Chiqarish', 'Chiqarilmoqda…'],
  memberRemoved: (name) => `«${name}» endi kompaniyada emas`,
  leave: ['Kompaniyadan chiqish', 'Chiqilmoqda…'],
  leaveHint: 'Siz kompaniyaning buyurtmalari va hujjatlarini endi ko‘rmaysiz.',
  left: 'Siz kompaniyadan chiqdingiz',
  inviteTitle: 'Xodimni taklif qilish',
  inviteHint: (days) => `Havolali SMS yuboramiz; taklif ${days} kun amal qiladi.`,
  invite: ['Taklif qilish', 'Yuborilmoqda…'],
  invited: (phone) => `Taklif ${phone} raqamiga yuborildi`,
  invitationsTitle: 'Javob kutayotgan takliflar',
  expiresOn: (date) => `${date} gacha amal qiladi`,
  revoke: ['Bekor qilish', 'Bekor qilinmoqda…'],
  revoked: 'Taklif bekor qilindi',
  invitationTo: (company) => `Sizni ${company} kompaniyasiga taklif qilishmoqda`,
  invitationRole: 'Rol',
  invitationPhone: 'Raqam uchun',
  invitationState: 'Holati',
  states: {
    open: 'amal qiladi',
    expired: 'muddati o‘tgan',
    revoked: 'bekor qilingan',
    accepted: 'allaqachon qabul qilingan',
  },
  join: ['Qo‘shilish', 'Qo‘shilmoqda…'],
  joinHint: 'Shundan so‘ng buyurtmalarni kompaniya nomidan rasmiylashtirasiz.',
  signInFirst: 'Qo‘shilish uchun taklif kelgan raqam bilan kiring yoki u bilan ro‘yxatdan o‘ting.',
  logIn: 'Kirish',
  register: 'Ro‘yxatdan o‘tish',
};

registerTexts('uz', { companies: uz });
