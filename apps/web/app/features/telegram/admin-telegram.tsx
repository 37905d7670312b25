/**
 * The back office's Telegram card: the manager chats linked and configured, «Получить код» (a one-time code a
 * manager sends to the bot, privately or in a group, to make that chat a manager chat) and unlinking a chat.
 */
import type { TelegramAdminStatus } from '@polotno/domain';
import { Form } from 'react-router';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { formatDate } from '../../lib/dates';
import { useLang } from '../../lib/locale';
import type { TelegramResult } from './telegram.server';
import { useTelegramText } from './telegram.i18n';
import { LinkCode } from './link-code';

export function AdminTelegram({
  status,
  result,
}: {
  status: TelegramAdminStatus;
  result: TelegramResult['telegram'] | null;
}) {
  const t = useTelegramText();
  const lang = useLang();
  if (!status.enabled) return null;
  return (
    <section
      aria-labelledby="admin-telegram-title"
      className="mt-8 max-w-2xl space-y-4 rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-gray-900"
      data-testid="admin-telegram"
    >
      <h2 id="admin-telegram-title" className="text-lg font-semibold text-gray-900 dark:text-white">
        {t.adminTitle}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t.adminIntro}</p>
      <FormMessage error={result?.error} notice={result?.notice} />
      {status.chats.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t.noChats}</p>
      ) : (
        <ul className="divide-y divide-gray-200 text-sm dark:divide-gray-800">
          {status.chats.map((chat) => (
            <li key={chat.chatId} className="flex items-center justify-between gap-3 py-2">
              <span>
                {chat.title} — {t.linkedAt(formatDate(chat.linkedAt, lang))}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="telegram-unlink" />
                <input type="hidden" name="chatId" value={chat.chatId} />
                <SubmitButton intent="telegram-unlink" labels={t.unlink} className="button-secondary" />
              </Form>
            </li>
          ))}
        </ul>
      )}
      {status.configuredChats.length > 0 && (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t.configured(status.configuredChats.length)}</p>
      )}
      {result?.link ? (
        <LinkCode link={result.link} bot={status.botUsername ?? ''} open={t.addToGroup} hint={t.codeHint} />
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="telegram-code" />
          <SubmitButton intent="telegram-code" labels={t.getCode} className="button-primary" />
        </Form>
      )}
    </section>
  );
}
