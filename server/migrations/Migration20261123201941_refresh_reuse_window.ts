import { Migration } from '@mikro-orm/migrations';

export class Migration20261123201941_refresh_reuse_window extends Migration {
  override name = 'Migration20261123201941_refresh_reuse_window';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "auth_session" add "previous_refresh_hash" varchar(255) null, add "rotated_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "auth_session" add constraint "auth_session_previous_refresh_hash_unique" unique ("previous_refresh_hash");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "auth_session" drop constraint "auth_session_previous_refresh_hash_unique";`);
    this.addSql(`alter table "auth_session" drop column "previous_refresh_hash", drop column "rotated_at";`);
  }
}
