import { createContext } from 'react';

/**
 * The path whose menu entry is marked for the path shown: the path itself, unless the console says
 * otherwise (App: an SEO editor marks the entry of the list it edits a page of).
 */
export const MenuPathContext = createContext<(pathname: string) => string>((pathname) => pathname);
