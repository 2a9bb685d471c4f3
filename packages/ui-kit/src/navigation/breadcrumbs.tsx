import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (usually the last item). */
  href?: string;
}

export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  return (
    <Breadcrumb.Root size="md">
      {/* Chakra's list breaks words anywhere ("Sel / l") when the trail is wider than the screen:
          the trail wraps between items instead, and only a word longer than a line breaks. */}
      <Breadcrumb.List flexWrap="wrap" wordBreak="normal" overflowWrap="break-word">
        {items.map((item, index) => (
          <Fragment key={`${index}-${item.label}`}>
            {index > 0 ? <Breadcrumb.Separator /> : null}
            <Breadcrumb.Item minW="0">
              {item.href ? (
                <Breadcrumb.Link asChild>
                  <RouterLink to={item.href}>{item.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink>{item.label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
