-- Hand-written (passive DNS search at 10^7 rows, issue 21).
-- The answer-side wildcard index carries every column a search reads
-- (INCLUDE), so a wildcard matching names on the answer side (CNAME, NS, MX
-- ... targets: `*.cdn.example`, often thousands of records) is an
-- index-only scan of a few index pages in key order instead of one heap page
-- per match: 10 300 matches at 10^7 rows were 10 300 heap pages, 67 ms p50.
-- A search reads every match to count and sort them, so what it costs is the
-- pages those matches sit on.
-- The price (docs/performance.md): last_seen and times, which a merge
-- rewrites, are now in an index, so merging into an existing row is no longer
-- a HOT update (every index gets an entry for the new row version); inserts
-- of A and AAAA rows do not touch this partial index. The address index
-- (answer::inet, most of the table) stays narrow for that reason.
DROP INDEX "pdns_record_answer_rev_idx";
CREATE INDEX "pdns_record_answer_rev_idx" ON "pdns_record" (reverse("answer"))
  INCLUDE ("answer", "query", "rrclass", "rrtype", "tlp", "customer_id", "first_seen", "last_seen", "min_ttl", "max_ttl", "times")
  WHERE "rrtype" NOT IN ('a', 'aaaa');
