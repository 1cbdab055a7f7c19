import { useEffect } from 'react';

/** The browser tab's text: the screen, then the console's name ('Garage Management · Garage Marketplace Admin'). */
export const tabTitleText = (screen: string | undefined, consoleName: string) => (screen ? `${screen} · ${consoleName}` : consoleName);

/** Sets the browser tab's title while the calling screen shows. */
export function useDocumentTitle(screen: string | undefined, consoleName: string): void {
  useEffect(() => {
    document.title = tabTitleText(screen, consoleName);
  }, [screen, consoleName]);
}
