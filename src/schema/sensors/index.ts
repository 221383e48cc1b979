// The sensors area's GraphQL types (issue #7): import each type file here.
import './enums.ts';
import './sensor-type.ts';
import './location.ts';
import './sensor.ts';
import './interface.ts';
import './customer-fields.ts';
import './sensor-edges.ts';
import './sensor-interfaces.ts';
