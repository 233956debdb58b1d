// The local services `npm start` runs beside the Firebase emulators, in the order their
// URLs are printed: each module describes one (its shape: lib/local-service.mjs), and the
// stack runner loops over this list to pick their ports, start them, wait for them, write
// .run/stack.json and the functions' environment. Adding one: its module, and a line here.
import { service as realtime } from './realtime.mjs';
import { service as mail } from './mail.mjs';
import { service as s3 } from './s3.mjs';
import { service as zoho } from './zoho.mjs';
import { service as braintree } from './braintree.mjs';
import { service as meeting } from './meeting.mjs';
import { service as emr } from './emr.mjs';
import { service as fhir } from './fhir.mjs';
import { inProcessProviders } from './in-process.mjs';

export const LOCAL_SERVICES = [realtime, mail, s3, zoho, braintree, meeting, emr, fhir, ...inProcessProviders];
