import { NavLink, ScrollArea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { roleOf } from '../auth/roles';
import { useSession } from '../auth/useSession';
import { activeLink, menuFor, type NavItem } from './menus';

interface NavigationProps {
  /** Called after a link is followed, so the mobile menu can close. */
  onNavigate: () => void;
}

/** The item is the active link, or a group holding it. */
const isActive = (item: NavItem, active: string | undefined): boolean =>
  (item.to !== undefined && item.to === active) || (item.children ?? []).some((child) => isActive(child, active));

/** A collapsible group of links, as a real button so keyboards and screen readers can open it. */
function NavGroup({ label, initiallyOpen, children }: { label: string; initiallyOpen: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(initiallyOpen);
  return (
    <NavLink component="button" type="button" label={label} opened={opened} onChange={setOpened} aria-expanded={opened} childrenOffset="md">
      {children}
    </NavLink>
  );
}

export function Navigation({ onNavigate }: NavigationProps) {
  const session = useSession();
  const { pathname } = useLocation();
  if (!session) return null;
  const menu = menuFor(roleOf(session));
  const active = activeLink(menu, pathname);

  const render = (item: NavItem) =>
    item.children ? (
      <NavGroup key={item.label} label={item.label} initiallyOpen={isActive(item, active)}>
        {item.children.map(render)}
      </NavGroup>
    ) : (
      <NavLink
        key={item.label}
        component={Link}
        to={item.to ?? '/'}
        label={item.label}
        active={isActive(item, active)}
        aria-current={isActive(item, active) ? 'page' : undefined}
        onClick={onNavigate}
      />
    );

  return <ScrollArea>{menu.map(render)}</ScrollArea>;
}
