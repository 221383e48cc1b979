-- Hand-written (passive DNS search at 10^7 rows, issue 21).
-- The answer-side wildcard index in record-key order: keyed by the reversed
-- answer, then the rest of the record key (query, rrclass, rrtype, tlp,
-- customer_id), so the rows of a wildcard on answers (`*.cdn.example`,
-- thousands of CNAME/NS/MX ... records) come out of an index-only scan
-- already grouped by record and are aggregated as they stream instead of
-- hashed (src/domains/pdns/search-sql.ts, ANSWER_SIDE). It carries only what
-- the search's first step reads (answer, first_seen, last_seen, times); the
-- page's records are read again by the unique key. min_ttl and max_ttl are
-- no longer in it. As before: answers that are addresses are left out (A and
-- AAAA rows never touch it), and last_seen and times in an index mean a merge
-- into an existing row is not a HOT update (docs/performance.md).
-- Built before the old one is dropped, so searches keep an index throughout.
CREATE INDEX "pdns_record_answer_rev_key_idx" ON "pdns_record" (reverse("answer"), "query", "rrclass", "rrtype", "tlp", "customer_id")
  INCLUDE ("answer", "first_seen", "last_seen", "times")
  WHERE "rrtype" NOT IN ('a', 'aaaa');
DROP INDEX "pdns_record_answer_rev_idx";
ALTER INDEX "pdns_record_answer_rev_key_idx" RENAME TO "pdns_record_answer_rev_idx";
