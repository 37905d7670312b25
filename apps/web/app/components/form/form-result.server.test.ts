import {
  ChangePasswordBodySchema,
  FeedbackInputSchema,
  LoginBodySchema,
  PriceRequestInputSchema,
  ProfileBodySchema,
} from '@polotno/domain';
import { describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import { ApiError } from '../../lib/api.server';
import { apiFailure, fieldErrors, formDone, invalidForm, type FormFields } from './form-result.server';

const CONTACT: FormFields = {
  labels: { name: 'Имя', phone: 'Телефон', email: 'E-mail', message: 'Сообщение', comment: 'Комментарий' },
};

function refusal<T>(result: { success: true; data: T } | { success: false; error: ZodError }) {
  if (result.success) throw new Error('the schema accepted the input');
  return result.error;
}

describe('per-field errors from the domain’s schemas', () => {
  it('puts each problem of the feedback form at its field, in the page’s language', () => {
    const values = { name: 'А', phone: '', email: 'not-an-email', message: 'Hi', website: '' };
    const error = refusal(FeedbackInputSchema.safeParse(values));
    expect(fieldErrors(error, 'ru', CONTACT, values)).toEqual({
      name: 'Введите имя',
      email: 'Некорректный e-mail',
      message: 'Напишите сообщение',
    });
    expect(fieldErrors(error, 'uz', CONTACT, values)).toMatchObject({
      name: 'Ismni kiriting',
      email: "E-mail noto'g'ri",
    });
  });

  it('says "{field} is not valid." for a problem the domain has no code for, and "required" for an empty field', () => {
    const profile: FormFields = { labels: { name: 'Имя', company: 'Компания' } };
    const values = { name: 'Ирина', company: 'x'.repeat(301) };
    const error = refusal(ProfileBodySchema.safeParse(values));
    expect(fieldErrors(error, 'ru', profile, values)).toEqual({ company: 'Поле «Компания» заполнено неверно.' });
    expect(fieldErrors(error, 'uz', { labels: { company: 'Kompaniya' } }, values)).toEqual({
      company: "«Kompaniya» maydoni noto'g'ri to'ldirilgan.",
    });
    const empty = refusal(ChangePasswordBodySchema.safeParse({ currentPassword: '', newPassword: '' }));
    expect(
      fieldErrors(empty, 'ru', { labels: { currentPassword: 'Текущий пароль', newPassword: 'Новый пароль' } }),
    ).toEqual({ currentPassword: 'Введите пароль', newPassword: 'Введите пароль' });
  });

  it('puts a schema key at the form field that sends it (the login form’s `login` is the schema’s `email`)', () => {
    const error = refusal(LoginBodySchema.safeParse({ email: '', password: '' }));
    const fields: FormFields = {
      labels: { login: 'Телефон или e-mail', password: 'Пароль' },
      rename: { email: 'login' },
    };
    expect(fieldErrors(error, 'ru', fields, { login: '' })).toEqual({
      login: 'Введите телефон или e-mail',
      password: 'Введите пароль',
    });
  });

  it('keeps a problem that belongs to no field of the form above it, with what was typed', () => {
    const values = { name: 'Дилноза', phone: '89991234567', materials: [] };
    const error = refusal(PriceRequestInputSchema.safeParse(values));
    const result = invalidForm(error, 'uz', CONTACT, values);
    expect(result).toEqual({
      ok: false,
      error: "Nima yuborishimizni tanlang: rang kartasi, namunalar yoki narxlar ro'yxati",
      notice: null,
      fieldErrors: {},
      values,
    });
  });

  it('says "check the input" above a form whose every problem is at a field', () => {
    const values = { name: '', phone: '123', email: '', message: 'Добрый день', website: '' };
    const result = invalidForm(refusal(FeedbackInputSchema.safeParse(values)), 'ru', CONTACT, values);
    expect(result.error).toBe('Проверьте введённые данные');
    expect(result.fieldErrors).toEqual({ name: 'Введите имя', phone: 'Некорректный формат номера телефона' });
  });
});

describe('apiFailure', () => {
  it('shows the API’s message above the form and the fields its validation named at them', () => {
    const error = new ApiError({
      statusCode: 400,
      code: 'PHONE_INVALID',
      message: 'Некорректный формат номера телефона',
      details: {
        fields: [
          { field: 'phone', message: 'PHONE_INVALID' },
          { field: 'website', message: 'x' },
        ],
      },
    });
    expect(apiFailure(error, 'ru', CONTACT, { phone: '12' })).toEqual({
      ok: false,
      error: 'Некорректный формат номера телефона',
      notice: null,
      fieldErrors: { phone: 'Некорректный формат номера телефона' },
      values: { phone: '12' },
    });
  });

  it('puts an error code at the field the form names for it', () => {
    const error = new ApiError({ statusCode: 409, code: 'EMAIL_ALREADY_REGISTERED', message: 'E-mail занят' });
    const result = apiFailure(error, 'ru', CONTACT, {}, { EMAIL_ALREADY_REGISTERED: 'email' });
    expect(result.fieldErrors).toEqual({ email: 'E-mail занят' });
  });
});

describe('formDone', () => {
  it('carries the notice and nothing typed', () => {
    expect(formDone('Сохранено')).toEqual({
      ok: true,
      error: null,
      notice: 'Сохранено',
      fieldErrors: {},
      values: null,
    });
  });
});
