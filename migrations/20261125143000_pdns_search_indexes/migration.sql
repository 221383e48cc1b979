-- Hand-written (passive DNS search like DNSDB, issue 21).
-- Names and answers in byte order (C collation): they are stored lower case
-- and normalised, so a prefix is a plain btree range in any database locale,
-- also for prepared statements (generic plans cannot turn LIKE 'x%' with a
-- parameter into a range). Rebuilds the indexes on the two columns.
ALTER TABLE "pdns_record" ALTER COLUMN "query" TYPE TEXT COLLATE "C";
ALTER TABLE "pdns_record" ALTER COLUMN "answer" TYPE TEXT COLLATE "C";

-- Left-hand wildcards (*.example.com): a prefix of the reversed name.
CREATE INDEX "pdns_record_query_rev_idx" ON "pdns_record" (reverse("query"));
-- ... and on the answer side, for answers that are names (CNAME, NS, MX ...):
-- addresses are left out (they never match a name pattern), so A and AAAA
-- records, most of the table, pay nothing for it at ingest.
CREATE INDEX "pdns_record_answer_rev_idx" ON "pdns_record" (reverse("answer")) WHERE "rrtype" NOT IN ('a', 'aaaa');
-- Address ranges on the answer side (192.0.2.0/24): A and AAAA answers as inet.
CREATE INDEX "pdns_record_answer_inet_idx" ON "pdns_record" (("answer"::inet)) WHERE "rrtype" IN ('a', 'aaaa');

-- Merges rewrite last_seen and times: room on each page keeps those updates
-- HOT (no new index entries) while the page has space.
ALTER TABLE "pdns_record" SET (fillfactor = 90);
