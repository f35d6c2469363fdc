import path from 'node:path';
import { ESLintUtils } from '@typescript-eslint/utils';
import ts from 'typescript';
import { containerName, entryOption, locationOf, ownDeclarationsOf, publicDeclarations } from './package-types.mjs';

/** A default's source text, short enough for a message. */
const shorten = (text) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/**
 * A prop with a default says so in its JSDoc (`@default`): the docs table shows the tag, and a
 * reader of the type sees what leaving the prop out does.
 *
 * The components are the exported functions with a capitalised name whose first parameter
 * destructures the props. A prop has a default when its binding has an initializer
 * (`size = 'md'`) or when the body falls back from it with `??` (`label ?? text.label`, the
 * catalogue texts). Each declaration the package writes for the prop (one per side of a union)
 * carries the tag; a prop only inherited from React's or Radix's types is declared again to
 * document it.
 */
export default ESLintUtils.RuleCreator.withoutDocs({
  meta: {
    type: 'suggestion',
    docs: { description: 'A component prop with a default documents it with `@default` in its JSDoc.' },
    schema: [entryOption],
    messages: {
      missing:
        '`{{prop}}` falls back to `{{value}}`, but its JSDoc in `{{type}}` ({{where}}) has no `@default`: add one (for instance `@default {{value}}`), the props table shows it.',
      undeclared:
        "`{{prop}}` falls back to `{{value}}`, but the package's props types do not declare it (React's or Radix's may): declare it in the props type with a JSDoc that says `@default {{value}}`.",
      untyped:
        '`{{prop}}` falls back to `{{value}}`, but the props have no type to document it in: give them a props type whose JSDoc for `{{prop}}` says `@default {{value}}`.',
    },
  },
  defaultOptions: [{}],
  create(context, [{ entry }]) {
    const services = ESLintUtils.getParserServices(context);
    const checker = services.program.getTypeChecker();
    const visitorKeys = context.sourceCode.visitorKeys;
    const isPublic = (tsNode) =>
      !entry || publicDeclarations(services.program, path.resolve(context.cwd, entry)).has(tsNode);

    /** Calls `visit` on every node under `node`, nested functions included. */
    function walk(node, visit) {
      visit(node);
      for (const key of visitorKeys[node.type] ?? []) {
        const child = node[key];
        for (const item of Array.isArray(child) ? child : [child])
          if (item && typeof item.type === 'string') walk(item, visit);
      }
    }

    function checkComponent(fn) {
      if (!fn.id || !/^[A-Z]/.test(fn.id.name)) return;
      const [parameter] = fn.params;
      const pattern = parameter?.type === 'AssignmentPattern' ? parameter.left : parameter;
      if (pattern?.type !== 'ObjectPattern') return;
      const tsFunction = services.esTreeNodeToTSNodeMap.get(fn);
      if (!isPublic(tsFunction)) return;

      /** The props by local name: the key they are passed under, and their default if any. */
      const props = new Map();
      for (const property of pattern.properties) {
        if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier') continue;
        const { value } = property;
        if (value.type === 'Identifier')
          props.set(value.name, { key: property.key.name, node: property, fallback: undefined });
        else if (value.type === 'AssignmentPattern' && value.left.type === 'Identifier')
          props.set(value.left.name, { key: property.key.name, node: property, fallback: value.right });
      }
      if (fn.body)
        walk(fn.body, (node) => {
          if (node.type !== 'LogicalExpression' || node.operator !== '??' || node.left.type !== 'Identifier') return;
          const prop = props.get(node.left.name);
          if (prop && !prop.fallback) prop.fallback = node.right;
        });

      const typeNode = tsFunction.parameters[0]?.type;
      const type = typeNode && checker.getTypeFromTypeNode(typeNode);
      for (const { key, node, fallback } of props.values()) {
        if (!fallback) continue;
        const data = { prop: key, value: shorten(context.sourceCode.getText(fallback)) };
        if (!type) {
          context.report({ node, messageId: 'untyped', data });
          continue;
        }
        const declarations = ownDeclarationsOf(checker, type, key);
        if (declarations.length === 0) context.report({ node, messageId: 'undeclared', data });
        for (const declaration of declarations) {
          const doc = ts
            .getJSDocCommentsAndTags(declaration)
            .map((comment) => comment.getText())
            .join('\n');
          if (/@default\b/.test(doc)) continue;
          context.report({
            node,
            messageId: 'missing',
            data: {
              ...data,
              type: containerName(declaration),
              where: locationOf(declaration, context.filename),
            },
          });
        }
      }
    }

    return {
      'Program > ExportNamedDeclaration > FunctionDeclaration': checkComponent,
      'Program > ExportDefaultDeclaration > FunctionDeclaration': checkComponent,
    };
  },
});
