import type { RenderElementProps, RenderLeafProps } from 'slate-react';

/** How each allow-listed element looks while editing (the same tags the server renders). */
export function RichTextElementView({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'heading-two':
      return <h2 {...attributes}>{children}</h2>;
    case 'heading-three':
      return <h3 {...attributes}>{children}</h3>;
    case 'block-quote':
      return <blockquote {...attributes}>{children}</blockquote>;
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={element.url} rel="noopener noreferrer">
          {children}
        </a>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

export function RichTextLeafView({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <span {...attributes}>{content}</span>;
}
