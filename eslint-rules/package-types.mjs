import path from 'node:path';
import ts from 'typescript';

/**
 * Helpers the API rules share: what the package itself declares (as opposed to React's, Radix's or
 * the DOM's types, which the package neither documents nor names), and what its entry exports.
 */

/** A declaration in the package's source, not in a `.d.ts` from node_modules or TypeScript's lib. */
export function isOwnDeclaration(declaration) {
  const file = declaration.getSourceFile();
  return !file.isDeclarationFile && !file.fileName.split(/[\\/]/).includes('node_modules');
}

/**
 * The properties of a type, with each side of a union read on its own: a union only shares the
 * properties every side declares, and a props union (`AccordionProps<'single'> | …`) documents
 * each side's.
 */
export function propertiesOf(checker, type) {
  if (type.isUnion()) return type.types.flatMap((part) => propertiesOf(checker, part));
  return checker.getPropertiesOfType(type);
}

/** Every declaration the package writes for the property `name` of a type, one per side of a union. */
export function ownDeclarationsOf(checker, type, name) {
  const declarations = propertiesOf(checker, type)
    .filter((property) => property.getName() === name)
    .flatMap((property) => property.declarations ?? [])
    .filter(isOwnDeclaration);
  return [...new Set(declarations)];
}

/** The interface or type alias a member is declared in, for messages: `ButtonProps`. */
export function containerName(declaration) {
  for (let node = declaration.parent; node; node = node.parent) {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return node.name.text;
    if (ts.isSourceFile(node)) break;
  }
  return 'the props type';
}

/** Where a declaration is, from the linted file: `line 12`, or `Base.ts:12` in another file. */
export function locationOf(declaration, fromFile) {
  const source = declaration.getSourceFile();
  const line = source.getLineAndCharacterOfPosition(declaration.getStart()).line + 1;
  if (path.resolve(source.fileName) === path.resolve(fromFile)) return `line ${line}`;
  return `${path.relative(path.dirname(fromFile), source.fileName)}:${line}`;
}

const publicByProgram = new WeakMap();

/**
 * The declarations the package's entry exports, followed through re-exports: the conventions are
 * for the public API, so internal parts (`SpinnerRing`) and their types are left alone.
 */
export function publicDeclarations(program, entry) {
  let byEntry = publicByProgram.get(program);
  if (!byEntry) publicByProgram.set(program, (byEntry = new Map()));
  let declarations = byEntry.get(entry);
  if (declarations) return declarations;
  const source = program.getSourceFile(entry);
  if (!source)
    throw new Error(
      `The package entry ${entry} is not part of the TypeScript project of the linted file: check the rule's \`entry\` option.`,
    );
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(source);
  declarations = new Set(
    (module ? checker.getExportsOfModule(module) : []).flatMap((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return target.declarations ?? [];
    }),
  );
  byEntry.set(entry, declarations);
  return declarations;
}

/** The rules' `entry` option: the package's entry file, whose exports are the public API. */
export const entryOption = {
  type: 'object',
  properties: {
    entry: {
      type: 'string',
      description:
        "The package's entry file (absolute, or relative to ESLint's working directory); without it, every exported declaration counts as public.",
    },
  },
  additionalProperties: false,
};
