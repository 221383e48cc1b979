// /cases/v2 (issue #8). The spec shows the access, field-value, value-source
// and policy rows; the case, comment, tag, service and field-descriptor
// routes follow the same layout (docs/spec-decisions.md, cases section).
import * as Op from '../../generated/operations.ts';
import { fromQuery, list, page, route, single, type RestRequest } from '../../route.ts';
import { inputWithUrl, requiredInputWithUrl } from '../../url-fields.ts';
import { INPUT_RULES, valueProblem } from '../../../src/domains/common/input-policy.ts';
import type { Config } from '../../../src/config.ts';

const caseID = (req: RestRequest) => req.params['caseID'];
const body = (req: RestRequest) => req.body;


/**
 * The path parameters that fill an input field naming the object (`case`, `policy`, `field`,
 * `service`), and how REST has always named a refusal of their value: the input policy named
 * the argument the value was passed as (`id`, `idOrName`), the domain its own name for the
 * parameter (`caseID`, `fieldName`). Which one refuses is decided by the policy's id rule
 * (its limits are fixed numbers: no settings are read).
 */
interface PathField {
  param: string;
  policy: string;
  domain: string;
}
const NO_SETTINGS = {} as Config;
const CASE: Readonly<Record<string, PathField>> = { case: { param: 'caseID', policy: 'id', domain: 'caseID' } };
const POLICY: Readonly<Record<string, PathField>> = { policy: { param: 'policyID', policy: 'id', domain: 'policyID' } };
const DESCRIPTOR: Readonly<Record<string, PathField>> = { field: { param: 'idOrName', policy: 'idOrName', domain: 'fieldName' } };
const SERVICE: Readonly<Record<string, PathField>> = { service: { param: 'idOrShortName', policy: 'idOrShortName', domain: 'idOrShortName' } };
const DESCRIPTOR_REF: Readonly<Record<string, PathField>> = { ref: { param: 'idOrName', policy: 'idOrName', domain: 'fieldName' } };
function pathErrorFields(fields: Readonly<Record<string, PathField>>) {
  return (req: RestRequest) =>
    Object.fromEntries(Object.entries(fields).map(([field, { param, policy, domain }]) => [field, valueProblem(req.params[param] ?? '', INPUT_RULES.id, NO_SETTINGS) ? policy : domain]));
}

/**
 * A service shows its subscribed customers whole, as before CaseService.customers became a page:
 * the page of all of them (limit 0, up to MAX_PAGE_SIZE; docs/spec-decisions.md), its items in
 * the place of the list (same key, same position).
 */
const ALL_CUSTOMERS = { customerLimit: 0 } as const;
function restService(service: { customers: { items: unknown[] } } | null | undefined) {
  return service && { ...service, customers: service.customers.items };
}

