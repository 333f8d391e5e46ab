import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from './route-handle.ts';

export type BreadcrumbItem = { label: string; to: string | null };

/** The crumbs of the matched routes, outermost first; the last is the current page. */
export function useBreadcrumbs(): BreadcrumbItem[] {
  const { i18n } = useLingui();
  const matches = useMatches();
  const items: BreadcrumbItem[] = [];
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (!handle?.crumb) continue;
    const raw = typeof handle.crumb === 'function' ? handle.crumb({ params: match.params, pathname: match.pathname }) : handle.crumb;
    const label = typeof raw === 'string' ? raw : i18n._(raw);
    // A layout route and its index share a pathname: the crumb is shown once.
    if (items.at(-1)?.to === match.pathname) continue;
    items.push({ label, to: handle.isCrumbLinked === false ? null : match.pathname });
  }
  return items;
}

/** spec/shell.md 2.3: the breadcrumbs of the current route. */
export function Breadcrumbs() {
  const { i18n } = useLingui();
  const items = useBreadcrumbs();
  if (items.length === 0) return null;
  return (
    <nav aria-label={i18n._(msg`Sahifa yo'li`)} data-testid="breadcrumbs">
      <MantineBreadcrumbs separator="›" separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {items.map((item, index) =>
          index === items.length - 1 || item.to === null ? (
            <Text key={`${index}-${item.label}`} size="sm" c={index === items.length - 1 ? 'dark.4' : 'dimmed'} aria-current={index === items.length - 1 ? 'page' : undefined}>
              {item.label}
            </Text>
          ) : (
            <Anchor key={`${index}-${item.label}`} component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
