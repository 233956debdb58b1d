// ESLint rule that keeps comments saying what and why in their own words: a comment citing
// the spec ("the spec's order", "spec: 600", "spec section 4", "§7") or an issue ("issue 28",
// "issue #43", "PR #12") sends the reader elsewhere for the reason, and the reference goes stale
// when the spec is renumbered or the tracker moves; say the behaviour and the reason instead.
// A test's title is read like a comment (it says what the test shows), so the titles of
// describe/it/test are held to the same rule; other strings are the product's own text and are
// left alone.
/** The ways a spec or issue reference is written (each case is in test/cli/lint-citations.test.ts). */
export const CITATIONS = [
  /\b(the spec|spec['’]s|per spec)\b|\bspec:/i, // "the spec", "the spec's order", "per spec", "spec: 600"
  /\bspec(ification)?(\.md)?\s*(sections?|§|sec\.?)?\s*\d/i, // "spec section 4", "Spec 7", "specification §3"
  /\bspec(ification)?\s+sections?\b/i, // "spec section" without its number
  /\bspec(ification)?\.md\b/i, // the file itself
  /§\s*\d/, // "§7"
  /\b(issues?|tickets?)\s*#?\d+/i, // "issue 28", "issue #43", "issues 28 and 30", "issue 42's faults"
  /\b(the|this|that|our)\s+(issue|ticket)['’]s\b/i, // "the issue's aim", "this ticket's list": the tracker item's, not the code's
  /\b(PR|MR)\s*#\d+|\bpull request\s*#?\d+/i, // "PR #12", "pull request 12"
];

/** True when `text` cites the spec or an issue. */
export const citesReference = (text) => CITATIONS.some((pattern) => pattern.test(text));

const MESSAGE =
  'say the behaviour and why in the comment itself, without citing the spec or an issue (its numbering changes; the reason stays)';
const TITLE_MESSAGE = "say the behaviour in the test's title, without citing the spec or an issue";

/** The test functions whose first argument is a title: describe, it, test and their .each/.only/.skip forms. */
const TEST_FUNCTIONS = new Set(['describe', 'it', 'test', 'fdescribe', 'fit', 'xdescribe', 'xit', 'xtest']);

function testFunctionName(callee) {
  let node = callee;
  // it.each(table)('title', ...) calls the result of it.each(table).
  if (node.type === 'CallExpression') node = node.callee;
  while (node.type === 'MemberExpression') node = node.object;
  return node.type === 'Identifier' ? node.name : null;
}

/** The text of a title argument: a string, or a template literal's fixed parts. */
function titleText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  return null;
}

/**
 * The comments as a reader reads them: line comments on consecutive lines are one text (a
 * reference cut by the line's end, "the\n// issue's aim", is still a reference).
 */
function commentBlocks(comments) {
  const blocks = [];
  for (const comment of comments) {
    const last = blocks.at(-1);
    if (last && comment.type === 'Line' && last.type === 'Line' && comment.loc.start.line === last.loc.end.line + 1) {
      last.text += ` ${comment.value.trim()}`;
      last.loc = { start: last.loc.start, end: comment.loc.end };
    } else {
      blocks.push({ type: comment.type, text: comment.value, loc: comment.loc });
    }
  }
  return blocks;
}

const noSpecCitationRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Refuses comments and test titles that cite the spec or an issue instead of saying why' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const block of commentBlocks(context.sourceCode.getAllComments())) {
          if (citesReference(block.text)) context.report({ loc: block.loc, message: MESSAGE });
        }
      },
      CallExpression(node) {
        const name = testFunctionName(node.callee);
        if (name === null || !TEST_FUNCTIONS.has(name)) return;
        const title = node.arguments[0];
        const text = titleText(title);
        if (text !== null && citesReference(text)) context.report({ node: title, message: TITLE_MESSAGE });
      },
    };
  },
};

export const commentsPlugin = { rules: { 'no-spec-citations': noSpecCitationRule } };
