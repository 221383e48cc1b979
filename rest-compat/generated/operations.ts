/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** OPERATOR marks the service provider; DISABLED customers' users cannot sign in. */
export type CustomerFlag =
  | 'DISABLED'
  | 'OPERATOR';

export type LoginInput = {
  password: string;
  userName: string;
};

/** A passive DNS lookup (the JSON body of POST /pdns/v3/search). */
export type PdnsSearchInput = {
  /** Default true: one record per tuple across customers. */
  aggregateResult?: boolean | null | undefined;
  /** Narrows private data to these customers (only those the caller may see count). */
  customerID?: Array<number> | null | undefined;
  /** Default true; false: only data of customers the caller may see. */
  includeAnonymousResults?: boolean | null | undefined;
  /** Default 25; 0: all up to the maximum (1000 public, 10000 authenticated). */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** A domain name or an IPv4/IPv6 address; exact, case-insensitive, trailing period optional. */
  query: string;
  /** Any of these classes (case-insensitive). */
  rrClass?: Array<string> | null | undefined;
  /** Any of these types (case-insensitive). */
  rrType?: Array<string> | null | undefined;
  tlp?: Array<PdnsTlp> | null | undefined;
};

/** Traffic Light Protocol level; white records are public. */
export type PdnsTlp =
  | 'AMBER'
  | 'GREEN'
  | 'RED'
  | 'WHITE';

export type SubmitPdnsRecordsInput = {
  /** Id or short name of the customer the records belong to; default the caller's. */
  customer?: string | null | undefined;
  /** Store the valid records and list the failed ones (default false: one invalid record fails all). */
  ignoreOnFailed?: boolean | null | undefined;
  /** Records: query, answer, firstSeen (epoch ms or ISO 8601), times, minTtl, maxTtl, tlp, recordType required; recordClass (default in), lastSeen (default now) optional. Checked one by one. */
  records: Array<unknown>;
};

/** DISABLED users cannot sign in; their keys and sessions stop working at once. */
export type UserFlag =
  | 'DISABLED';

export type RestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type RestLoginMutation = { login: { csrfToken: string, expiresTimestamp: number, user: { id: number, shortName: string, userName: string, name: string, customer: { id: number, shortName: string, name: string } } } | null };

export type RestLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type RestLogoutMutation = { logout: boolean | null };

export type RestCurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type RestCurrentUserQuery = { currentUser: { id: number, shortName: string, userName: string, name: string, email: string | null, language: string, timeZone: string, flags: Array<UserFlag>, createdTimestamp: number, lastUpdatedTimestamp: number, customer: { id: number, shortName: string, name: string, domain: { id: number, name: string } }, domain: { id: number, name: string } } | null };

export type RestCustomerFragment = { id: number, shortName: string, name: string, flags: Array<CustomerFlag>, createdTimestamp: number, lastUpdatedTimestamp: number, domain: { id: number, name: string }, parent: { id: number, shortName: string, name: string } | null };

export type RestGetCustomerQueryVariables = Exact<{
  idOrShortName: string;
}>;


export type RestGetCustomerQuery = { customer: { id: number, shortName: string, name: string, flags: Array<CustomerFlag>, createdTimestamp: number, lastUpdatedTimestamp: number, domain: { id: number, name: string }, parent: { id: number, shortName: string, name: string } | null } | null };

export type RestSearchCustomersQueryVariables = Exact<{
  keyword?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sortBy?: Array<string> | string | null | undefined;
}>;


export type RestSearchCustomersQuery = { customers: { count: number, limit: number, offset: number, items: Array<{ id: number, shortName: string, name: string, flags: Array<CustomerFlag>, createdTimestamp: number, lastUpdatedTimestamp: number, domain: { id: number, name: string }, parent: { id: number, shortName: string, name: string } | null }> } | null };

export type RestPdnsRecordFragment = { rrclass: string, rrtype: string, query: string, answer: string, firstSeenTimestamp: number, lastSeenTimestamp: number, maxTtl: number, minTtl: number, times: number, tlp: PdnsTlp, createdTimestamp: number, lastUpdatedTimestamp: number, customer: { id: number, shortName: string, name: string } | null };

