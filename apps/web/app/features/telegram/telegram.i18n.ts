/** Texts of the Telegram link: the cabinet's block and the back office's manager chats. */
import type { Lang } from '@polotno/domain/client';
import { useLang } from '../../lib/locale';
import { textsOf } from '../../lib/texts';

type Labels = readonly [string, string];

declare module '../../lib/texts' {
  interface Texts {
    telegram: TelegramText;
  }
}

export interface TelegramText {
  title: string;
  intro: string;
  off: string;
  connect: Labels;
  open: string;
  /** How to use the link or, if Telegram did not open, the code. */
  linkHint: (bot: string) => string;
  chats: string;
  linkedAt: (date: string) => string;
  disconnect: Labels;
  disconnected: string;
  adminTitle: string;
  adminIntro: string;
  configured: (count: number) => string;
  getCode: Labels;
  codeHint: (bot: string) => string;
  addToGroup: string;
  noChats: string;
  unlink: Labels;
  unlinked: string;
}

export function telegramText(lang: Lang): TelegramText {
  return textsOf('telegram', lang);
}

export function useTelegramText(): TelegramText {
  return textsOf('telegram', useLang());
}
