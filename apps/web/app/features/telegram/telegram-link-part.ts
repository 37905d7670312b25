/**
 * The cabinet's Telegram block as a late part (lib/late.tsx): it hydrates after the rest of `/user/cabinet`,
 * and its code and texts are not among the scripts the page loads first (docs/decisions/006). It brings the
 * Telegram texts itself (telegram-link.tsx). Until then its forms post as they do without JavaScript.
 */
import { late } from '../../lib/late';
import type { TelegramLinkBlockProps } from './telegram-link';

export const telegramLinkPart = late<TelegramLinkBlockProps>(() =>
  import('./telegram-link').then((module) => ({ default: module.TelegramLinkBlock })),
);
