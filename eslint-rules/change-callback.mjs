import path from 'node:path';
import { ESLintUtils } from '@typescript-eslint/utils';
import {
  containerName,
  entryOption,
  isOwnDeclaration,
  locationOf,
  propertiesOf,
  publicDeclarations,
} from './package-types.mjs';

/** A callback that reports a new value, whatever its name says it does with it. */
const valueCallback = (name) => /^on[A-Z]/.test(name) && /(Change|Changed|Update|Toggle)$/.test(name);
const changeCallback = /^on[A-Z][A-Za-z]*Change$/;

/**
 * A callback that reports a new value is named `on<Thing>Change`, as Radix and React name theirs,
 * and comes with `<thing>` (controlled) and `default<Thing>` (uncontrolled) in the same props:
 * `onOpenChange` with `open` and `defaultOpen`. Events (`onDismiss`, `onSend`, `onAcceptAll`)
 * are actions and keep their names.
 *
 * It reads the public props types (the interfaces and type aliases the package's entry exports)
 * with the members they inherit from the package's own types, each side of a union included;
 * members from React's or Radix's types are theirs to name.
 */
export default ESLintUtils.RuleCreator.withoutDocs({
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'A callback reporting a new value is named `on<Thing>Change` and comes with `<thing>` and `default<Thing>`.',
    },
    schema: [entryOption],
    messages: {
      name: '`{{member}}` of `{{type}}` reports a new value: name it `on<Thing>Change`, <Thing> being the prop it changes ({{suggestion}}){{inherited}}.',
      controllable:
        '`{{member}}` of `{{type}}` reports a new `{{thing}}`: the props also take `{{thing}}` (controlled) and `default{{Thing}}` (uncontrolled); missing: {{missing}}{{inherited}}.',
    },
  },
  defaultOptions: [{}],
  create(context, [{ entry }]) {
    const services = ESLintUtils.getParserServices(context);
    const checker = services.program.getTypeChecker();
    const isPublic = (tsNode) => publicDeclarations(services.program, path.resolve(context.cwd, entry)).has(tsNode);
    /** One report per member and problem, when two public types share a base declared here. */
    const reported = new Set();

    /** Reports on the member where this file declares it, else on the type that inherits it. */
    function report(declaration, member, messageId, data) {
      const own = member.declarations.filter(isOwnDeclaration);
      const local = own.map((node) => services.tsNodeToESTreeNodeMap.get(node)).find(Boolean);
      const node = local ?? declaration.id;
      const key = `${node.range.join(':')} ${messageId}`;
      if (reported.has(key)) return;
      reported.add(key);
      const inherited = local
        ? ''
        : `, in \`${containerName(own[0])}\` (${locationOf(own[0], context.filename)}), which it extends`;
      context.report({
        node,
        messageId,
        data: { member: member.getName(), type: declaration.id.name, inherited, ...data },
      });
    }

    function checkType(declaration) {
      const exported = declaration.parent.type === 'ExportNamedDeclaration';
      if (entry ? !isPublic(services.esTreeNodeToTSNodeMap.get(declaration)) : !exported) return;
      const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(declaration.id));
      const members = new Map();
      for (const property of propertiesOf(checker, type))
        if (!members.has(property.getName()) && property.declarations?.some(isOwnDeclaration))
          members.set(property.getName(), property);

      for (const [name, member] of members) {
        if (valueCallback(name) && !changeCallback.test(name)) {
          const thing = name.slice(2).replace(/(Change|Changed|Update|Toggle)$/, '');
          const suggestion = /^[A-Z][A-Za-z]*$/.test(thing) ? `\`on${thing}Change\`?` : 'for instance `onValueChange`';
          report(declaration, member, 'name', { suggestion });
        }
        if (changeCallback.test(name)) {
          const Thing = name.slice(2, -'Change'.length);
          const thing = Thing[0].toLowerCase() + Thing.slice(1);
          const missing = [thing, `default${Thing}`].filter((prop) => !members.has(prop));
          if (missing.length > 0)
            report(declaration, member, 'controllable', {
              thing,
              Thing,
              missing: missing.map((prop) => `\`${prop}\``).join(' and '),
            });
        }
      }
    }

    return {
      'Program > TSInterfaceDeclaration, Program > ExportNamedDeclaration > TSInterfaceDeclaration': checkType,
      'Program > TSTypeAliasDeclaration, Program > ExportNamedDeclaration > TSTypeAliasDeclaration': checkType,
    };
  },
});
