/* vigil:pdns-merge */
INSERT INTO pdns_record AS r (customer_id, query, answer, rrclass, rrtype, tlp, first_seen, last_seen, min_ttl, max_ttl, times)
SELECT customer_id, query, answer, rrclass, rrtype, tlp, min(first_seen), max(last_seen), min(min_ttl), max(max_ttl), LEAST(sum(times), 9223372036854775807)::bigint
  FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::bigint[], $9::int[], $10::int[], $11::bigint[])
       AS x(customer_id, query, answer, rrclass, rrtype, tlp, first_seen, last_seen, min_ttl, max_ttl, times)
 GROUP BY query, answer, rrclass, rrtype, tlp, customer_id
 ORDER BY query, answer, rrclass, rrtype, tlp, customer_id
ON CONFLICT (query, answer, rrclass, rrtype, tlp, customer_id) DO UPDATE SET
  first_seen = LEAST(r.first_seen, EXCLUDED.first_seen),
  last_seen = GREATEST(r.last_seen, EXCLUDED.last_seen),
  min_ttl = LEAST(r.min_ttl, EXCLUDED.min_ttl),
  max_ttl = GREATEST(r.max_ttl, EXCLUDED.max_ttl),
  times = CASE WHEN r.times > 9223372036854775807 - EXCLUDED.times THEN 9223372036854775807 ELSE r.times + EXCLUDED.times END