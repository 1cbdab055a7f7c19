import { createContext, useContext, useEffect } from 'react';

/** Set by the layout: a screen's own name for the browser tab, over the one its route gives. */
export const ScreenTitleContext = createContext<(title: string | undefined) => void>(() => undefined);

/**
 * For the few screens whose tab title the route alone cannot give (an SEO editor names its page, the
 * access-denied and not-found pages say what they are); every other screen is named by the layout.
 */
export function useScreenTitle(title: string | undefined): void {
  const setTitle = useContext(ScreenTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(undefined);
  }, [setTitle, title]);
}
