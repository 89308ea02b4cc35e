/** Enterprise spaces: company list, document restriction, private groups, the user's workspace. */
import { http, type HttpHandler } from 'msw';
import { IDENTITIES } from '../data/identities';
import { SUITE_USER_KINDS } from '../types';
import { driveDataset } from '../data/driveDataset';
import { notCompanyAccount } from '../http/errors';
import { transferTarget } from '../users';
import { fail, intParam, listParam, ok } from './driveHttp';
import type { DriveStore } from './driveStore';

/** Company ids per restriction request (finder.md section 9). */
export const RESTRICTION_BATCH = 20;

export function companyHandlers(store: DriveStore, base: string): HttpHandler[] {
  return [
    http.get(`${base}/api/v5/companies`, ({ request }) => {
      const view = store.view(request);
      if (IDENTITIES[view.user].companyIds.length === 0) return notCompanyAccount();
      return ok({
        companies: view.ds.companies.map((c) => ({
          ...c,
          ...(view.settings.role ? { role: view.settings.role } : {}),
          logo: `${base}/${c.logo}`,
        })),
      });
    }),

    // Designed path ("company restriction"): company_id as a comma list or repeated, at most 20.
    http.get(`${base}/api/v5/companies/restriction`, ({ request }) => {
      const view = store.view(request);
      const ids = listParam(new URL(request.url), 'company_id');
      if (
        ids.length === 0 ||
        ids.length > RESTRICTION_BATCH ||
        ids.some((id) => !/^\d+$/.test(id))
      ) {
        return fail('InvalidArgument', `company_id: 1 to ${RESTRICTION_BATCH} ids`);
      }
      const spread = ids.map(Number).map((id) => ({
        company_id: id,
        restrict: view.ds.companies.find((c) => c.id === id)?.restrict === true,
      }));
      return ok({ spread_ctrls: spread });
    }),

    // Designed path ("company private groups"): the private spaces of dst_user_id (default: the
    // signed-in user) and, for dst_company_id > 0, that company's spaces, each with its restriction.
    http.get(`${base}/api/v5/companies/private_groups`, ({ request }) => {
      const view = store.view(request);
      const url = new URL(request.url);
      const dstUser = intParam(url, 'dst_user_id', IDENTITIES[view.user].userid);
      const dstCompany = intParam(url, 'dst_company_id', 0);
      if (dstUser === null || dstCompany === null) return fail('InvalidArgument');
      const kind = SUITE_USER_KINDS.find((k) => IDENTITIES[k].userid === dstUser);
      if (!kind) return fail('InvalidArgument', 'Unknown dst_user_id.');
      const ds = kind === view.user ? view.ds : driveDataset(view.ds.seed, view.ds.size, kind);
      const own = [ds.own.special, ds.own.tmp, ds.own.secret].map((g) => ({
        ...g,
        restrict: false,
      }));
      const company = ds.companies.find((c) => c.id === dstCompany);
      if (dstCompany > 0 && !company)
        return fail('permissionDenied', 'Not a member of this company.');
      const corp = company
        ? [company.corpspecial, company.corptmp].map((g) => ({ ...g, restrict: company.restrict }))
        : [];
      return ok({ groups: [...own, ...corp], restrict: company?.restrict === true });
    }),

    // Designed path ("user workspace"): the workspace company (0 for a personal account).
    http.get(`${base}/api/v5/users/workspace`, ({ request }) => {
      const view = store.view(request);
      return ok({
        company_id: transferTarget(request).companyid ?? IDENTITIES[view.user].companyid,
      });
    }),
  ];
}
