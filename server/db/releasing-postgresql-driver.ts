import { PostgreSqlConnection, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { DatabaseConnection, Driver, PostgresDialect } from 'kysely';
import type { PoolConfig } from 'pg';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/**
 * kysely 0.29 keeps a pooled connection checked out for good when its BEGIN or ROLLBACK fails
 * (kysely-org/kysely#1990). When PostgreSQL goes away mid-transaction that is every transaction
 * under way: each leaks one connection, so a few restarts starve the pool (requests then wait
 * forever) and closing the ORM hangs. Here a connection whose BEGIN or ROLLBACK failed because the
 * connection is dead goes back to the pool, which discards it. A live connection is left alone:
 * handing it back mid-transaction would give the next request an aborted transaction.
 */
function releasingDeadConnections(driver: Driver): Driver {
  const released = new WeakSet<DatabaseConnection>();
  const release = driver.releaseConnection.bind(driver);
  const releasedIfDead =
    <A extends unknown[]>(step: (connection: DatabaseConnection, ...rest: A) => Promise<void>) =>
    async (connection: DatabaseConnection, ...rest: A): Promise<void> => {
      try {
        await step(connection, ...rest);
      } catch (error) {
        if (isDatabaseUnavailable(error) && !released.has(connection)) {
          released.add(connection);
          await release(connection);
        }
        throw error;
      }
    };
  driver.beginTransaction = releasedIfDead(driver.beginTransaction.bind(driver));
  driver.rollbackTransaction = releasedIfDead(driver.rollbackTransaction.bind(driver));
  // kysely's own release may still come (its callback-style transactions release in a finally):
  // a connection handed back here is not handed back twice.
  driver.releaseConnection = async (connection, options) => {
    if (released.has(connection)) return;
    await release(connection, options);
  };
  return driver;
}

class ReleasingConnection extends PostgreSqlConnection {
  override createKyselyDialect(overrides: PoolConfig): PostgresDialect {
    const dialect = super.createKyselyDialect(overrides);
    const createDriver = dialect.createDriver.bind(dialect);
    dialect.createDriver = () => releasingDeadConnections(createDriver());
    return dialect;
  }
}

/** MikroORM's PostgreSQL driver, whose connections die without being lost to the pool. */
export class ReleasingPostgreSqlDriver extends PostgreSqlDriver {
  protected override readonly connection = new ReleasingConnection(this.config);
}
