import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { applyDifferences, InvalidDifferencesError, type Difference, type Project } from '../../../engine/index.ts';
import { AD_STATUS, Campaign } from './entities.ts';
import { AppError, InvalidRequestError, NotFoundError } from '../../errors.ts';

/** The owner's part of the additional configuration (decision 163); the rest is the server's. */
const TRACKING_SCHEMA = 'entities/campaign-tracking.schema.json';

/** 409: a `test` operation found another value: the configuration changed since it was read. */
export class ConfigurationChangedError extends AppError {
  constructor() {
    super(409, 409, "The campaign's configuration was changed meanwhile. Reload it and try again.");
  }
}

/** fast-json-patch names a failed `test` operation so (its JsonPatchError.name). */
const TEST_FAILED = 'TEST_OPERATION_FAILED';

function failedTest(error: InvalidDifferencesError): boolean {
  return error.cause instanceof Error && error.cause.name === TEST_FAILED;
}

/**
 * OL §4, §7 PATCH /{campaignId}/additionalconfiguration: applies the differences to the stored
 * configuration under the campaign's row lock, so concurrent patches apply one after the other
 * and none is lost. No differences, no write. The result must still be a valid tracking part.
 */
export async function patchAdditionalConfiguration(
  em: EntityManager,
  project: Project,
  campaignId: number,
  patch: readonly Difference[],
): Promise<Record<string, unknown>> {
  if (patch.length === 0) {
    const { additionalConfiguration } = await em.findOneOrFail(Campaign, campaignId, { refresh: true });
    return additionalConfiguration;
  }
  return em.transactional(async (tx) => {
    const campaign = await tx.findOneOrFail(Campaign, campaignId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    if (campaign.adStatus === AD_STATUS.deleted) throw new NotFoundError(`No campaign "${String(campaignId)}"`);
    let patched: Record<string, unknown>;
    try {
      patched = applyDifferences(campaign.additionalConfiguration, patch);
    } catch (error) {
      if (!(error instanceof InvalidDifferencesError)) throw error;
      if (failedTest(error)) throw new ConfigurationChangedError();
      throw new InvalidRequestError(error.message);
    }
    const tracking: unknown = patched.tracking ?? {};
    const result = project.validate(TRACKING_SCHEMA, tracking);
    if (!result.valid) {
      throw new InvalidRequestError(
        'Invalid request data',
        result.errors.map((field) => ({ ...field, path: `/tracking${field.path}` })),
      );
    }
    campaign.additionalConfiguration = patched;
    await tx.flush();
    return campaign.additionalConfiguration;
  });
}
