import type { ApiEndpoint } from '../../server/openapi/api-catalogue.ts';
import type { SignedInUser } from './accounts.ts';
import type { TestApp } from './test-server.ts';

/** A value for each `{name}` of the catalogue's paths (PATH_PARAMETERS). */
export type PathValues = Readonly<Record<string, string>>;

/** Ids of nothing in particular, of the right shape: enough for a call to pass its routing. */
export const PLACEHOLDER_IDS: PathValues = {
  flowId: 'onboarding',
  stepId: 'confirmation',
  mediaId: '00000000-0000-4000-8000-000000000000',
  assetId: '00000000-0000-4000-8000-000000000000',
  campaignId: '1',
  revisionId: '1',
  invoiceId: '1',
  leadId: '1',
  encodedId: 'AAAAAAAAAAAAAAAAAAAAAA',
  catalogId: '1',
  feedId: '1',
  reportId: '1',
  briefId: '1',
  versionId: '1',
  version: '1',
  audienceId: '1',
  storeId: '1',
  portalId: '1',
};

/** The call's path below the server, each `{name}` filled from `values`. */
export const pathOf = (endpoint: ApiEndpoint, values: PathValues): string =>
  `/api${endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))}`;

/** Gives `user` exactly these role ids (AP §3): 4 account manager, 15 product staff, 27 client access. */
export async function setRoles(server: TestApp, user: SignedInUser, roleIds: readonly number[]): Promise<void> {
  await server.orm.em
    .getConnection()
    .execute('update app_user set role_ids = ?::jsonb where id = ?', [JSON.stringify(roleIds), user.userId]);
}
