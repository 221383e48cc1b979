// The passive DNS merge rule (group by key, key order, insert or merge into
// the existing row) is built by one function for both of its sources: the
// arrays of a batch (MERGE_SQL) and a staging table (MERGE_STAGE_SQL and the
// per-request table of an NDJSON submission). The texts are the ones in
// production before they shared a builder, kept as files beside this test:
// a prepared statement's text is its identity, and the merge must not change
// by accident (the import and submission tests check what it does). Changed
// on purpose once since: counts saturate at the bigint maximum (LEAST ...
// ::bigint) instead of failing the statement (ingest-bad-input-500s.test.ts).
import { describe, expect, it } from 'vitest';
import { MERGE_STAGE_SQL } from '../../src/domains/pdns/copy-rows.ts';
import { MERGE_SQL } from '../../src/domains/pdns/merge.ts';
import { mergeFrom } from '../../src/domains/pdns/submit-stream.ts';

describe('passive DNS merge statements', () => {
  it('from the arrays of a batch: the text as before', async () => {
    await expect(MERGE_SQL).toMatchFileSnapshot('./merge-statements/merge-arrays.sql');
  });

  it('from the staging table: the text as before', async () => {
    await expect(MERGE_STAGE_SQL).toMatchFileSnapshot('./merge-statements/merge-stage.sql');
  });

  it("from a submission's own table: the text as before, unmarked", async () => {
    await expect(mergeFrom('pdns_upload_0123456789abcdef')).toMatchFileSnapshot('./merge-statements/merge-submission.sql');
  });
});
