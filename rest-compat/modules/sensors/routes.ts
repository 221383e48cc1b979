// /sensors/v1: sensor types, locations, sensors and sensor interfaces
// (issue #7). The spec's rows, plus the sensor endpoints it does not show
// (designed on the same layout) and a location search. The spec's examples
// omit the version for the type endpoints (and append an interface segment to
// GET /type/{idOrShortname}); those spellings are served too.
import {
  RestAddSensorDocument,
  RestAddSensorInterfaceDocument,
  RestAddSensorLocationDocument,
  RestGetSensorDocument,
  RestGetSensorInterfaceDocument,
  RestGetSensorLocationDocument,
  RestGetSensorTypeDocument,
  RestListSensorInterfacesDocument,
  RestRegisterSensorTypeDocument,
  RestRemoveSensorDocument,
  RestRemoveSensorInterfaceDocument,
  RestRemoveSensorLocationDocument,
  RestSearchSensorLocationsDocument,
  RestSearchSensorTypesDocument,
  RestSearchSensorsDocument,
  RestUpdateSensorDocument,
  RestUpdateSensorInterfaceDocument,
  RestUpdateSensorLocationDocument,
  RestUpdateSensorTypeDocument,
} from '../../generated/operations.ts';
import { fromQuery, KEYWORD_ERROR_FIELDS, keywordsFromQuery, page, route, single, sortByFromQuery, type RestRequest, type RestRoute } from '../../route.ts';
import { requiredInputWithUrl } from '../../url-fields.ts';

const V1 = '/sensors/v1';
/** The spec's examples for the type endpoints leave the version out. */
const TYPE_PREFIXES = [V1, '/sensors'];

const key = (req: RestRequest) => ({ idOrShortName: req.params['idOrShortname'] });
const pathKey = (req: RestRequest) => req.params['idOrShortname'];

/** A mutation's input fields the path fills, named in errors as the path names them. */
const TYPE_FIELD = { sensorType: 'idOrShortname' } as const;
const LOCATION_FIELD = { location: 'idOrShortname' } as const;
const SENSOR_FIELD = { sensor: 'idOrShortname' } as const;
const INTERFACE_FIELDS = { sensor: 'idOrShortname', interface: 'idOrName' } as const;
/** A query's reference arguments, named in errors as the path names them. */
const REF_FIELD = { ref: 'idOrShortname' } as const;
const INTERFACE_REF_FIELDS = { sensor: 'idOrShortname', ref: 'idOrName' } as const;

function typeRoutes(prefix: string): RestRoute[] {
  return [
    route({
      method: 'POST',
      path: `${prefix}/type`,
      document: RestRegisterSensorTypeDocument,
      variables: (req) => ({ input: req.body }),
      result: (data) => single(data.registerSensorType?.sensorType),
      status: 201,
    }),
    route({
      method: 'GET',
      path: `${prefix}/type`,
      document: RestSearchSensorTypesDocument,
      // "all types": without a limit the whole catalogue is answered (limit 0).
      variables: (req) => ({ limit: '0', ...keywordsFromQuery(req), ...fromQuery(req, 'department', 'limit', 'offset') }),
      sortBy: sortByFromQuery,
      errorFields: KEYWORD_ERROR_FIELDS,
      result: (data) => page(data.sensorTypes),
    }),
    route({
      method: 'GET',
      path: `${prefix}/type/:idOrShortname`,
      document: RestGetSensorTypeDocument,
      variables: key,
      errorFields: REF_FIELD,
      result: (data) => single(data.sensorType),
    }),
    route({
      // The spec's example of GET /type/{idOrShortname} ends in /interface; it answers the same type.
      method: 'GET',
      path: `${prefix}/type/:idOrShortname/interface`,
      document: RestGetSensorTypeDocument,
      variables: key,
      errorFields: REF_FIELD,
      result: (data) => single(data.sensorType),
    }),
    route({
      method: 'PUT',
      path: `${prefix}/type/:idOrShortname`,
      document: RestUpdateSensorTypeDocument,
      variables: (req) => ({ input: requiredInputWithUrl(req.body, { sensorType: pathKey(req) }) }),
      errorFields: TYPE_FIELD,
      result: (data) => single(data.updateSensorType?.sensorType),
    }),
  ];
}

const locationRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: `${V1}/location`,
    document: RestAddSensorLocationDocument,
    variables: (req) => ({ input: req.body }),
    result: (data) => single(data.addSensorLocation?.location),
    status: 201,
  }),
  route({
    method: 'GET',
    path: `${V1}/location`,
    document: RestSearchSensorLocationsDocument,
    variables: (req) => ({ ...keywordsFromQuery(req), ...fromQuery(req, 'customer', 'global', 'networkZone', 'limit', 'offset') }),
    sortBy: sortByFromQuery,
    errorFields: KEYWORD_ERROR_FIELDS,
    result: (data) => page(data.sensorLocations),
  }),
  route({
    method: 'GET',
    path: `${V1}/location/:idOrShortname`,
    document: RestGetSensorLocationDocument,
    variables: key,
    errorFields: REF_FIELD,
    result: (data) => single(data.sensorLocation),
  }),
  route({
    method: 'PUT',
    path: `${V1}/location/:idOrShortname`,
    document: RestUpdateSensorLocationDocument,
    variables: (req) => ({ input: requiredInputWithUrl(req.body, { location: pathKey(req) }) }),
    errorFields: LOCATION_FIELD,
    result: (data) => single(data.updateSensorLocation?.location),
  }),
  route({
    method: 'DELETE',
    path: `${V1}/location/:idOrShortname`,
    document: RestRemoveSensorLocationDocument,
    variables: (req) => ({ input: { location: pathKey(req) } }),
    errorFields: LOCATION_FIELD,
    result: (data) => single(data.removeSensorLocation?.location),
  }),
];

const sensorRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: `${V1}/sensor`,
    document: RestAddSensorDocument,
    variables: (req) => ({ input: req.body }),
    result: (data) => single(data.addSensor?.sensor),
    status: 201,
  }),
  route({
    method: 'GET',
    path: `${V1}/sensor`,
    document: RestSearchSensorsDocument,
    variables: (req) => ({ ...keywordsFromQuery(req), ...fromQuery(req, 'customer', 'sensorType', 'location', 'active', 'monitored', 'limit', 'offset') }),
    sortBy: sortByFromQuery,
    errorFields: KEYWORD_ERROR_FIELDS,
    result: (data) => page(data.sensors),
  }),
  route({
    method: 'GET',
    path: `${V1}/sensor/:idOrShortname`,
    document: RestGetSensorDocument,
    variables: key,
    errorFields: REF_FIELD,
    result: (data) => single(data.sensor),
  }),
  route({
    method: 'PUT',
    path: `${V1}/sensor/:idOrShortname`,
    document: RestUpdateSensorDocument,
    variables: (req) => ({ input: requiredInputWithUrl(req.body, { sensor: pathKey(req) }) }),
    errorFields: SENSOR_FIELD,
    result: (data) => single(data.updateSensor?.sensor),
  }),
  route({
    method: 'DELETE',
    path: `${V1}/sensor/:idOrShortname`,
    document: RestRemoveSensorDocument,
    variables: (req) => ({ input: { sensor: pathKey(req) } }),
    errorFields: SENSOR_FIELD,
    result: (data) => single(data.removeSensor?.sensor),
  }),
];

const iface = (req: RestRequest) => ({ sensor: req.params['idOrShortname'], idOrName: req.params['idOrName'] });

const interfaceRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: `${V1}/sensor/:idOrShortname/interface`,
    document: RestAddSensorInterfaceDocument,
    variables: (req) => ({ input: requiredInputWithUrl(req.body, { sensor: pathKey(req) }) }),
    errorFields: SENSOR_FIELD,
    result: (data) => single(data.addSensorInterface?.interface),
    status: 201,
  }),
  route({
    method: 'GET',
    path: `${V1}/sensor/:idOrShortname/interface`,
    document: RestListSensorInterfacesDocument,
    variables: (req) => ({ sensor: req.params['idOrShortname'], ...fromQuery(req, 'limit', 'offset') }),
    sortBy: sortByFromQuery,
    errorFields: SENSOR_FIELD,
    result: (data) => page(data.sensorInterfaces),
  }),
  route({
    method: 'GET',
    path: `${V1}/sensor/:idOrShortname/interface/:idOrName`,
    document: RestGetSensorInterfaceDocument,
    variables: iface,
    errorFields: INTERFACE_REF_FIELDS,
    result: (data) => single(data.sensorInterface),
  }),
  route({
    method: 'PUT',
    path: `${V1}/sensor/:idOrShortname/interface/:idOrName`,
    document: RestUpdateSensorInterfaceDocument,
    variables: (req) => ({ input: requiredInputWithUrl(req.body, { sensor: pathKey(req), interface: req.params['idOrName'] }) }),
    errorFields: INTERFACE_FIELDS,
    result: (data) => single(data.updateSensorInterface?.interface),
  }),
  route({
    method: 'DELETE',
    path: `${V1}/sensor/:idOrShortname/interface/:idOrName`,
    document: RestRemoveSensorInterfaceDocument,
    variables: (req) => ({ input: { sensor: pathKey(req), interface: req.params['idOrName'] } }),
    errorFields: INTERFACE_FIELDS,
    result: (data) => single(data.removeSensorInterface?.interface),
  }),
];

export const sensorsRoutes: readonly RestRoute[] = [...TYPE_PREFIXES.flatMap(typeRoutes), ...locationRoutes, ...sensorRoutes, ...interfaceRoutes];
