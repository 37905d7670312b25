/**
 * The Telegram link through the API: the cabinet's status, a one-time deep link, unlinking; the back
 * office's manager chats, a one-time code and unlinking one. Actions answer `{ telegram }`, so the page
 * they share tells them from its other forms.
 */
import { errorMessage, type TelegramAdminStatus, type TelegramLink, type TelegramStatus } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest, ApiError } from '../../lib/api.server';
import { pageLang } from '../../lib/locale';
import { requireAdminUser, requireSessionUser } from '../accounts/session.server';
import { telegramText } from './telegram.i18n';

/** What a Telegram form's action answers: the new link, or a message. */
export interface TelegramResult {
  telegram: { link: TelegramLink | null; notice: string | null; error: string | null };
}

/** Whether a form posted to a page is one of the Telegram block's. */
export async function isTelegramForm(request: Request): Promise<boolean> {
  const intent = (await request.clone().formData()).get('intent');
  return typeof intent === 'string' && intent.startsWith('telegram-');
}

export async function loadTelegram(context: AppLoadContext, request: Request): Promise<TelegramStatus> {
  return apiRequest<TelegramStatus>(context, request, '/api/telegram');
}

export async function loadAdminTelegram(context: AppLoadContext, request: Request): Promise<TelegramAdminStatus> {
  return apiRequest<TelegramAdminStatus>(context, request, '/api/admin/telegram');
}

/** The cabinet's forms: `telegram-link` makes a deep link, `telegram-unlink` unlinks every chat. */
export async function telegramAction(context: AppLoadContext, request: Request): Promise<TelegramResult> {
  await requireSessionUser(context, request);
  const intent = (await request.formData()).get('intent');
  return answer(request, async () => {
    if (intent === 'telegram-link') {
      return { link: await apiRequest<TelegramLink>(context, request, '/api/telegram/link', { method: 'POST' }) };
    }
    await apiRequest(context, request, '/api/telegram', { method: 'DELETE' });
    return { notice: telegramText(pageLang(request)).disconnected };
  });
}

/** The back office's forms: `telegram-code` makes a one-time code, `telegram-unlink` unlinks the chat `chatId`. */
export async function adminTelegramAction(context: AppLoadContext, request: Request): Promise<TelegramResult> {
  await requireAdminUser(context, request);
  const form = await request.formData();
  const chatId = String(form.get('chatId') ?? '');
  if (form.get('intent') !== 'telegram-code' && !/^-?\d{1,20}$/.test(chatId)) {
    const error = errorMessage('TELEGRAM_CHAT_NOT_FOUND', pageLang(request));
    return { telegram: { link: null, notice: null, error } };
  }
  return answer(request, async () => {
    if (form.get('intent') === 'telegram-code') {
      return { link: await apiRequest<TelegramLink>(context, request, '/api/admin/telegram/link', { method: 'POST' }) };
    }
    await apiRequest(context, request, `/api/admin/telegram/chats/${chatId}`, { method: 'DELETE' });
    return { notice: telegramText(pageLang(request)).unlinked };
  });
}

/** Runs an action's API call; an API refusal becomes the form's message in the page's language. */
async function answer(
  request: Request,
  call: () => Promise<{ link?: TelegramLink; notice?: string }>,
): Promise<TelegramResult> {
  try {
    const done = await call();
    return { telegram: { link: done.link ?? null, notice: done.notice ?? null, error: null } };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { telegram: { link: null, notice: null, error: error.message || telegramText(pageLang(request)).off } };
  }
}