export const casesRoutes = [
  // Cases
  route({ method: 'POST', path: '/cases/v2/case', document: Op.RestAddCaseDocument, status: 201, variables: (req) => ({ input: body(req) }), result: (d) => single(d.addCase?.case) }),
  route({ method: 'POST', path: '/cases/v2/case/search', document: Op.RestSearchCasesDocument, variables: (req) => ({ input: body(req) ?? {} }), result: (d) => page(d.searchCases) }),
  route({ method: 'GET', path: '/cases/v2/case/:caseID', document: Op.RestGetCaseDocument, variables: (req) => ({ id: caseID(req) }), result: (d) => single(d.case) }),
  route({
    method: 'PUT',
    path: '/cases/v2/case/:caseID',
    document: Op.RestUpdateCaseDocument,
    variables: (req) => ({ input: requiredInputWithUrl(req.body, { case: caseID(req) }) }),
    errorFields: pathErrorFields(CASE),
    result: (d) => single(d.updateCase?.case),
  }),
  // The body is optional here: an absent one is an input with the case alone.
  route({
    method: 'PUT',
    path: '/cases/v2/case/:caseID/close',
    document: Op.RestCloseCaseDocument,
    variables: (req) => ({ input: inputWithUrl(req.body, { case: caseID(req) }) }),
    errorFields: pathErrorFields(CASE),
    result: (d) => single(d.closeCase?.case),
  }),
  // Comments and tags
  route({
    method: 'GET',
    path: '/cases/v2/case/:caseID/comments',
    document: Op.RestCaseCommentsDocument,
    variables: (req) => ({ id: caseID(req), ...fromQuery(req, 'limit', 'offset') }),
    result: (d) => page(d.case?.comments),
  }),
  route({
    method: 'POST',
    path: '/cases/v2/case/:caseID/comments',
    document: Op.RestAddCaseCommentDocument,
    status: 201,
    variables: (req) => ({ input: requiredInputWithUrl(req.body, { case: caseID(req) }) }),
    errorFields: pathErrorFields(CASE),
    result: (d) => single(d.addCaseComment?.comment),
  }),
  route({ method: 'GET', path: '/cases/v2/case/:caseID/tags', document: Op.RestCaseTagsDocument, variables: (req) => ({ id: caseID(req) }), result: (d) => list(d.case?.tags ?? []) }),
  route({
    method: 'POST',
    path: '/cases/v2/case/:caseID/tags',
    document: Op.RestAddCaseTagDocument,
    status: 201,
    variables: (req) => ({ input: requiredInputWithUrl(req.body, { case: caseID(req) }) }),
    errorFields: pathErrorFields(CASE),
    result: (d) => single(d.addCaseTag?.tag),
  }),
  route({
    method: 'DELETE',
    path: '/cases/v2/case/:caseID/tags/:tagID',
    document: Op.RestRemoveCaseTagDocument,
    variables: (req) => ({ input: { case: caseID(req), tagID: req.params['tagID'] } }),
    errorFields: pathErrorFields(CASE),
    result: (d) => single(d.removeCaseTag?.tag),
  }),
  // Access
  route({
    method: 'PUT',
    path: '/cases/v2/case/:caseID/access',
    document: Op.RestSetCaseAccessModeDocument,
    variables: (req) => ({ input: requiredInputWithUrl(req.body, { case: caseID(req) }) }),
    errorFields: pathErrorFields(CASE),
    result: (d) => single(d.setCaseAccessMode?.case),
  }),
  route({
    method: 'POST',
    path: '/cases/v2/case/:caseID/access',
    document: Op.RestGrantCaseAccessDocument,
    status: 201,
    variables: (req) => ({ input: requiredInputWithUrl(req.body, { case: caseID(req) }) }),
    errorFields: pathErrorFields(CASE),
    result: (d) => single(d.grantCaseAccess?.accessEntry),
  }),
  route({ method: 'GET', path: '/cases/v2/case/:caseID/access', document: Op.RestCaseAccessDocument, variables: (req) => ({ id: caseID(req) }), result: (d) => list(d.case?.accessEntries ?? []) }),
  route({
    method: 'DELETE',
    path: '/cases/v2/case/:caseID/access/:entryUUID',
    document: Op.RestRevokeCaseAccessDocument,
    variables: (req) => ({ input: { case: caseID(req), entryID: req.params['entryUUID'] } }),
    errorFields: pathErrorFields(CASE),
    result: (d) => single(d.revokeCaseAccess?.accessEntry),
  }),
  // Field values on cases
  route({
    method: 'PUT',
    path: '/cases/v2/case/:caseID/field/:fieldName',
    document: Op.RestSetCaseFieldDocument,
    variables: (req) => ({ input: requiredInputWithUrl(req.body, { case: caseID(req), fieldName: req.params['fieldName'] }) }),
    errorFields: pathErrorFields(CASE),
    result: (d) => single(d.setCaseField?.field),
  }),
  route({ method: 'GET', path: '/cases/v2/case/:caseID/fields', document: Op.RestCaseFieldsDocument, variables: (req) => ({ id: caseID(req) }), result: (d) => list(d.case?.fields ?? []) }),
  route({ method: 'GET', path: '/cases/v2/case/:caseID/fields/:fieldName', document: Op.RestCaseFieldDocument, variables: (req) => ({ id: caseID(req), fieldName: req.params['fieldName'] }), result: (d) => single(d.caseField) }),
  // Value sources and policies
  route({
    method: 'GET',
    path: '/cases/v2/field/values/:fieldName',
    document: Op.RestCaseFieldValuesDocument,
    variables: (req) => ({ fieldName: req.params['fieldName'], ...fromQuery(req, 'keywords', 'caseID', 'service', 'customer', 'domain', 'limit', 'offset') }),
    result: (d) => page(d.caseFieldValues),
  }),
  route({ method: 'GET', path: '/cases/v2/field/policy', document: Op.RestCaseFieldPoliciesDocument, variables: (req) => fromQuery(req, 'service', 'customer'), result: (d) => list(d.caseFieldPolicies ?? []) }),
  route({ method: 'POST', path: '/cases/v2/field/policy', document: Op.RestAddCaseFieldPolicyDocument, status: 201, variables: (req) => ({ input: body(req) }), result: (d) => single(d.addCaseFieldPolicy?.policy) }),
  route({ method: 'GET', path: '/cases/v2/field/policy/:policyID', document: Op.RestCaseFieldPolicyDocument, variables: (req) => ({ id: req.params['policyID'] }), result: (d) => single(d.caseFieldPolicy) }),
  route({
    method: 'PUT',
    path: '/cases/v2/field/policy/:policyID',
    document: Op.RestUpdateCaseFieldPolicyDocument,
    variables: (req) => ({ input: requiredInputWithUrl(req.body, { policy: req.params['policyID'] }) }),
    errorFields: pathErrorFields(POLICY),
    result: (d) => single(d.updateCaseFieldPolicy?.policy),
  }),
  // Field descriptors
  route({ method: 'GET', path: '/cases/v2/field', document: Op.RestCaseFieldDescriptorsDocument, variables: (req) => fromQuery(req, 'domain', 'customer', 'keywords', 'limit', 'offset'), result: (d) => page(d.caseFieldDescriptors) }),
  route({ method: 'POST', path: '/cases/v2/field', document: Op.RestAddCaseFieldDocument, status: 201, variables: (req) => ({ input: body(req) }), result: (d) => single(d.addCaseField?.field) }),
  route({ method: 'GET', path: '/cases/v2/field/:idOrName', document: Op.RestCaseFieldDescriptorDocument, variables: (req) => ({ idOrName: req.params['idOrName'] }), errorFields: pathErrorFields(DESCRIPTOR_REF), result: (d) => single(d.caseFieldDescriptor) }),
  route({
    method: 'PUT',
    path: '/cases/v2/field/:idOrName',
    document: Op.RestUpdateCaseFieldDocument,
    variables: (req) => ({ input: requiredInputWithUrl(req.body, { field: req.params['idOrName'] }) }),
    errorFields: pathErrorFields(DESCRIPTOR),
    result: (d) => single(d.updateCaseField?.field),
  }),
  // Services
  route({ method: 'GET', path: '/cases/v2/service', document: Op.RestCaseServicesDocument, variables: () => ALL_CUSTOMERS, result: (d) => list((d.caseServices ?? []).map(restService)) }),
  route({ method: 'POST', path: '/cases/v2/service', document: Op.RestAddCaseServiceDocument, status: 201, variables: (req) => ({ input: body(req), ...ALL_CUSTOMERS }), result: (d) => single(restService(d.addCaseService?.service)) }),
  route({ method: 'GET', path: '/cases/v2/service/:idOrShortName', document: Op.RestCaseServiceDocument, variables: (req) => ({ idOrShortName: req.params['idOrShortName'], ...ALL_CUSTOMERS }), errorFields: { ref: 'idOrShortName' }, result: (d) => single(restService(d.caseService)) }),
  route({
    method: 'PUT',
    path: '/cases/v2/service/:idOrShortName',
    document: Op.RestUpdateCaseServiceDocument,
    variables: (req) => ({ input: requiredInputWithUrl(req.body, { service: req.params['idOrShortName'] }), ...ALL_CUSTOMERS }),
    errorFields: pathErrorFields(SERVICE),
    result: (d) => single(restService(d.updateCaseService?.service)),
  }),
];
