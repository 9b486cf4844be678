import { Migration } from '@mikro-orm/migrations';

export class Migration20261123193841_feed_reason_codes extends Migration {
  override name = 'Migration20261123193841_feed_reason_codes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "product_feed_bad_row" add "reason_code" text null, add "reason_params" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "product_feed_bad_row" drop column "reason_code", drop column "reason_params";`);
  }
}
