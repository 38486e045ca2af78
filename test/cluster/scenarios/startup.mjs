// The three replicas started together on an empty database: the migrations are applied once (one
// replica applies them under the advisory lock; the others find none pending), and the first admin
// (ADMIN_EMAIL) is made once.
import { MIGRATIONS } from '../../../dist/migrations/index.js';
import { check } from '../support/assert.mjs';

export async function startedTogether(cluster) {
  const { postgres, replicas, admin } = cluster;
  const db = await postgres.with('kickshots', async (client) => ({
    applied: (await client.query('select name from mikro_orm_migrations')).rows.map((row) => row.name),
    admins: Number(
      (
        await client.query(
          `select count(*) from users u join user_roles r on r.user_id = u.id
           where u.email = $1 and r.role = 'admin'`,
          [admin.email],
        )
      ).rows[0].count,
    ),
  }));
  const appliedBy = replicas.filter((replica) =>
    replica.logLines().some((line) => /^Applied migrations: /.test(line.msg ?? '')),
  );
  const distinct = new Set(db.applied);
  check(
    db.applied.length === MIGRATIONS.length && distinct.size === MIGRATIONS.length,
    `the migrations table holds ${db.applied.length} rows (${distinct.size} distinct) for ${MIGRATIONS.length} migrations`,
  );
  check(
    appliedBy.length === 1,
    `${appliedBy.length} replicas logged that they applied migrations (expected 1)`,
  );
  check(db.admins === 1, `${db.admins} first admins were made (expected 1)`);
  return [
    `${replicas.length} replicas started together, all ready; balancer: every replica UP`,
    `migrations: ${MIGRATIONS.length} applied once each, by ${appliedBy[0].name}; the others found none pending`,
    `first admin (ADMIN_EMAIL): made once`,
  ];
}
