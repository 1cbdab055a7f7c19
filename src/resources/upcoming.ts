import { defineResource, type MenuGroup, type Portal } from './defineResource';
import type { ComponentType } from 'react';

/**
 * Screens of the route table whose definitions later work completes. They are declared now so the
 * menu, routes and access rules are whole; each shows a 'not built yet' page until its folder exists.
 */
export function upcoming(portal: Portal, name: string, key: string, icon: ComponentType, order?: number, group?: MenuGroup) {
  return defineResource({ name, key, portal, menu: order === undefined ? undefined : { icon, order, group } });
}

export const upcomingResources = [
];
