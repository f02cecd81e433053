import type pg from 'pg';

// Day names and family names that are common in Ghana, so name fragments ("kwa", "mens") match as
// many people as they would in the real user base (a day name is shared by about 1 in 14 people).
export const FIRST_NAMES = [
  'Kwame',
  'Kofi',
  'Kwaku',
  'Yaw',
  'Kwabena',
  'Kojo',
  'Kwesi',
  'Kwasi',
  'Ama',
  'Akosua',
  'Adwoa',
  'Abena',
  'Akua',
  'Yaa',
  'Afua',
  'Esi',
  'Efua',
  'Ekua',
  'Nana',
  'Emmanuel',
  'Samuel',
  'Daniel',
  'Joseph',
  'Grace',
  'Mercy',
  'Gifty',
  'Comfort',
  'Felicia',
  'Ebenezer',
  'Isaac',
  'Prince',
  'Richard',
  'Ruth',
  'Priscilla',
  'Joyce',
  'Patience',
  'Selorm',
  'Elikem',
  'Dzifa',
  'Fiifi',
  'Ato',
  'Nii',
  'Naa',
  'Kobby',
  'Edem',
  'Mawuli',
  'Sena',
  'Aba',
];

export const LAST_NAMES = [
  'Mensah',
  'Asante',
  'Owusu',
  'Boateng',
  'Osei',
  'Agyeman',
  'Appiah',
  'Amoah',
  'Ofori',
  'Darko',
  'Addo',
  'Antwi',
  'Acheampong',
  'Frimpong',
  'Sarpong',
  'Tetteh',
  'Quaye',
  'Lamptey',
  'Quarshie',
  'Annan',
  'Nkrumah',
  'Danquah',
  'Badu',
  'Bonsu',
  'Opoku',
  'Yeboah',
  'Kyei',
  'Ansah',
  'Donkor',
  'Gyamfi',
  'Amponsah',
  'Adjei',
  'Asamoah',
  'Nyarko',
  'Kumi',
  'Agyei',
  'Ocran',
  'Aidoo',
  'Arthur',
  'Baah',
  'Dankwa',
  'Fosu',
  'Gyasi',
  'Kwarteng',
  'Manu',
  'Obeng',
  'Ampofo',
  'Sackey',
  'Torgbor',
  'Dzokoto',
  'Amegashie',
  'Ahiable',
  'Kpodo',
  'Agbeko',
  'Hammond',
  'Mills',
  'Sey',
  'Essien',
  'Tagoe',
  'Allotey',
];

const NETWORKS = ['24', '54', '55', '59', '20', '50', '26', '27', '56', '57', '25', '53'];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'mtn.com.gh', 'ug.edu.gh'];

/**
 * `count` users in one INSERT … SELECT generate_series: user i has the first name, last name,
 * network and domain picked by i, a unique phone (+233 + network + i), username and email.
 */
export async function seedUsers(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(
    `
    INSERT INTO users (first_name, last_name, username, phone_number, email, password_hash, phone_verified, is_verified, created_at, updated_at)
    SELECT f, l,
           lower(f) || '_' || lower(l) || '_' || i,
           '+233' || n || lpad(i::text, 7, '0'),
           lower(f) || '.' || lower(l) || i || '@' || d,
           NULL, true, i % 3 = 0,
           now() - (i % 900) * interval '1 day', now()
    FROM (
      SELECT i,
             ($1::text[])[1 + (i::bigint * 7919) % cardinality($1::text[])] AS f,
             ($2::text[])[1 + (i::bigint * 104729) % cardinality($2::text[])] AS l,
             ($3::text[])[1 + i % cardinality($3::text[])] AS n,
             ($4::text[])[1 + i % cardinality($4::text[])] AS d
      FROM generate_series(1, $5::int) AS i
    ) s`,
    [FIRST_NAMES, LAST_NAMES, NETWORKS, DOMAINS, count],
  );
}

/**
 * A social graph and a payment history around the users, so the per-result facts (friend, saved
 * contact, last payment) and the block filter run on realistic tables: every user gets a few
 * friends, some contacts, a block now and then, and `payments` completed payments in all.
 */
export async function seedRelationships(pool: pg.Pool, payments: number): Promise<void> {
  // Users numbered 1..n in id order; each relationship joins user r to user r + k (equality joins).
  await pool.query('CREATE TABLE bench_numbered AS SELECT id, first_name, last_name, row_number() OVER (ORDER BY id) AS r FROM users');
  await pool.query('CREATE UNIQUE INDEX ON bench_numbered (r)');
  for (const k of [1, 17, 311]) {
    await pool.query(
      `INSERT INTO friendships (requester_id, addressee_id, status, requested_at, responded_at)
       SELECT a.id, b.id, 'accepted', now(), now() FROM bench_numbered a JOIN bench_numbered b ON b.r = a.r + $1
       ON CONFLICT DO NOTHING`,
      [k],
    );
  }
  await pool.query(
    `INSERT INTO user_blocks (blocker_id, blocked_id)
     SELECT a.id, b.id FROM bench_numbered a JOIN bench_numbered b ON b.r = a.r + 997 WHERE a.r % 20 = 0`,
  );
  for (const k of [3, 5003]) {
    await pool.query(
      `INSERT INTO contacts (user_id, contact_user_id, contact_name)
       SELECT a.id, b.id, b.first_name || ' ' || b.last_name FROM bench_numbered a JOIN bench_numbered b ON b.r = a.r + $1
       ON CONFLICT DO NOTHING`,
      [k],
    );
  }
  await pool.query(
    `INSERT INTO transactions (sender_id, recipient_id, amount_pesewas, status, created_at, updated_at, completed_at)
     SELECT s.id, r.id, 100 + (g::bigint * 37) % 50000, 'completed', now() - (g % 365) * interval '1 day', now(), now()
     FROM generate_series(1, $1::int) AS g
     JOIN bench_numbered s ON s.r = 1 + (g::bigint * 7) % (SELECT count(*) FROM bench_numbered)
     JOIN bench_numbered r ON r.r = 1 + (g::bigint * 7 + 1 + (g % 50)) % (SELECT count(*) FROM bench_numbered)`,
    [payments],
  );
  await pool.query('DROP TABLE bench_numbered');
  await pool.query('ANALYZE');
}
