// The closed vocabularies of a customer network (kept by CHECK constraints in
// the database as well).
export const NETWORK_ZONES = ['INTERNAL', 'EXTERNAL', 'DMZ', 'UNKNOWN'] as const;
export type NetworkZone = (typeof NETWORK_ZONES)[number];

export const NETWORK_FLAGS = ['CLIENT', 'PROXY', 'NAT', 'SCANNER', 'DNS', 'GUEST', 'UNASSIGNED', 'DELETED', 'UNVERIFIED'] as const;
export type NetworkFlag = (typeof NETWORK_FLAGS)[number];

/**
 * Flags that record a state and change only through their own operation
 * (DELETE, add again, verify, unverify): an update may not set or clear them,
 * or a network could be "deleted" without the delete permission.
 */
export const STATE_FLAGS: readonly NetworkFlag[] = ['DELETED', 'UNVERIFIED'];
