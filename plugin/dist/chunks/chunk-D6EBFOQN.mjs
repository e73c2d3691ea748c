import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/store/pg/schema.ts
var SCHEMA = "claude_memory";
var MIGRATION_LOCK = 7340213001;
var IN_MY_TEAMS = `team IN (SELECT m.team FROM ${SCHEMA}.members m WHERE m.role = current_user)`;
var SERVER_MIGRATIONS = [
  {
    version: 1,
    description: "teams, members, shared items with full-text search, the team audit log, row-level security",
    sql: `
      CREATE TABLE ${SCHEMA}.teams (
        name text PRIMARY KEY CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}$'),
        created_by name NOT NULL DEFAULT current_user,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE ${SCHEMA}.members (
        team text NOT NULL REFERENCES ${SCHEMA}.teams(name) ON DELETE CASCADE,
        role name NOT NULL,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team, role)
      );
      CREATE INDEX members_role ON ${SCHEMA}.members(role);
      -- Every change of an item takes the next number: members pull by it. Pushes of one team are serialized by an
      -- advisory lock, so within a team, numbers are handed out in commit order and a cursor never skips a change.
      CREATE SEQUENCE ${SCHEMA}.change_seq;
      CREATE TABLE ${SCHEMA}.items (
        uid text PRIMARY KEY,
        team text NOT NULL REFERENCES ${SCHEMA}.teams(name) ON DELETE CASCADE,
        project text NOT NULL,
        seq bigint NOT NULL,
        rev integer NOT NULL DEFAULT 1,
        last_op text NOT NULL,
        -- forgotten: a tombstone (content deleted, the id kept so every member forgets it too); unshared: taken back.
        state text NOT NULL DEFAULT 'shared' CHECK (state IN ('shared', 'forgotten', 'unshared')),
        type text NOT NULL,
        text text NOT NULL,
        reason text NOT NULL DEFAULT '',
        subject_key text NOT NULL DEFAULT '',
        trust text NOT NULL,
        status text NOT NULL,
        superseded_by text,
        valid_from bigint NOT NULL,
        valid_to bigint,
        retracted_at bigint,
        value text,
        replaces text,
        contrast text,
        polarity text NOT NULL DEFAULT 'positive',
        receipts jsonb NOT NULL DEFAULT '[]',
        conflicts_with jsonb NOT NULL DEFAULT '[]',
        shared_by name NOT NULL DEFAULT current_user,
        updated_by name NOT NULL DEFAULT current_user,
        updated_at timestamptz NOT NULL DEFAULT now(),
        tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', text || ' ' || reason || ' ' || subject_key)) STORED
      );
      CREATE INDEX items_changes ON ${SCHEMA}.items(team, project, seq);
      CREATE INDEX items_search ON ${SCHEMA}.items USING gin(tsv);
      -- Append-only for members (no UPDATE or DELETE grant): who did what to which item, never the text.
      CREATE TABLE ${SCHEMA}.audit (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        team text NOT NULL REFERENCES ${SCHEMA}.teams(name) ON DELETE CASCADE,
        project text NOT NULL,
        role name NOT NULL DEFAULT current_user,
        action text NOT NULL,
        uid text NOT NULL,
        rev integer,
        before jsonb,
        after jsonb
      );
      CREATE INDEX audit_item ON ${SCHEMA}.audit(uid);

      ALTER TABLE ${SCHEMA}.teams ENABLE ROW LEVEL SECURITY;
      ALTER TABLE ${SCHEMA}.members ENABLE ROW LEVEL SECURITY;
      ALTER TABLE ${SCHEMA}.items ENABLE ROW LEVEL SECURITY;
      ALTER TABLE ${SCHEMA}.audit ENABLE ROW LEVEL SECURITY;
      CREATE POLICY members_own ON ${SCHEMA}.members FOR SELECT USING (role = current_user);
      CREATE POLICY teams_own ON ${SCHEMA}.teams FOR SELECT USING (name IN (SELECT m.team FROM ${SCHEMA}.members m WHERE m.role = current_user));
      CREATE POLICY items_team ON ${SCHEMA}.items USING (${IN_MY_TEAMS}) WITH CHECK (${IN_MY_TEAMS});
      CREATE POLICY audit_team ON ${SCHEMA}.audit USING (${IN_MY_TEAMS}) WITH CHECK (${IN_MY_TEAMS} AND role = current_user);

      GRANT USAGE ON SCHEMA ${SCHEMA} TO PUBLIC;
      GRANT SELECT ON ${SCHEMA}.teams, ${SCHEMA}.members TO PUBLIC;
      GRANT SELECT, INSERT, UPDATE ON ${SCHEMA}.items TO PUBLIC;
      GRANT SELECT, INSERT ON ${SCHEMA}.audit TO PUBLIC;
      GRANT USAGE ON SEQUENCE ${SCHEMA}.change_seq, ${SCHEMA}.audit_id_seq TO PUBLIC;
    `
  },
  {
    version: 2,
    description: "search_items: full-text search with the membership check inside (row-level security would keep the GIN index unused)",
    // Under row-level security a qual that is not leakproof (the full-text match is not) is evaluated after the policy,
    // so the GIN index cannot be used and every search reads the whole table. This function runs as the schema's
    // owner (row-level security does not apply), checks on every call that the connected role is a member of the team,
    // and returns only that team's rows. Removing a member stops its searches at once, as it stops its reads.
    sql: String.raw`
      CREATE FUNCTION ${SCHEMA}.search_items(p_team text, p_project text, p_query text, p_limit integer, p_candidates integer, p_common real)
      RETURNS TABLE (hit_uid text, hit_type text, hit_text text, hit_reason text, hit_trust text, hit_shared_by name, hit_rank real, hit_seq bigint)
      LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
      DECLARE
        q_all tsquery := plainto_tsquery('english', p_query);
        q_any tsquery;
        found_all integer;
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM ${SCHEMA}.members m WHERE m.team = p_team AND m.role = session_user) THEN
          RETURN;
        END IF;
        -- All of the words, ranked among at most p_candidates matches.
        RETURN QUERY
          SELECT c.uid, c.type, c.text, c.reason, c.trust, c.shared_by, ts_rank(c.tsv, q_all), c.seq
          FROM (SELECT i.* FROM ${SCHEMA}.items i WHERE i.team = p_team AND i.project = p_project AND i.state = 'shared' AND i.status = 'active'
                  AND i.trust <> 'rejected' AND i.tsv @@ q_all LIMIT p_candidates) c
          ORDER BY 7 DESC, 8 DESC LIMIT p_limit;
        GET DIAGNOSTICS found_all = ROW_COUNT;
        IF found_all >= p_limit THEN
          RETURN;
        END IF;
        -- Then any of the words that are not common (in more than p_common of the items, by the column statistics).
        -- Lexemes are quoted for tsquery input (a backslash escaped, a quote doubled): no query text is read as syntax.
        SELECT string_agg('''' || replace(replace(w, '\', '\\'), '''', '''''') || '''', ' | ')::tsquery INTO q_any
        FROM unnest(tsvector_to_array(to_tsvector('english', p_query))) w
        WHERE w NOT IN (SELECT x.e FROM pg_stats st, unnest(st.most_common_elems::text::text[], st.most_common_elem_freqs) AS x(e, f)
                        WHERE st.schemaname = '${SCHEMA}' AND st.tablename = 'items' AND st.attname = 'tsv' AND x.e IS NOT NULL AND x.f > p_common);
        IF q_any IS NULL THEN
          RETURN;
        END IF;
        RETURN QUERY
          SELECT c.uid, c.type, c.text, c.reason, c.trust, c.shared_by, ts_rank(c.tsv, q_any), c.seq
          FROM (SELECT i.* FROM ${SCHEMA}.items i WHERE i.team = p_team AND i.project = p_project AND i.state = 'shared' AND i.status = 'active'
                  AND i.trust <> 'rejected' AND i.tsv @@ q_any LIMIT p_candidates) c
          ORDER BY 7 DESC, 8 DESC LIMIT p_limit;
      END
      $fn$;
      REVOKE ALL ON FUNCTION ${SCHEMA}.search_items(text, text, text, integer, integer, real) FROM PUBLIC;
      GRANT EXECUTE ON FUNCTION ${SCHEMA}.search_items(text, text, text, integer, integer, real) TO PUBLIC;
    `
  }
];
var vectorSql = (ext) => `
  CREATE TABLE ${SCHEMA}.item_vectors (
    uid text PRIMARY KEY REFERENCES ${SCHEMA}.items(uid) ON DELETE CASCADE,
    team text NOT NULL REFERENCES ${SCHEMA}.teams(name) ON DELETE CASCADE,
    project text NOT NULL,
    model text NOT NULL,
    embedding ${ext}.vector NOT NULL
  );
  CREATE INDEX item_vectors_scope ON ${SCHEMA}.item_vectors(team, project, model);
  ALTER TABLE ${SCHEMA}.item_vectors ENABLE ROW LEVEL SECURITY;
  CREATE POLICY item_vectors_team ON ${SCHEMA}.item_vectors USING (${IN_MY_TEAMS}) WITH CHECK (${IN_MY_TEAMS});
  GRANT SELECT, INSERT, UPDATE, DELETE ON ${SCHEMA}.item_vectors TO PUBLIC;
  -- Nearest current items by cosine distance among the vectors of one encoder (others are never compared), with the
  -- membership check inside, as search_items. An exact scan: the caller gives it a short statement timeout.
  CREATE FUNCTION ${SCHEMA}.search_vectors(p_team text, p_project text, p_model text, p_vector text, p_limit integer)
  RETURNS TABLE (hit_uid text, hit_distance real)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, ${ext}, pg_temp AS $fn$
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM ${SCHEMA}.members m WHERE m.team = p_team AND m.role = session_user) THEN
      RETURN;
    END IF;
    RETURN QUERY
      SELECT v.uid, (v.embedding OPERATOR(${ext}.<=>) p_vector::${ext}.vector)::real
      FROM ${SCHEMA}.item_vectors v JOIN ${SCHEMA}.items i ON i.uid = v.uid
      WHERE v.team = p_team AND v.project = p_project AND v.model = p_model
        AND i.state = 'shared' AND i.status = 'active' AND i.trust <> 'rejected'
      ORDER BY 2 LIMIT p_limit;
  END
  $fn$;
  REVOKE ALL ON FUNCTION ${SCHEMA}.search_vectors(text, text, text, text, integer) FROM PUBLIC;
  GRANT EXECUTE ON FUNCTION ${SCHEMA}.search_vectors(text, text, text, text, integer) TO PUBLIC;
`;
async function ensureVectorSearch(client) {
  const installed = async () => (await client.query(`SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'vector'`)).rows[0]?.schema ?? null;
  const hasTable = async () => Boolean((await client.query(`SELECT to_regclass('${SCHEMA}.item_vectors') AS t`)).rows[0].t);
  let ext = await installed();
  if (!ext) {
    await client.query("SAVEPOINT vectors");
    try {
      await client.query("CREATE EXTENSION IF NOT EXISTS vector");
      await client.query("RELEASE SAVEPOINT vectors");
    } catch (err) {
      await client.query("ROLLBACK TO SAVEPOINT vectors");
      const listed = (await client.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'vector'`)).rowCount;
      return listed ? { state: "not-permitted", detail: err.message } : { state: "not-installed" };
    }
    ext = await installed();
  }
  if (!await hasTable()) await client.query(vectorSql(ext));
  return { state: "on", extensionSchema: ext };
}
async function migrateServer(client) {
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${SCHEMA}.schema_versions (version integer PRIMARY KEY, description text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`
    );
    await client.query(`GRANT USAGE ON SCHEMA ${SCHEMA} TO PUBLIC; GRANT SELECT ON ${SCHEMA}.schema_versions TO PUBLIC`);
    const done = new Set(
      (await client.query(`SELECT version FROM ${SCHEMA}.schema_versions`)).rows.map((r) => r.version)
    );
    const applied = [];
    for (const m of SERVER_MIGRATIONS) {
      if (done.has(m.version)) continue;
      await client.query(m.sql);
      await client.query(`INSERT INTO ${SCHEMA}.schema_versions (version, description) VALUES ($1, $2)`, [m.version, m.description]);
      applied.push(m.version);
    }
    const vectors = await ensureVectorSearch(client);
    await client.query("COMMIT");
    return { applied, version: Math.max(0, ...SERVER_MIGRATIONS.map((m) => m.version)), vectors };
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {
    });
    throw err;
  }
}
async function serverSchemaVersion(client) {
  const exists = await client.query(`SELECT to_regclass('${SCHEMA}.schema_versions') AS t`);
  if (!exists.rows[0].t) return 0;
  const r = await client.query(`SELECT max(version) AS v FROM ${SCHEMA}.schema_versions`);
  return r.rows[0].v ?? 0;
}
async function addTeamMembers(client, team, roles) {
  await client.query("BEGIN");
  try {
    await client.query(`INSERT INTO ${SCHEMA}.teams (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [team]);
    for (const role of roles) {
      const exists = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [role]);
      if (!exists.rowCount) throw new Error(`no PostgreSQL role "${role}" (create it first: CREATE ROLE ... LOGIN PASSWORD ...)`);
      await client.query(`INSERT INTO ${SCHEMA}.members (team, role) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [team, role]);
    }
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {
    });
    throw err;
  }
}
async function removeTeamMembers(client, team, roles) {
  const r = await client.query(`DELETE FROM ${SCHEMA}.members WHERE team = $1 AND role = ANY($2::name[])`, [team, roles]);
  return r.rowCount ?? 0;
}
async function isTeamMember(client, team) {
  const r = await client.query(`SELECT 1 FROM ${SCHEMA}.members WHERE team = $1 AND role = current_user`, [team]);
  return (r.rowCount ?? 0) > 0;
}

export {
  SCHEMA,
  SERVER_MIGRATIONS,
  migrateServer,
  serverSchemaVersion,
  addTeamMembers,
  removeTeamMembers,
  isTeamMember
};
