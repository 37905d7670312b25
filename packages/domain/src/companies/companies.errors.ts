/**
 * Company accounts: memberships, invitations, a company's requisites and the approval of a buyer's order above
 * their limit.
 * Each code's status and message in both languages; `ERRORS` (../errors.ts) joins every capability's codes.
 */
import type { ErrorDefinition } from '../error-definition.ts';

export const COMPANY_ERRORS = {
  COMPANY_INN_TAKEN: {
    status: 409,
    ru: 'Компания с этим ИНН уже есть в магазине — попросите её владельца пригласить вас',
    uz: "Ushbu INN (STIR) bilan kompaniya do'konda allaqachon bor — uning egasidan sizni taklif qilishini so'rang",
  },
  ORDER_AWAITING_APPROVAL: {
    status: 409,
    ru: 'Заказ ждёт одобрения владельца компании',
    uz: "Buyurtma kompaniya egasining tasdig'ini kutmoqda",
  },
  ORDER_NOT_AWAITING_APPROVAL: {
    status: 409,
    ru: 'Заказ не ждёт одобрения',
    uz: 'Buyurtma tasdiqni kutmayapti',
  },
} as const satisfies Record<string, ErrorDefinition>;
