import { ESLintUtils } from '@typescript-eslint/utils';
import { combineTags, isExportStory, sanitize, storyNameFromExport } from 'storybook/internal/csf';

/** `meta`, `meta satisfies Meta<…>`, `{…} as Meta` and the like, down to the value. */
function unwrap(node) {
  while (node && ['TSSatisfiesExpression', 'TSAsExpression', 'TSNonNullExpression'].includes(node.type))
    node = node.expression;
  return node;
}

/** A property of an object literal, by its plain name. */
function propertyOf(object, name) {
  if (object?.type !== 'ObjectExpression') return undefined;
  const property = object.properties.find(
    (item) =>
      item.type === 'Property' &&
      !item.computed &&
      ((item.key.type === 'Identifier' && item.key.name === name) || item.key.value === name),
  );
  return property?.value;
}

/** The string literals of a `tags` array; anything else adds no tag. */
const tagsOf = (object) =>
  (unwrap(propertyOf(object, 'tags'))?.elements ?? [])
    .filter((element) => element?.type === 'Literal' && typeof element.value === 'string')
    .map((element) => element.value);

/** `includeStories` / `excludeStories`: a list of export names or a regular expression. */
function storyFilter(node) {
  node = unwrap(node);
  if (node?.type === 'Literal' && node.regex) return new RegExp(node.regex.pattern, node.regex.flags);
  if (node?.type === 'ArrayExpression')
    return node.elements.filter((element) => element?.type === 'Literal').map((element) => element.value);
  return undefined;
}

/**
 * Every component's story file exports a `FrenchNames` story: its name lists the French words
 * designers use for the component (« Grille de cartes · grille · mosaïque »), and the sidebar
 * search finds the component by them.
 *
 * The files concerned are those Storybook gives a docs page (one of their stories carries the
 * `autodocs` tag, from the preview, the meta or the story itself): one per component. The story
 * is any export whose story id ends in `--french-names`, the id Storybook derives from the name
 * `FrenchNames`, and that the meta's `includeStories` / `excludeStories` keep a story.
 */
export default ESLintUtils.RuleCreator.withoutDocs({
  meta: {
    type: 'problem',
    docs: { description: "A component's story file exports a `FrenchNames` story the sidebar search finds." },
    schema: [
      {
        type: 'object',
        properties: {
          projectTags: {
            type: 'array',
            items: { type: 'string' },
            description: 'The `tags` of .storybook/preview, which every story starts from.',
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      missing:
        "This component's stories have no `FrenchNames` story, so the sidebar search cannot find it by its French names. Add one whose name lists the French words designers use for it: `export const FrenchNames: Story = { name: 'Nom français · synonyme · …', tags: ['!dev', '!test', '!autodocs'], render: () => <></> };`.",
    },
  },
  defaultOptions: [{ projectTags: [] }],
  create(context, [{ projectTags = [] }]) {
    /** The value a module-level name holds, through `const meta = {…}`. */
    function valueOf(node, scopeNode) {
      node = unwrap(node);
      if (node?.type !== 'Identifier') return node;
      const variable = context.sourceCode.getScope(scopeNode).set.get(node.name);
      const definition = variable?.defs.find((def) => def.type === 'Variable');
      return definition ? unwrap(definition.node.init) : undefined;
    }

    let metaExport;
    /** The file's named exports, by exported name, with the value each holds. */
    const exported = new Map();

    return {
      ExportDefaultDeclaration(node) {
        metaExport = node;
      },
      ExportNamedDeclaration(node) {
        if (node.exportKind === 'type') return;
        const { declaration } = node;
        if (declaration?.type === 'VariableDeclaration') {
          for (const declarator of declaration.declarations)
            if (declarator.id.type === 'Identifier') exported.set(declarator.id.name, unwrap(declarator.init));
        } else if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
          exported.set(declaration.id.name, declaration);
        }
        for (const specifier of node.specifiers) {
          if (specifier.exportKind === 'type') continue;
          const name = specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value;
          exported.set(name, node.source ? undefined : valueOf(specifier.local, node));
        }
      },
      'Program:exit'() {
        if (!metaExport) return;
        const meta = valueOf(metaExport.declaration, metaExport);
        const filter = {
          includeStories: storyFilter(propertyOf(meta, 'includeStories')),
          excludeStories: storyFilter(propertyOf(meta, 'excludeStories')),
        };
        const stories = [...exported].filter(([name]) => name !== '__namedExportsOrder' && isExportStory(name, filter));
        const metaTags = tagsOf(meta);
        const documented = stories.some(([, story]) =>
          combineTags('dev', 'test', ...projectTags, ...metaTags, ...tagsOf(story)).includes('autodocs'),
        );
        if (!documented) return;
        if (stories.some(([name]) => sanitize(storyNameFromExport(name)) === 'french-names')) return;
        context.report({ node: metaExport, messageId: 'missing' });
      },
    };
  },
});
