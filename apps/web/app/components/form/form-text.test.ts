import { ERRORS, LANGS } from '@polotno/domain';
import { describe, expect, it } from 'vitest';
import { problemMessage, type FieldProblem } from './form-text';

const DOMAIN_CODES: Extract<FieldProblem, keyof typeof ERRORS>[] = [
  'LOGIN_REQUIRED',
  'PASSWORD_REQUIRED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_MISMATCH',
  'PHONE_INVALID',
  'EMAIL_INVALID',
  'CODE_FORMAT_INVALID',
  'ROLLS_INVALID',
];

describe('the form kit’s messages', () => {
  it('say what the domain says for the same problem, in both languages', () => {
    for (const lang of LANGS) {
      for (const code of DOMAIN_CODES) expect(problemMessage(code, lang, 'Имя')).toBe(ERRORS[code][lang]);
    }
  });

  it('name the field in the generic "{field} is not valid." and ask for a required field', () => {
    expect(problemMessage('invalid', 'ru', 'Имя')).toBe('Поле «Имя» заполнено неверно.');
    expect(problemMessage('invalid', 'uz', 'Ism')).toBe("«Ism» maydoni noto'g'ri to'ldirilgan.");
    expect(problemMessage('required', 'ru', 'Имя')).toBe('Это поле обязательно для заполнения');
    expect(problemMessage('required', 'uz', 'Ism')).toBe("Bu maydon to'ldirilishi shart");
  });

  it('has no Cyrillic in Uzbek', () => {
    for (const problem of ['required', 'invalid', ...DOMAIN_CODES] as FieldProblem[]) {
      expect(problemMessage(problem, 'uz', 'Ism')).not.toMatch(/[а-яё]/i);
    }
  });
});