export type RestPdnsSearchQueryVariables = Exact<{
  input: PdnsSearchInput;
}>;


export type RestPdnsSearchQuery = { pdnsSearch: { count: number, limit: number, offset: number, metaData: unknown, items: Array<{ rrclass: string, rrtype: string, query: string, answer: string, firstSeenTimestamp: number, lastSeenTimestamp: number, maxTtl: number, minTtl: number, times: number, tlp: PdnsTlp, createdTimestamp: number, lastUpdatedTimestamp: number, customer: { id: number, shortName: string, name: string } | null }> } | null };

export type RestPdnsCofQueryVariables = Exact<{
  input: PdnsSearchInput;
}>;


export type RestPdnsCofQuery = { pdnsSearch: { count: number, limit: number, offset: number, metaData: unknown, items: Array<{ query: string, answer: string, rrtype: string, firstSeenTimestamp: number, lastSeenTimestamp: number, times: number }> } | null };

export type RestPdnsSeenQueryVariables = Exact<{
  query: string;
  tlp?: Array<PdnsTlp> | PdnsTlp | null | undefined;
  ignoreOwnRecords?: boolean | null | undefined;
}>;


export type RestPdnsSeenQuery = { pdnsSeen: { exists: boolean, metaData: unknown } | null };

export type RestPdnsSubmitMutationVariables = Exact<{
  input: SubmitPdnsRecordsInput;
}>;


export type RestPdnsSubmitMutation = { submitPdnsRecords: { submitted: number, accepted: number, failed: number, metaData: unknown, failedRecords: Array<{ index: number, field: string | null, message: string }>, customer: { id: number, shortName: string, name: string } } | null };

export const RestCustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestCustomerFragment, unknown>;
export const RestPdnsRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPdnsRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PdnsRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rrclass"}},{"kind":"Field","name":{"kind":"Name","value":"rrtype"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"maxTtl"}},{"kind":"Field","name":{"kind":"Name","value":"minTtl"}},{"kind":"Field","name":{"kind":"Name","value":"times"}},{"kind":"Field","name":{"kind":"Name","value":"tlp"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestPdnsRecordFragment, unknown>;
export const RestLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"csrfToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RestLoginMutation, RestLoginMutationVariables>;
export const RestLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<RestLogoutMutation, RestLogoutMutationVariables>;
export const RestCurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]}}]} as unknown as DocumentNode<RestCurrentUserQuery, RestCurrentUserQueryVariables>;
export const RestGetCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrShortName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCustomer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestGetCustomerQuery, RestGetCustomerQueryVariables>;
export const RestSearchCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSearchCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCustomer"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestSearchCustomersQuery, RestSearchCustomersQueryVariables>;
export const RestPdnsSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestPdnsSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PdnsSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdnsSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPdnsRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPdnsRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PdnsRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rrclass"}},{"kind":"Field","name":{"kind":"Name","value":"rrtype"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"maxTtl"}},{"kind":"Field","name":{"kind":"Name","value":"minTtl"}},{"kind":"Field","name":{"kind":"Name","value":"times"}},{"kind":"Field","name":{"kind":"Name","value":"tlp"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestPdnsSearchQuery, RestPdnsSearchQueryVariables>;
export const RestPdnsCofDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestPdnsCof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PdnsSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdnsSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"rrtype"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"times"}}]}}]}}]}}]} as unknown as DocumentNode<RestPdnsCofQuery, RestPdnsCofQueryVariables>;
export const RestPdnsSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestPdnsSeen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tlp"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PdnsTlp"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ignoreOwnRecords"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdnsSeen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"tlp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tlp"}}},{"kind":"Argument","name":{"kind":"Name","value":"ignoreOwnRecords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ignoreOwnRecords"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exists"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"}}]}}]}}]} as unknown as DocumentNode<RestPdnsSeenQuery, RestPdnsSeenQueryVariables>;
export const RestPdnsSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestPdnsSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitPdnsRecordsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPdnsRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"failedRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metaData"}}]}}]}}]} as unknown as DocumentNode<RestPdnsSubmitMutation, RestPdnsSubmitMutationVariables>;