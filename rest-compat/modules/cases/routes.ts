// /cases/v2 (issue #8). The spec shows the access, field-value, value-source
// and policy rows; the case, comment, tag, service and field-descriptor
// routes follow the same layout (docs/spec-decisions.md, cases section).
import * as Op from '../../generated/operations.ts';
import { fromQuery, list, page, route, single, type RestRequest } from '../../route.ts';

const caseID = (req: RestRequest) => req.params['caseID'];
const body = (req: RestRequest) => req.body;

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
  route({ method: 'POST', path: '/cases/v2/case', document: Op.RestAddCaseDocument, status: 201, variables: (req) => ({ input: body(req) }), result: (d) => single(d.addCase) }),
  route({ method: 'POST', path: '/cases/v2/case/search', document: Op.RestSearchCasesDocument, variables: (req) => ({ input: body(req) ?? {} }), result: (d) => page(d.searchCases) }),
  route({ method: 'GET', path: '/cases/v2/case/:caseID', document: Op.RestGetCaseDocument, variables: (req) => ({ id: caseID(req) }), result: (d) => single(d.case) }),
  route({ method: 'PUT', path: '/cases/v2/case/:caseID', document: Op.RestUpdateCaseDocument, variables: (req) => ({ id: caseID(req), input: body(req) }), result: (d) => single(d.updateCase) }),
  route({ method: 'PUT', path: '/cases/v2/case/:caseID/close', document: Op.RestCloseCaseDocument, variables: (req) => ({ id: caseID(req), input: body(req) ?? null }), result: (d) => single(d.closeCase) }),
  // Comments and tags
  route({
    method: 'GET',
    path: '/cases/v2/case/:caseID/comments',
    document: Op.RestCaseCommentsDocument,
    variables: (req) => ({ id: caseID(req), ...fromQuery(req, 'limit', 'offset') }),
    result: (d) => page(d.case?.comments),
  }),
  route({ method: 'POST', path: '/cases/v2/case/:caseID/comments', document: Op.RestAddCaseCommentDocument, status: 201, variables: (req) => ({ id: caseID(req), input: body(req) }), result: (d) => single(d.addCaseComment) }),
  route({ method: 'GET', path: '/cases/v2/case/:caseID/tags', document: Op.RestCaseTagsDocument, variables: (req) => ({ id: caseID(req) }), result: (d) => list(d.case?.tags ?? []) }),
  route({ method: 'POST', path: '/cases/v2/case/:caseID/tags', document: Op.RestAddCaseTagDocument, status: 201, variables: (req) => ({ id: caseID(req), input: body(req) }), result: (d) => single(d.addCaseTag) }),
  route({ method: 'DELETE', path: '/cases/v2/case/:caseID/tags/:tagID', document: Op.RestRemoveCaseTagDocument, variables: (req) => ({ id: caseID(req), tagID: req.params['tagID'] }), result: (d) => single(d.removeCaseTag) }),
  // Access
  route({ method: 'PUT', path: '/cases/v2/case/:caseID/access', document: Op.RestSetCaseAccessModeDocument, variables: (req) => ({ id: caseID(req), input: body(req) }), result: (d) => single(d.setCaseAccessMode) }),
  route({ method: 'POST', path: '/cases/v2/case/:caseID/access', document: Op.RestGrantCaseAccessDocument, status: 201, variables: (req) => ({ id: caseID(req), input: body(req) }), result: (d) => single(d.grantCaseAccess) }),
  route({ method: 'GET', path: '/cases/v2/case/:caseID/access', document: Op.RestCaseAccessDocument, variables: (req) => ({ id: caseID(req) }), result: (d) => list(d.case?.accessEntries ?? []) }),
  route({ method: 'DELETE', path: '/cases/v2/case/:caseID/access/:entryUUID', document: Op.RestRevokeCaseAccessDocument, variables: (req) => ({ id: caseID(req), entryID: req.params['entryUUID'] }), result: (d) => single(d.revokeCaseAccess) }),
  // Field values on cases
  route({ method: 'PUT', path: '/cases/v2/case/:caseID/field/:fieldName', document: Op.RestSetCaseFieldDocument, variables: (req) => ({ id: caseID(req), fieldName: req.params['fieldName'], input: body(req) }), result: (d) => single(d.setCaseField) }),
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
  route({ method: 'POST', path: '/cases/v2/field/policy', document: Op.RestAddCaseFieldPolicyDocument, status: 201, variables: (req) => ({ input: body(req) }), result: (d) => single(d.addCaseFieldPolicy) }),
  route({ method: 'GET', path: '/cases/v2/field/policy/:policyID', document: Op.RestCaseFieldPolicyDocument, variables: (req) => ({ id: req.params['policyID'] }), result: (d) => single(d.caseFieldPolicy) }),
  route({ method: 'PUT', path: '/cases/v2/field/policy/:policyID', document: Op.RestUpdateCaseFieldPolicyDocument, variables: (req) => ({ id: req.params['policyID'], input: body(req) }), result: (d) => single(d.updateCaseFieldPolicy) }),
  // Field descriptors
  route({ method: 'GET', path: '/cases/v2/field', document: Op.RestCaseFieldDescriptorsDocument, variables: (req) => fromQuery(req, 'domain', 'customer', 'keywords', 'limit', 'offset'), result: (d) => page(d.caseFieldDescriptors) }),
  route({ method: 'POST', path: '/cases/v2/field', document: Op.RestAddCaseFieldDocument, status: 201, variables: (req) => ({ input: body(req) }), result: (d) => single(d.addCaseField) }),
  route({ method: 'GET', path: '/cases/v2/field/:idOrName', document: Op.RestCaseFieldDescriptorDocument, variables: (req) => ({ idOrName: req.params['idOrName'] }), result: (d) => single(d.caseFieldDescriptor) }),
  route({ method: 'PUT', path: '/cases/v2/field/:idOrName', document: Op.RestUpdateCaseFieldDocument, variables: (req) => ({ idOrName: req.params['idOrName'], input: body(req) }), result: (d) => single(d.updateCaseField) }),
  // Services
  route({ method: 'GET', path: '/cases/v2/service', document: Op.RestCaseServicesDocument, variables: () => ALL_CUSTOMERS, result: (d) => list((d.caseServices ?? []).map(restService)) }),
  route({ method: 'POST', path: '/cases/v2/service', document: Op.RestAddCaseServiceDocument, status: 201, variables: (req) => ({ input: body(req), ...ALL_CUSTOMERS }), result: (d) => single(restService(d.addCaseService)) }),
  route({ method: 'GET', path: '/cases/v2/service/:idOrShortName', document: Op.RestCaseServiceDocument, variables: (req) => ({ idOrShortName: req.params['idOrShortName'], ...ALL_CUSTOMERS }), result: (d) => single(restService(d.caseService)) }),
  route({ method: 'PUT', path: '/cases/v2/service/:idOrShortName', document: Op.RestUpdateCaseServiceDocument, variables: (req) => ({ idOrShortName: req.params['idOrShortName'], input: body(req), ...ALL_CUSTOMERS }), result: (d) => single(restService(d.updateCaseService)) }),
];
