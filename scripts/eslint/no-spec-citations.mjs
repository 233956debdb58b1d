// ESLint rule that keeps comments saying what and why in their own words: a comment citing
// "the spec" (the spec's order, "spec: 600", ...) does not tell a reader why; say the reason.
const SPEC_CITATION = /\b(the spec|spec['’]s|per spec)\b|\bspec:/i;

const noSpecCitationRule = {
  meta: { type: 'suggestion', docs: { description: 'Refuses comments that cite "the spec" instead of saying why' }, schema: [] },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (SPEC_CITATION.test(comment.value)) {
            context.report({ loc: comment.loc, message: 'say what and why in the comment itself, without citing "the spec"' });
          }
        }
      },
    };
  },
};

export const commentsPlugin = { rules: { 'no-spec-citations': noSpecCitationRule } };
