import { useSyncExternalStore } from 'react';
import type { DeclaredMenuEntry, DeclaredScreen } from '@ciao/contracts';
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

/**
 * What a runtime document declares. The document is the API's, whose gate checked every declaration
 * (api/src/components/releases/declarations.ts): only its lists are checked here, and a menu entry
 * kept when it leads to a screen of its own remote.
 */
export function declaredIn(document: RemotesDocument | undefined): Declared {
  const screens: MountedScreen[] = [];
  const menu: MountedMenuEntry[] = [];
  for (const { name, declares } of document?.remotes ?? []) {
    const { screens: own, menu: entries } = (declares ?? {}) as Partial<Declared>;
    if (!Array.isArray(own)) continue;
    screens.push(...own.map((screen) => ({ ...screen, remote: name })));
    for (const entry of Array.isArray(entries) ? entries : []) {
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
