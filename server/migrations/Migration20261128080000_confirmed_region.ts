import { Migration } from '@mikro-orm/migrations';

/**
 * A session's region is the country confirmed on the first screen (OL §2 confirmation, §9): the
 * sessions confirmed before that rule kept the region they started in (IN), so they take the
 * country they confirmed now. Drafts follow their session at the next budget or checkout.
 */
export class Migration20261128080000_confirmed_region extends Migration {
  override name = 'Migration20261128080000_confirmed_region';

  override up(): void {
    this.addSql(
      `update "flow_session" set "region" = "steps"->'confirmation'->>'region'
         where "steps"->'confirmation'->>'region' in ('IN', 'GB')
           and "region" is distinct from "steps"->'confirmation'->>'region';`,
    );
  }

  override down(): void {
    // The regions the sessions started in are not kept: the confirmed one stays.
  }
}
