/**
 * Company accounts (decision 020): the companies a person belongs to and the one their session acts for, the
 * acting company's members and invitations, and the invitation's link. Who may do what is decided here: an
 * owner manages members and invitations (`members.manage`), any member may leave, and a company always keeps
 * an owner — every change of its memberships locks the company's row first, so two changes at once are
 * counted one after the other.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@polotno/db';
import {
  AppError,
  buyerTitle,
  INVITATION_DAYS,
  toRoubles,
  type AuthUser,
  type Company,
  type CompanyInvitation,
  type CompanyMember,
  type CompanyRole,
  type CompanySummary,
  type InvitationCreate,
  type InvitationLookup,
  type InvitationState,
  type Lang,
  type MemberPatch,
  type MyCompanies,
} from '@polotno/domain';
import type { Config } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import type { SmsSender } from '../../plugins/sms.ts';
import { requireCompanyAction } from './companies.access.ts';
import * as repository from './companies.repository.ts';

const DAY_MS = 86_400_000;

export interface CompaniesDeps {
  db: Db;
  config: Pick<Config, 'now' | 'publicUrl'>;
  sms: SmsSender;
  log: Logger;
}

/** sha256 of an invitation link's token: only the hash is stored. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `+7 *** ***-12-34`: enough for the invitee to recognise their number, not enough to call it. */
export function maskPhone(phone: string): string {
  return `+7 *** ***-${phone.slice(7, 9)}-${phone.slice(9, 11)}`;
}

/** The SMS with the invitation's link, in the language of the owner's request. */
export function invitationSmsText(company: string, url: string, lang: Lang): string {
  return lang === 'uz'
    ? `Sizni Polotno'da «${company}» kompaniyasiga taklif qilishdi: ${url}`
    : `Вас пригласили в компанию «${company}» на Polotno: ${url}`;
}

/** Where an invitation stands now. */
export function invitationState(row: repository.InvitationRow, now: Date): InvitationState {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= now) return 'expired';
  return 'open';
}

const limit = (kopecks: number | null) => (kopecks === null ? null : toRoubles(kopecks));

export function toSummary(company: repository.CompanyRow, role: CompanyRole): CompanySummary {
  return { id: company.id, title: buyerTitle(company), inn: company.inn, kpp: company.kpp, role };
}

export function toMember(row: repository.MemberRow): CompanyMember {
  return {
    userId: row.userId,
    name: row.name,
    phone: row.phone,
    role: row.role,
    orderLimit: limit(row.orderLimitKopecks),
    monthLimit: limit(row.monthLimitKopecks),
    joinedAt: row.createdAt.toISOString(),
  };
}

