// The CSV representation of a network search (Accept: text/csv): one header
// row, then one row per network, RFC 4180 quoting. Cells that a spreadsheet
// would run as a formula (= + - @ at the start) are prefixed with a quote
// mark, since descriptions are user text.
const COLUMNS = [
  'id',
  'customerId',
  'customerShortName',
  'networkAddress',
  'address',
  'maskBits',
  'description',
  'zone',
  'locationId',
  'flags',
  'verified',
  'createdTimestamp',
  'lastUpdatedTimestamp',
] as const;

interface NetworkRow {
  id: number;
  customer: { id: number; shortName: string };
  networkAddress: { address: string; maskBits: number; prefix: string };
  description: string;
  zone: string;
  location: { id: number } | null;
  flags: string[];
  verified: boolean;
  createdTimestamp: number;
  lastUpdatedTimestamp: number;
}

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function networksCsv(data: unknown): string {
  const rows = (Array.isArray(data) ? data : []) as NetworkRow[];
  const lines = [COLUMNS.join(',')];
  for (const n of rows) {
    lines.push(
      [
        n.id,
        n.customer.id,
        n.customer.shortName,
        n.networkAddress.prefix,
        n.networkAddress.address,
        n.networkAddress.maskBits,
        n.description,
        n.zone,
        n.location?.id ?? '',
        n.flags.join(' '),
        n.verified,
        n.createdTimestamp,
        n.lastUpdatedTimestamp,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
