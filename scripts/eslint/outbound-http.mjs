// ESLint rule of the server (functions/src): one way out.
// - server/outbound-http: an HTTP call leaves through the outbound client
//   (functions/src/security/outbound-http.ts, or callProvider on top of it), which vets the
//   address when the connection is made, caps the answer and has time limits. fetch(),
//   http(s).request/get, http2.connect and undici used directly are refused anywhere else in
//   functions/src (tests excepted): each was a way around those checks.
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const rel = (absolute) => path.relative(repoRoot, absolute).split(path.sep).join('/');
const isTestFile = (file) => /(^|\/)(__tests__|test|tests)\//.test(file) || /\.test\.[jt]sx?$/.test(file);

/** The one module that makes HTTP calls itself. */
export const OUTBOUND_MODULE = 'functions/src/security/outbound-http.ts';

const HTTP_MODULES = new Set(['http', 'https', 'http2', 'node:http', 'node:https', 'node:http2']);
/** What a Node http module sends a request with (a server made with createServer is not a call). */
const CALLING = new Set(['request', 'get', 'connect', 'Agent', 'ClientRequest']);
const isUndici = (name) => name === 'undici' || name.startsWith('undici/');
const GLOBALS = new Set(['globalThis', 'global', 'window', 'self']);

const MESSAGE =
  'call remote addresses through the outbound client (functions/src/security/outbound-http.ts: outbound().request, or callProvider): it vets the address when it connects, caps the answer and has time limits';

const outboundRule = {
  meta: { type: 'problem', docs: { description: 'HTTP calls leave through the outbound client only' }, schema: [] },
  create(context) {
    const file = rel(context.filename);
    if (!file.startsWith('functions/src/') || isTestFile(file) || file === OUTBOUND_MODULE) return {};
    /** Local names bound to a whole http module (default or namespace import). */
    const httpModules = new Set();
    const report = (node, what) => context.report({ node, message: `${what}: ${MESSAGE}` });
    const moduleName = (node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null);
    return {
      ImportDeclaration(node) {
        const name = moduleName(node.source);
        if (name === null || node.importKind === 'type') return;
        if (isUndici(name)) return report(node, `undici imported directly ('${name}')`);
        if (!HTTP_MODULES.has(name)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type' && CALLING.has(specifier.imported.name))
            report(specifier, `${specifier.imported.name} from '${name}'`);
          if (specifier.type === 'ImportDefaultSpecifier' || specifier.type === 'ImportNamespaceSpecifier')
            httpModules.add(specifier.local.name);
        }
      },
      ImportExpression(node) {
        const name = moduleName(node.source);
        if (name !== null && (isUndici(name) || HTTP_MODULES.has(name))) report(node, `import('${name}')`);
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'Identifier' && callee.name === 'fetch') return report(node, 'fetch()');
        if (callee.type === 'Identifier' && callee.name === 'require') {
          const name = moduleName(node.arguments[0]);
          if (name !== null && (isUndici(name) || HTTP_MODULES.has(name))) report(node, `require('${name}')`);
          return;
        }
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          callee.object.type === 'Identifier'
        ) {
          if (callee.property.name === 'fetch' && GLOBALS.has(callee.object.name)) return report(node, `${callee.object.name}.fetch()`);
          if (httpModules.has(callee.object.name) && CALLING.has(callee.property.name))
            report(node, `${callee.object.name}.${callee.property.name}()`);
        }
      },
      NewExpression(node) {
        const { callee } = node;
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.object.type === 'Identifier' &&
          httpModules.has(callee.object.name) &&
          callee.property.type === 'Identifier' &&
          CALLING.has(callee.property.name)
        ) {
          report(node, `new ${callee.object.name}.${callee.property.name}()`);
        }
      },
    };
  },
};

export const outboundPlugin = { rules: { 'outbound-http': outboundRule } };
