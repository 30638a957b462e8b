import { useEffect, useSyncExternalStore } from 'react';
import type { DeclaredMenuEntry, DeclaredScreen } from '@ciao/contracts';
import { ADMIN_ROLES } from '@ciao/contracts/web';
import { fetchRemotesDocument, readPageRemotesDocument } from './remotes-document';
import type { RemotesDocument } from './remotes-document';

/**
 * The screens and menu entries the live remotes declare (docs/front-end.md, "Declared screens"),
 * from the runtime document: the page's copy first, then /remotes.json again while a declared
 * screen is open and when the side menu opens, so a withdrawn remote leaves an open page within
 * seconds. Only the signed-in part of the host reads it (its own chunk).
 */

/** A declared screen with the container it comes from. */
export type MountedScreen = DeclaredScreen & { remote: string };
/** A declared menu entry with the role its screen needs. */
type MountedMenuEntry = DeclaredMenuEntry & { role?: string };
export type Declared = { screens: MountedScreen[]; menu: MountedMenuEntry[] };

/** How often an open declared screen asks whether it is still live. */
const DECLARED_RECHECK_MS = 3_000;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isScreen(value: unknown): value is DeclaredScreen {
  return (
    isRecord(value) &&
    isText(value.path) &&
    isText(value.module) &&
    isText(value.title) &&
    (value.access === 'signed-in' || value.access === 'public') &&
    (value.role === undefined || isText(value.role))
  );
}

function isMenuEntry(value: unknown): value is DeclaredMenuEntry {
  return (
    isRecord(value) &&
    isText(value.path) &&
    isText(value.label) &&
    isText(value.icon) &&
    (value.section === 'main' || value.section === 'admin') &&
    typeof value.order === 'number'
  );
}

/** What a runtime document declares; anything malformed is left out (the API's gate checked it at publish). */
export function declaredIn(document: RemotesDocument | undefined): Declared {
  const screens: MountedScreen[] = [];
  const menu: MountedMenuEntry[] = [];
  for (const { name, declares } of document?.remotes ?? []) {
    if (!isRecord(declares)) continue;
    const own = (Array.isArray(declares.screens) ? declares.screens : []).filter(isScreen);
    screens.push(...own.map((screen) => ({ ...screen, remote: name })));
    for (const entry of Array.isArray(declares.menu) ? declares.menu.filter(isMenuEntry) : []) {
      const screen = own.find(({ path }) => path === entry.path);
      if (screen) menu.push({ ...entry, ...(screen.role && { role: screen.role }) });
    }
  }
  menu.sort((a, b) => a.order - b.order);
  return { screens, menu };
}

let current: Declared = declaredIn(readPageRemotesDocument());
let readOnce = false;
const listeners = new Set<() => void>();

/** Reads /remotes.json again; a failed read keeps what is known (a blank screen is never the answer to a network blip). */
export async function recheckDeclared(): Promise<void> {
  try {
    const next = declaredIn(await fetchRemotesDocument('/remotes.json', 0));
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    current = next;
    for (const listener of listeners) listener();
  } catch {
    // what is known stays
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Without the page's copy (development), the document is read once.
  if (!readOnce && !readPageRemotesDocument()) void recheckDeclared();
  readOnce = true;
  return () => listeners.delete(listener);
}

/** The live declarations; a component using it re-renders when they change. */
export function useDeclared(): Declared {
  return useSyncExternalStore(subscribe, () => current);
}

/** While mounted (an open declared screen), asks every few seconds whether the declarations changed. */
export function useDeclaredRecheck() {
  useEffect(() => {
    const timer = setInterval(() => void recheckDeclared(), DECLARED_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
}

/**
 * Whether a role may open a screen that needs `needed`: the admin roles in their order (owner,
 * support, viewer), each opening what the ones below it open; no role needed, any signed-in user.
 */
export function mayOpen(needed: string | undefined, role: string | undefined): boolean {
  if (needed === undefined) return true;
  const rank = (name: string | undefined) => ADMIN_ROLES.findIndex((admin) => admin === name);
  return rank(role) >= 0 && rank(needed) >= 0 && rank(role) <= rank(needed);
}
