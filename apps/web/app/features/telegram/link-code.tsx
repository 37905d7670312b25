/** A one-time link to the bot: the button that opens Telegram, and the command to send if it does not open. */
import type { TelegramLink } from '@polotno/domain';

export function LinkCode({
  link,
  bot,
  open,
  hint,
}: {
  link: TelegramLink;
  bot: string;
  open: string;
  hint: (bot: string) => string;
}) {
  return (
    <div className="space-y-2 rounded-xl border border-gray-200 p-4 dark:border-gray-800">
      {link.url && (
        <a
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          className="button-primary"
          data-testid="telegram-open"
        >
          {open}
        </a>
      )}
      <p className="text-sm text-gray-700 dark:text-gray-300">{hint(bot)}</p>
      <code
        className="block break-all rounded bg-gray-100 px-2 py-1 text-sm dark:bg-gray-800"
        data-testid="telegram-command"
      >
        /start {link.code}
      </code>
    </div>
  );
}
