/**
 * The cabinet's Telegram block: the linked chats, «Подключить Telegram» (a one-time deep link to the shop's
 * bot, with the command to send when Telegram does not open) and «Отключить Telegram». Plain forms: it works
 * before JavaScript loads. Only the cabinet's late part loads this module (telegram-link-part.ts): it brings the
 * Telegram texts in both languages, as a client switch of language re-renders it in the other one.
 */
import './telegram.i18n.ru';
import './telegram.i18n.uz';
import type { TelegramStatus } from '@polotno/domain';
import { Form } from 'react-router';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/locale';
import type { TelegramResult } from './telegram.server';
import { useTelegramText } from './telegram.i18n';
import { LinkCode } from './link-code';

export interface TelegramLinkBlockProps {
  status: TelegramStatus;
  /** The page action's answer when it was one of the block's forms. */
  result: TelegramResult['telegram'] | null;
}

export function TelegramLinkBlock({ status, result }: TelegramLinkBlockProps) {
  const t = useTelegramText();
  const lang = useLang();
  // With the bot off the cabinet stays as it was.
  if (!status.enabled) return null;
  return (
    <section aria-labelledby="telegram-title" className="mt-10 max-w-xl space-y-4" data-testid="telegram">
      <h2 id="telegram-title" className="text-lg font-semibold text-gray-900 dark:text-white">
        {t.title}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t.intro}</p>
      <FormMessage error={result?.error} notice={result?.notice} />
      {status.chats.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-gray-900 dark:text-white">{t.chats}</h3>
          <ul className="mt-1 text-sm text-gray-700 dark:text-gray-300" data-testid="telegram-chats">
            {status.chats.map((chat) => (
              <li key={chat.chatId}>
                {chat.title} — {t.linkedAt(formatDate(chat.linkedAt, lang))}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result?.link ? (
        <LinkCode link={result.link} bot={status.botUsername ?? ''} open={t.open} hint={t.linkHint} />
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="telegram-link" />
          <SubmitButton intent="telegram-link" labels={t.connect} className="button-primary" />
        </Form>
      )}
      {status.chats.length > 0 && (
        <Form method="post">
          <input type="hidden" name="intent" value="telegram-unlink" />
          <SubmitButton intent="telegram-unlink" labels={t.disconnect} className="button-secondary" />
        </Form>
      )}
    </section>
  );
}
