/**
 * The form kit's messages (spec §5) in both languages. The browser checks a field with them before the
 * form goes out; the server names the same problems with the same words (`form-result.server.ts`), and
 * where the domain has a code for the problem the text is the domain's own (`form-text.test.ts` holds
 * them equal). Both languages ship with the kit: it is a few hundred bytes, and it loads only with a form.
 */
import type { Lang } from '@polotno/domain/client';

/** A problem the browser can see in a field. The upper-case ones are the domain's error codes. */
export type FieldProblem =
  | 'required'
  | 'invalid'
  | 'LOGIN_REQUIRED'
  | 'PASSWORD_REQUIRED'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_MISMATCH'
  | 'PHONE_INVALID'
  | 'EMAIL_INVALID'
  | 'CODE_FORMAT_INVALID'
  | 'ROLLS_INVALID';

type Messages = Record<Exclude<FieldProblem, 'invalid'>, string> & { invalid: (field: string) => string };

const MESSAGES: Record<Lang, Messages> = {
  ru: {
    required: 'Это поле обязательно для заполнения',
    invalid: (field) => `Поле «${field}» заполнено неверно.`,
    LOGIN_REQUIRED: 'Введите телефон или e-mail',
    PASSWORD_REQUIRED: 'Введите пароль',
    PASSWORD_TOO_SHORT: 'Пароль должен содержать не менее 6 символов',
    PASSWORD_MISMATCH: 'Пароли не совпадают',
    PHONE_INVALID: 'Некорректный формат номера телефона',
    EMAIL_INVALID: 'Некорректный e-mail',
    CODE_FORMAT_INVALID: 'Некорректный формат кода',
    ROLLS_INVALID: 'Количество рулонов: целое число от 1 до 10 000',
  },
  uz: {
    required: "Bu maydon to'ldirilishi shart",
    invalid: (field) => `«${field}» maydoni noto'g'ri to'ldirilgan.`,
    LOGIN_REQUIRED: 'Telefon yoki e-mailni kiriting',
    PASSWORD_REQUIRED: 'Parolni kiriting',
    PASSWORD_TOO_SHORT: "Parol kamida 6 ta belgidan iborat bo'lishi kerak",
    PASSWORD_MISMATCH: 'Parollar mos kelmaydi',
    PHONE_INVALID: "Telefon raqami formati noto'g'ri",
    EMAIL_INVALID: "E-mail noto'g'ri",
    CODE_FORMAT_INVALID: "Kod formati noto'g'ri",
    ROLLS_INVALID: 'Rulonlar soni: 1 dan 10 000 gacha butun son',
  },
};

/** The message for `problem` in `lang`; `field` is the field's label, named by the generic message. */
export function problemMessage(problem: FieldProblem, lang: Lang, field: string): string {
  const messages = MESSAGES[lang];
  return problem === 'invalid' ? messages.invalid(field) : messages[problem];
}
