-- Every Vigil instance keeps the authentication answers (API key, user,
-- customer, effective grants) it has looked up, and must forget them when any
-- of their inputs changes, whichever instance or tool changed it. A change to
-- one of these tables notifies the channel vigil_auth_changed at commit; each
-- instance listens and drops what it holds (src/auth/viewer-cache.ts).
-- Statement-level: one notification per statement, and PostgreSQL folds equal
-- notifications of one transaction into one.
CREATE FUNCTION "vigil_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vigil_auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

-- api_key: not for the last-used stamp, which authentication itself writes once a minute per key.
CREATE TRIGGER "api_key_auth_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "api_key"
    FOR EACH STATEMENT EXECUTE FUNCTION "vigil_auth_changed"();
CREATE TRIGGER "api_key_auth_changed_update" AFTER UPDATE OF "id", "user_id", "secret_hash", "expires_at", "source_networks", "revoked_at" ON "api_key"
    FOR EACH STATEMENT EXECUTE FUNCTION "vigil_auth_changed"();

CREATE TRIGGER "user_account_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_account"
    FOR EACH STATEMENT EXECUTE FUNCTION "vigil_auth_changed"();
CREATE TRIGGER "customer_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer"
    FOR EACH STATEMENT EXECUTE FUNCTION "vigil_auth_changed"();
CREATE TRIGGER "user_group_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_group"
    FOR EACH STATEMENT EXECUTE FUNCTION "vigil_auth_changed"();
CREATE TRIGGER "group_member_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_member"
    FOR EACH STATEMENT EXECUTE FUNCTION "vigil_auth_changed"();
CREATE TRIGGER "permission_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permission"
    FOR EACH STATEMENT EXECUTE FUNCTION "vigil_auth_changed"();
CREATE TRIGGER "function_node_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "function_node"
    FOR EACH STATEMENT EXECUTE FUNCTION "vigil_auth_changed"();
CREATE TRIGGER "function_edge_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "function_edge"
    FOR EACH STATEMENT EXECUTE FUNCTION "vigil_auth_changed"();
CREATE TRIGGER "function_closure_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "function_closure"
    FOR EACH STATEMENT EXECUTE FUNCTION "vigil_auth_changed"();
