import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { isInternalLink } from './internal-link';

function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (isInternalLink(href))
    return (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    );
  // the default urlTransform has already emptied javascript: and other unsafe addresses
  if (!href) return <>{children}</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/** A heading inside the text is bold text: the page's own outline stays h1 → its sections. */
const Heading = ({ children }: ComponentProps<'h1'>) => (
  <Text fw={700} mt="xs" mb={4}>
    {children}
  </Text>
);

const components: Components = {
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  h1: Heading,
  h2: Heading,
  h3: Heading,
  h4: Heading,
  h5: Heading,
  h6: Heading,
  // no image is fetched from an address the text names: its description stands in
  img: ({ alt }) => <>{alt}</>,
};

/**
 * Markdown from the server (the coach's answers, the lineup's text), rendered safely: raw HTML is
 * dropped (no rehype-raw), unsafe link protocols are removed, links of the app stay in the app and
 * others open in a new tab. Lazily loaded pages only: react-markdown is not in the first load.
 */
export function SafeMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className}>
      <Markdown skipHtml components={components}>
        {children}
      </Markdown>
    </div>
  );
}
