import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The conventions every component's API follows, read from the sources with the TypeScript
 * compiler: a prop with a default says so in its JSDoc (`@default`), and a callback that reports a
 * new value is named `on<Thing>Change`.
 */
// Components live in `components/`, and `Theme` in `theme/`.
const sources = ['components', 'theme'].flatMap((folder) => {
  const dir = join(import.meta.dirname, folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx$/.test(file) && !/\.(test|stories)\.tsx$/.test(file))
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const path = join(folder, file);
      return { file: path, source: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX) };
    });
});

/**
 * Exported components: exported functions with a capitalised name whose first parameter destructures
 * props. A prop has a default when its binding has an initializer (`size = 'md'`) or when the body
 * falls back from it with `??` (`label ?? text.label`, the catalogue texts).
 */
function componentsOf(source: ts.SourceFile) {
  const found: Array<{ name: string; defaults: string[]; propsType?: ts.TypeNode }> = [];
  source.forEachChild((node) => {
    if (!ts.isFunctionDeclaration(node) || !node.name || !/^[A-Z]/.test(node.name.text)) return;
    if (!node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return;
    const [parameter] = node.parameters;
    if (!parameter || !ts.isObjectBindingPattern(parameter.name)) return;
    const props = new Map<string, string>();
    const defaults = new Set<string>();
    for (const element of parameter.name.elements) {
      if (element.dotDotDotToken || !ts.isIdentifier(element.name)) continue;
      const key = element.propertyName ?? element.name;
      if (!ts.isIdentifier(key)) continue;
      props.set(element.name.text, key.text);
      if (element.initializer) defaults.add(key.text);
    }
    const visit = (child: ts.Node) => {
      if (
        ts.isBinaryExpression(child) &&
        child.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken &&
        ts.isIdentifier(child.left) &&
        props.has(child.left.text)
      )
        defaults.add(props.get(child.left.text)!);
      child.forEachChild(visit);
    };
    if (node.body) visit(node.body);
    found.push({ name: node.name.text, defaults: [...defaults], propsType: parameter.type });
  });
  return found;
}

/** Interfaces and type aliases declared in the components, by name. */
const declarations = new Map<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration>();
/** Type names declared in two files: the lookup by name would read the wrong one. */
const duplicates: string[] = [];
for (const { source } of sources) {
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
      if (declarations.has(node.name.text)) duplicates.push(node.name.text);
      declarations.set(node.name.text, node);
    }
  });
}

interface Member {
  name: string;
  doc: string;
}

const membersIn = (elements: ts.NodeArray<ts.TypeElement>): Member[] =>
  elements.flatMap((element) =>
    element.name && ts.isIdentifier(element.name)
      ? [
          {
            name: element.name.text,
            doc: ts
              .getJSDocCommentsAndTags(element)
              .map((doc) => doc.getText())
              .join('\n'),
          },
        ]
      : [],
  );

/**
 * Every member a props type declares in the package, with its JSDoc: its own members, those of the
 * local interfaces it extends, and those of each side of a union or an intersection (`Omit<…> & {…}`).
 * Members inherited from React's or Radix's types are not in the package, so they are not listed.
 */
function membersOf(type: ts.TypeNode | undefined, seen = new Set<string>()): Member[] {
  if (!type) return [];
  if (ts.isParenthesizedTypeNode(type)) return membersOf(type.type, seen);
  if (ts.isTypeLiteralNode(type)) return membersIn(type.members);
  if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type))
    return type.types.flatMap((part) => membersOf(part, seen));
  if (ts.isTypeReferenceNode(type)) return membersOfName(type.typeName.getText(), seen);
  return [];
}

function membersOfName(name: string, seen = new Set<string>()): Member[] {
  const declaration = declarations.get(name);
  if (!declaration || seen.has(name)) return [];
  seen.add(name);
  if (ts.isTypeAliasDeclaration(declaration)) return membersOf(declaration.type, seen);
  const inherited = (declaration.heritageClauses ?? []).flatMap((clause) =>
    clause.types.flatMap((base) => membersOfName(base.expression.getText(), seen)),
  );
  return [...membersIn(declaration.members), ...inherited];
}

/** The names the package exports: conventions apply to the public API, not to internal parts. */
const publicNames = readFileSync(join(import.meta.dirname, 'index.ts'), 'utf8');
const isPublic = (name: string) => new RegExp(`\\b${name}\\b`).test(publicNames);

const defaulted = sources.flatMap(({ file, source }) =>
  componentsOf(source)
    .filter(({ name }) => isPublic(name))
    .flatMap(({ name, defaults, propsType }) =>
      defaults.map((prop) => ({
        file,
        component: name,
        prop,
        // Every declaration of the prop, one per side of a union that declares it.
        docs: membersOf(propsType)
          .filter((member) => member.name === prop)
          .map((member) => member.doc),
      })),
    ),
);

/** Callbacks of the public types, read with the members they inherit from the package's own types. */
const callbacks = [...declarations.keys()]
  .filter((type) => isPublic(type))
  .flatMap((type) => {
    const members = [...new Set(membersOfName(type).map((member) => member.name))];
    return members.filter((member) => /^on[A-Z]/.test(member)).map((member) => ({ type, member, members }));
  });

describe('component API conventions', () => {
  it('finds the components and their defaults (the scan reads the sources)', () => {
    expect(defaulted.length).toBeGreaterThan(50);
    expect(duplicates).toEqual([]);
  });

  // A default on a prop the package does not declare (a native attribute) is declared again to document it.
  it.each(defaulted)('$prop of $component documents its default', ({ docs }) => {
    expect(docs, "the prop is declared in the component's props type").not.toEqual([]);
    for (const doc of docs) expect(doc).toMatch(/@default\b/);
  });

  // A value callback reports what changed; events (`onDismiss`, `onSend`, `onAcceptAll`) are actions.
  const valueCallbacks = callbacks.filter(({ member }) => /(Change|Changed|Update|Toggle)$/.test(member));
  it.each(valueCallbacks)('$member of $type is named on<Thing>Change', ({ member }) => {
    expect(member).toMatch(/^on[A-Z][A-Za-z]*Change$/);
  });

  // `onOpenChange` comes with `open` (controlled) and `defaultOpen` (uncontrolled) in the same props.
  const changes = callbacks.filter(({ member }) => /^on[A-Z][A-Za-z]*Change$/.test(member));
  it.each(changes)('$member of $type has its controlled and uncontrolled props', ({ member, members }) => {
    const thing = member.slice(2, -'Change'.length);
    expect(members).toEqual(expect.arrayContaining([thing[0]!.toLowerCase() + thing.slice(1), `default${thing}`]));
  });
});
