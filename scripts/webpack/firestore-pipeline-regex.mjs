// Stands in for re2js, a regular-expression engine that the Firestore SDK imports only to
// evaluate the `like`, `regexContains` and `regexMatch` expressions of its pipeline queries
// on the client. The site makes no pipeline queries, yet the engine cost every signed-in
// page about 45 KB (gzipped) and its start-up work. Should a pipeline ever use those
// expressions, the SDK's evaluator catches this error and treats the expression as invalid.
export class RE2JS {
  static compile() {
    throw new Error('Regular expressions in Firestore pipelines are not included in this site.');
  }
}
