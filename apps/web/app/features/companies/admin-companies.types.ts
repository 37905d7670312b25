/**
 * What the back office's company API answers (docs/decisions/020, «Back office»): money in roubles, dates as
 * ISO strings. Types only, so the browser takes none of the API's schemas.
 */
import type { CompanyRole, CustomerType, OrderStatus } from '@polotno/domain/client';

/** A row of `GET /api/admin/companies`: counts of members and orders, the balance due in roubles. */
export interface AdminCompanyItem {
  id: string;
  title: string;
  inn: string;
  /** '' when the company has none (ИП, НПД). */
  kpp: string;
  members: number;
  orders: number;
  due: number;
}

export interface AdminCompanyList {
  items: AdminCompanyItem[];
  total: number;
}

/** A person acting for the company; limits in roubles, null: none. */
export interface AdminCompanyMember {
  userId: string;
  name: string;
  phone: string;
  role: CompanyRole;
  orderLimit: number | null;
  monthLimit: number | null;
  joinedAt: string;
}

/** An invitation not yet accepted, revoked or expired. */
export interface AdminCompanyInvitation {
  id: string;
  phone: string;
  role: CompanyRole;
  orderLimit: number | null;
  monthLimit: number | null;
  createdAt: string;
  expiresAt: string;
}

/** One of the company's orders: its total in roubles (null until weighed) and who placed it. */
export interface AdminCompanyOrder {
  id: number;
  status: OrderStatus;
  total: number | null;
  createdAt?: string;
  placedBy: { id: string; name: string } | null;
}

/** `GET /api/admin/companies/:id`: the company's requisites, people, orders and balance due. */
export interface AdminCompany {
  id: string;
  title: string;
  type?: CustomerType;
  inn: string;
  kpp: string;
  ogrn?: string | null;
  ogrnip?: string | null;
  address?: string | null;
  bankName?: string | null;
  bik?: string | null;
  account?: string | null;
  corrAccount?: string | null;
  edoId?: string | null;
  members: AdminCompanyMember[];
  invitations: AdminCompanyInvitation[];
  orders: AdminCompanyOrder[];
  due: number;
}

/** A person's companies, as the users list shows them beside each person. */
export interface UserCompany {
  id: string;
  title: string;
  role: CompanyRole;
}
