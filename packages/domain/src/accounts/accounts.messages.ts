/** Success texts of the accounts calls (spec §8), in every language of the shop. */
import type { Lang, Localized } from '../i18n.ts';

export const ACCOUNT_MESSAGES = {
  CODE_SENT: { ru: 'Код подтверждения отправлен', uz: 'Tasdiqlash kodi yuborildi' },
  REGISTERED: { ru: 'Регистрация завершена', uz: "Ro'yxatdan o'tish yakunlandi" },
  PASSWORD_CHANGED: { ru: 'Пароль изменён', uz: "Parol o'zgartirildi" },
  LOGGED_IN: { ru: 'Вы успешно вошли', uz: 'Tizimga muvaffaqiyatli kirdingiz' },
} as const satisfies Record<string, Localized>;

/** The SMS that carries a verification code; the code is the only 6-digit run in it. */
export function verificationSmsText(code: string, lang: Lang): string {
  return lang === 'uz'
    ? `Polotno: tasdiqlash kodi ${code}. Uni hech kimga aytmang.`
    : `Polotno: код подтверждения ${code}. Никому его не сообщайте.`;
}
