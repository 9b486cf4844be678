import { Migration } from '@mikro-orm/migrations';

export class Migration20261123212500_feed_failure_reasons extends Migration {
  override name = 'Migration20261123212500_feed_failure_reasons';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "product_feed_run" add "failure_reason_code" text null, add "failure_reason_params" jsonb null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "product_feed_run" drop column "failure_reason_code", drop column "failure_reason_params";`,
    );
  }
}