export function toInvitation(row: repository.InvitationRow): CompanyInvitation {
  return {
    id: row.id,
    phone: row.phone,
    role: row.role,
    orderLimit: limit(row.orderLimitKopecks),
    monthLimit: limit(row.monthLimitKopecks),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The company `actor` acts for in this session, or COMPANY_NONE. */
function actingCompanyOf(actor: AuthUser) {
  if (!actor.company) throw new AppError('COMPANY_NONE');
  return actor.company;
}

/** The acting company of an owner (`members.manage`), or COMPANY_NONE / FORBIDDEN. */
function managedCompanyOf(actor: AuthUser) {
  const company = actingCompanyOf(actor);
  requireCompanyAction(actor, 'members.manage');
  return company;
}

export function createCompaniesService(deps: CompaniesDeps) {
  const { db, config, sms, log } = deps;

  async function myCompanies(actor: AuthUser, acting: string | null): Promise<MyCompanies> {
    const rows = await repository.listUserCompanies(db, actor.id);
    return { items: rows.map((row) => toSummary(row.company, row.role)), acting };
  }

  /**
   * Inside a transaction that locked the company: the caller is still an owner (a request that started before
   * a concurrent demotion was let in by the role its session read).
   */
  async function stillOwner(tx: Db, companyId: string, actorId: string): Promise<void> {
    const membership = await repository.findMembership(tx, companyId, actorId);
    if (membership?.role !== 'owner') throw new AppError('FORBIDDEN');
  }

  /** Refuses to let the company lose its last owner: the member of `membership`, an owner now, would stop being one. */
  async function keepAnOwner(tx: Db, companyId: string, membership: repository.MembershipRow): Promise<void> {
    if (membership.role !== 'owner') return;
    if ((await repository.countOwners(tx, companyId)) <= 1) throw new AppError('COMPANY_LAST_OWNER');
  }

  return {
    /** The companies the caller belongs to, and the one their session acts for. */
    list: (actor: AuthUser) => myCompanies(actor, actor.company?.id ?? null),

    /** Makes the session act for one of the caller's companies, or for nobody; COMPANY_NOT_MEMBER otherwise. */
    async setActing(actor: AuthUser, sessionId: string, companyId: string | null): Promise<MyCompanies> {
      if (companyId !== null && !(await repository.findMembership(db, companyId, actor.id))) {
        throw new AppError('COMPANY_NOT_MEMBER');
      }
      await repository.setSessionCompany(db, sessionId, companyId);
      return myCompanies(actor, companyId);
    },

    /** The acting company with its members; the open invitations only for an owner. */
    async get(actor: AuthUser): Promise<Company> {
      const acting = actingCompanyOf(actor);
      const company = await repository.findCompany(db, acting.id);
      if (!company) throw new AppError('COMPANY_NONE');
      const members = await repository.listMembers(db, company.id);
      const invitations =
        acting.role === 'owner' ? await repository.listOpenInvitations(db, company.id, config.now()) : [];
      return {
        ...toSummary(company, acting.role),
        members: members.map(toMember),
        invitations: invitations.map(toInvitation),
      };
    },

    /**
     * An owner invites a phone to the acting company: an SMS carries the link, whose token is stored only as
     * its hash; an older open invitation to the same phone is revoked. A phone already a member is refused.
     */
    async invite(actor: AuthUser, input: InvitationCreate, lang: Lang): Promise<CompanyInvitation> {
      const { id: companyId } = managedCompanyOf(actor);
      const now = config.now();
      const token = randomBytes(32).toString('base64url');
      const { company, invitation } = await db.transaction(async (tx) => {
        const company = await repository.lockCompany(tx, companyId);
        if (!company) throw new AppError('COMPANY_NONE');
        await stillOwner(tx, companyId, actor.id);
        if (await repository.isMemberByPhone(tx, companyId, input.phone)) throw new AppError('COMPANY_ALREADY_MEMBER');
        await repository.revokeInvitationsTo(tx, companyId, input.phone, now);
        const invitation = await repository.insertInvitation(
          tx,
          {
            companyId,
            phone: input.phone,
            role: input.role,
            orderLimitKopecks: input.orderLimit ?? null,
            monthLimitKopecks: input.monthLimit ?? null,
            tokenHash: hashInvitationToken(token),
            invitedBy: actor.id,
            expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
          },
          now,
        );
        return { company, invitation };
      });
      try {
        await sms.send(
          input.phone,
          invitationSmsText(buyerTitle(company), `${config.publicUrl}/invite/${token}`, lang),
        );
      } catch (error) {
        log.error({ err: error }, 'invitation sms failed');
        await repository.deleteInvitation(db, invitation.id);
        throw new AppError('INVITATION_SEND_FAILED');
      }
      log.info({ companyId, invitationId: invitation.id, by: actor.id }, 'company invitation sent');
      return toInvitation(invitation);
    },

    /** An owner revokes an open invitation of the acting company. */
    async revokeInvitation(actor: AuthUser, id: string): Promise<void> {
      const { id: companyId } = managedCompanyOf(actor);
      if (!(await repository.revokeInvitation(db, companyId, id, config.now()))) {
        throw new AppError('INVITATION_NOT_FOUND');
      }
    },

    /** An owner changes a member's role or limits; the last owner cannot be demoted. */
    async updateMember(actor: AuthUser, userId: string, patch: MemberPatch): Promise<CompanyMember> {
      const { id: companyId } = managedCompanyOf(actor);
      await db.transaction(async (tx) => {
        await repository.lockCompany(tx, companyId);
        await stillOwner(tx, companyId, actor.id);
        const membership = await repository.findMembership(tx, companyId, userId);
        if (!membership) throw new AppError('COMPANY_MEMBER_NOT_FOUND');
        if (patch.role !== undefined && patch.role !== 'owner') await keepAnOwner(tx, companyId, membership);
        const set = {
          ...(patch.role === undefined ? {} : { role: patch.role }),
          ...(patch.orderLimit === undefined ? {} : { orderLimitKopecks: patch.orderLimit }),
          ...(patch.monthLimit === undefined ? {} : { monthLimitKopecks: patch.monthLimit }),
        };
        if (Object.keys(set).length > 0) await repository.updateMembership(tx, companyId, userId, set);
      });
      const member = (await repository.listMembers(db, companyId)).find((row) => row.userId === userId);
      if (!member) throw new AppError('COMPANY_MEMBER_NOT_FOUND');
      return toMember(member);
    },

    /**
     * An owner removes a member, or a member leaves; the last owner can do neither. The removed person's
     * sessions stop acting for the company at once (their next request acts for nobody).
     */
    async removeMember(actor: AuthUser, userId: string): Promise<void> {
      const { id: companyId } = actingCompanyOf(actor);
      if (userId !== actor.id) requireCompanyAction(actor, 'members.manage');
      await db.transaction(async (tx) => {
        await repository.lockCompany(tx, companyId);
        if (userId !== actor.id) await stillOwner(tx, companyId, actor.id);
        const membership = await repository.findMembership(tx, companyId, userId);
        if (!membership) throw new AppError('COMPANY_MEMBER_NOT_FOUND');
        await keepAnOwner(tx, companyId, membership);
        await repository.deleteMembership(tx, companyId, userId);
        await repository.clearSessionsCompany(tx, userId, companyId);
      });
      log.info({ companyId, userId, by: actor.id }, 'company member removed');
    },

    /** What an invitation's link shows anyone who has it; INVITATION_NOT_FOUND for an unknown token. */
    async lookup(token: string): Promise<InvitationLookup> {
      const found = await repository.findInvitationByTokenHash(db, hashInvitationToken(token));
      if (!found) throw new AppError('INVITATION_NOT_FOUND');
      return {
        company: buyerTitle(found.company),
        role: found.invitation.role,
        phone: maskPhone(found.invitation.phone),
        state: invitationState(found.invitation, config.now()),
      };
    },

    /**
     * The invitee, signed in with the invited phone, joins the company and their session acts for it. One
     * transaction whose conditional UPDATE claims the invitation: of two accepts at once only one joins.
     */
    async accept(actor: AuthUser, sessionId: string, token: string): Promise<{ companyId: string }> {
      const found = await repository.findInvitationByTokenHash(db, hashInvitationToken(token));
      if (!found) throw new AppError('INVITATION_NOT_FOUND');
      const { invitation } = found;
      if (invitation.phone !== actor.phone) throw new AppError('INVITATION_WRONG_PHONE');
      const now = config.now();
      await db.transaction(async (tx) => {
        if (!(await repository.claimInvitation(tx, invitation.id, actor.id, now))) {
          throw new AppError('INVITATION_CLOSED');
        }
        await repository.insertMembership(
          tx,
          {
            companyId: invitation.companyId,
            userId: actor.id,
            role: invitation.role,
            orderLimitKopecks: invitation.orderLimitKopecks,
            monthLimitKopecks: invitation.monthLimitKopecks,
          },
          now,
        );
        await repository.followJoinedCompany(tx, sessionId, actor.id, invitation.companyId);
      });
      log.info({ companyId: invitation.companyId, userId: actor.id }, 'company invitation accepted');
      return { companyId: invitation.companyId };
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
