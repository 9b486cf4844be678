import { Migration } from '@mikro-orm/migrations';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number counts once its owner proves it (decision 351): every number saved so far was
 * taken on trust, so each starts unproven, and only proven numbers need be one account's. The
 * numbers get their one stored form (decision 350: `+91-98…` and `91-98…` were two); one that is
 * no real number keeps its digits, to be corrected by its owner.
 */
export class Migration20261128035348_verified_phone extends Migration {
  override name = 'Migration20261128035348_verified_phone';

  override async up(): Promise<void> {
    await this.execute(`alter table "app_user" drop constraint "app_user_phone_number_unique";`);
    await this.execute(`alter table "app_user" add "phone_verified_at" timestamptz null;`);
    const rows = await this.execute(`select "id", "phone_number" from "app_user" where "phone_number" is not null;`);
    for (const row of rows as { id: number; phone_number: string }[]) {
      const digits = row.phone_number.trim().replace(/^\+/, '');
      const parsed = parsePhoneNumberFromString(`+${digits}`);
      const canonical = parsed?.isValid() === true ? `${parsed.countryCallingCode}-${parsed.nationalNumber}` : digits;
      if (canonical !== row.phone_number) {
        await this.execute(`update "app_user" set "phone_number" = ? where "id" = ?;`, [canonical, row.id]);
      }
    }
    await this.execute(
      `create unique index "app_user_verified_phone_number_unique" on "app_user" ("phone_number") where "phone_verified_at" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "app_user_verified_phone_number_unique";`);
    this.addSql(`alter table "app_user" drop column "phone_verified_at";`);
    // Two accounts may hold one unproven number by now: the old constraint would refuse them.
    this.addSql(
      `update "app_user" set "phone_number" = null where "id" in (select "id" from (select "id", row_number() over (partition by "phone_number" order by "id") as "n" from "app_user" where "phone_number" is not null) as "numbered" where "n" > 1);`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_phone_number_unique" unique ("phone_number");`);
  }
}
