/**
 * `securesplit/no-literal-text`: in a component converted to messages (issue 27), text a reader sees must come
 * from the catalogue (`t('id')`), never a string literal: JSX text, string literals rendered in JSX, user-facing
 * props written as literals (label="…"), and `label` / `help` / `title` / `description` properties of the
 * objects a component renders (breakdown rows, toasts). Text without a letter (punctuation, "%", "$0") passes.
 * eslint.config.js lists the converted files; a file joins the list once it is converted.
 */
const LETTER = /\p{L}/u;
const USER_FACING_PROPS = new Set(['label', 'title', 'placeholder', 'emptyText', 'aria-label', 'help', 'text', 'alt', 'description', 'legend', 'topic']);

const hasLetters = (text) => typeof text === 'string' && LETTER.test(text);

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join('');
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text in converted components must be a message from the catalogue' },
    messages: { literal: 'User-visible text "{{text}}" must be a message: add it to engine/src/locale/catalogues and use t().' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasLetters(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        const text = literalText(node.expression);
        if (hasLetters(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!USER_FACING_PROPS.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (hasLetters(text)) report(node, text);
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : '';
        if (!USER_FACING_PROPS.has(key)) return;
        const text = literalText(node.value);
        if (hasLetters(text)) report(node, text);
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
