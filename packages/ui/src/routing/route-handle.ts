import type { MessageDescriptor } from '@lingui/core';
import type { Params } from 'react-router';

/** A crumb: a translated label, or one built from the route's params (a service's number). */
export type Crumb = MessageDescriptor | ((match: { params: Params; pathname: string }) => MessageDescriptor | string);

/** What each route declares for the shell (spec/shell.md 2.3: every route has breadcrumbs). */
export type RouteHandle = {
  crumb?: Crumb;
  /** A crumb without a page of its own (a group such as "Qidiruv") is shown but not linked. */
  isCrumbLinked?: boolean;
};

export function crumbHandle(crumb: Crumb, options: Omit<RouteHandle, 'crumb'> = {}): RouteHandle {
  return { crumb, ...options };
}
