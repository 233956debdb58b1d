// The API's routers take `handle` from here; it lives in security/handle.ts beside requireUser,
// so that a feature's own routes (integrations/fhir/routes.ts) wrap their handlers the same way.
export { handle } from '../../security/handle';
