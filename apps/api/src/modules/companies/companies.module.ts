/**
 * The company accounts capability (decision 020): my companies and the acting one, members and invitations
 * (`/api/companies`, `/api/company`, `/api/invitations`), and the back office's companies
 * (`/api/admin/companies`). The one access check of a customer's objects (`companies.access.ts`) is public
 * here: other capabilities ask it whether a caller may read or change an order, a file or requisites.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCompaniesAdmin } from './companies.admin.ts';
import companiesAdminRoutes from './companies.admin.routes.ts';
import companiesRoutes from './companies.routes.ts';
import { createCompaniesService, type CompaniesService } from './companies.service.ts';

export { mayAccess, ownerOf, requireAccess, requireCompanyAction, type Owned } from './companies.access.ts';
/** Whoever creates a company (saving its requisites) or joins one acts for it: the requisites capability too. */
export { findFirstCompany, followJoinedCompany } from './companies.repository.ts';
export type { CompaniesService } from './companies.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    companies: CompaniesService;
  }
}

export default fp(
  async function companies(app: FastifyInstance) {
    const service = createCompaniesService({ db: app.db, config: app.config, sms: app.sms, log: app.log });
    const admin = createCompaniesAdmin({ db: app.db, config: app.config, audit: app.audit });
    app.decorate('companies', service);
    await app.register(companiesRoutes, { service });
    await app.register(companiesAdminRoutes, { admin });
  },
  { name: 'companies', dependencies: ['db', 'auth', 'sms', 'audit'] },
);
