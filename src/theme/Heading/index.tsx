import React, {Children, isValidElement, type ReactNode} from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type {WrapperProps} from '@docusaurus/types';
import {TOC_METHOD_CLASS} from '@site/src/shared/api-reference';

type Props = WrapperProps<typeof HeadingType>;

const isTocBadge = (child: ReactNode) =>
  isValidElement<{className?: string}>(child) && String(child.props.className ?? '').includes(TOC_METHOD_CLASS);

/**
 * An API reference operation's heading carries a method badge for its table-of-contents entry
 * (plugins/api-reference/emit.ts, operationHeading). The page shows the method on the endpoint line
 * right under the heading, so the heading itself leaves the badge out, and keeps plain text (its
 * "Direct link to …" label is then the summary, not the id).
 */
export default function HeadingWrapper(props: Props) {
  const {children} = props;
  if (!Array.isArray(children) || !children.some(isTocBadge)) return <Heading {...props} />;
  const rest = Children.toArray(children).filter((child) => !isTocBadge(child));
  const plain = rest.every((child) => typeof child === 'string') ? rest.join('').trim() : rest;
  return <Heading {...props}>{plain}</Heading>;
}
