/**
 * The back office's companies (decision 020): the list with what each owes, one company with its members,
 * invitations and orders, adding an existing account to it and handing its ownership over at the company's
 * request. The two changes are recorded in the audit trail (kind `company`) in their transactions.
 */
import type { Db } from '@polotno/db';
import {
  AppError,
  buyerTitle,
  dueKopecks,
  toRoubles,
  type AdminCompany,
  type AdminCompanyPage,
  type AdminCompanyQuery,
  type CompanyRole,
} from '@polotno/domain';
import type { Config } from '../../config.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import type { AuditService } from '../audit/audit.module.ts';
import * as repository from './companies.repository.ts';
import { invitationState, toInvitation, toMember } from './companies.service.ts';

export interface CompaniesAdminDeps {
  db: Db;
  config: Pick<Config, 'now'>;
  audit: Pick<AuditService, 'record'>;
}

/** Kopecks owed per company: each invoiced order's total less its payments on record (`dueKopecks`), added up. */
function duesOf(rows: readonly repository.InvoicedOrder[]): Map<string, number> {
  const dues = new Map<string, number>();
  for (const row of rows) {
    dues.set(row.companyId, (dues.get(row.companyId) ?? 0) + (dueKopecks(row.totalKopecks, row.paidKopecks) ?? 0));
  }
  return dues;
}

export function createCompaniesAdmin(deps: CompaniesAdminDeps) {
  const { db, config, audit } = deps;

  async function getCompany(id: string): Promise<AdminCompany> {
    const company = await repository.findCompany(db, id);
    if (!company) throw new AppError('COMPANY_NOT_FOUND');
    const [members, invitations, orders, invoiced] = await Promise.all([
      repository.listMembers(db, id),
      repository.listInvitations(db, id),
      repository.listCompanyOrders(db, id),
      repository.listInvoicedOrders(db, [id]),
    ]);
    const now = config.now();
    return {
      id: company.id,
      type: company.type,
      title: buyerTitle(company),
      inn: company.inn,
      kpp: company.kpp,
      members: members.map(toMember),
      invitations: invitations.map((row) => ({ ...toInvitation(row), state: invitationState(row, now) })),
      orders: orders.map((order) => ({
        id: order.id,
        status: order.status,
        total: order.totalKopecks === null ? null : toRoubles(order.totalKopecks),
        placedBy: { id: order.placedById, name: order.placedByName },
        createdAt: order.createdAt.toISOString(),
      })),
      due: toRoubles(duesOf(invoiced).get(id) ?? 0),
    };
  }

  return {
    /** A page of companies by title, searchable by title or ИНН, with members, orders and what each owes. */
    async list(query: AdminCompanyQuery): Promise<AdminCompanyPage> {
      const { rows, total } = await repository.listCompanies(db, { search: query.search, ...pageWindow(query) });
      const dues = duesOf(
        await repository.listInvoicedOrders(
          db,
          rows.map((row) => row.company.id),
        ),
      );
      const items = rows.map((row) => ({
        id: row.company.id,
        title: buyerTitle(row.company),
        inn: row.company.inn,
        kpp: row.company.kpp,
        members: row.members,
        orders: row.orders,
        due: toRoubles(dues.get(row.company.id) ?? 0),
      }));
      return pageOf(items, total, query);
    },

    get: getCompany,

    /** Adds the existing account with `phone` to the company; USER_NOT_FOUND when there is none. */
    async addMember(companyId: string, input: { phone: string; role: CompanyRole }): Promise<AdminCompany> {
      const user = await repository.findUserByPhone(db, input.phone);
      await db.transaction(async (tx) => {
        if (!(await repository.lockCompany(tx, companyId))) throw new AppError('COMPANY_NOT_FOUND');
        if (!user) throw new AppError('USER_NOT_FOUND');
        const added = await repository.insertMembership(
          tx,
          { companyId, userId: user.id, role: input.role, orderLimitKopecks: null, monthLimitKopecks: null },
          config.now(),
        );
        if (!added) throw new AppError('COMPANY_ALREADY_MEMBER');
        await audit.record(tx, {
          kind: 'company',
          id: companyId,
          action: 'update',
          before: { member: null },
          after: { member: { userId: user.id, name: user.name, phone: input.phone, role: input.role } },
        });
      });
      return getCompany(companyId);
    },

    /** Makes a member the company's owner; the others who were owners become buyers. */
    async transferOwnership(companyId: string, userId: string): Promise<AdminCompany> {
      await db.transaction(async (tx) => {
        if (!(await repository.lockCompany(tx, companyId))) throw new AppError('COMPANY_NOT_FOUND');
        const membership = await repository.findMembership(tx, companyId, userId);
        if (!membership) throw new AppError('COMPANY_MEMBER_NOT_FOUND');
        const demoted = await repository.demoteOtherOwners(tx, companyId, userId);
        await repository.updateMembership(tx, companyId, userId, { role: 'owner' });
        const before = membership.role === 'owner' ? [...demoted, userId] : demoted;
        await audit.record(tx, {
          kind: 'company',
          id: companyId,
          action: 'update',
          before: { owners: before.sort() },
          after: { owners: [userId] },
        });
      });
      return getCompany(companyId);
    },
  };
}

export type CompaniesAdmin = ReturnType<typeof createCompaniesAdmin>;
