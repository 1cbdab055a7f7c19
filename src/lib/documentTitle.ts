import { useEffect } from 'react';

/**
 * The browser tab's text: the screen, then the console's name ('Garage Management · Garage Marketplace
 * Admin'), after the waiting work in brackets when there is some ('(7) Garage Management · …').
 */
export function tabTitleText(screen: string | undefined, consoleName: string, waiting = 0): string {
  const title = screen ? `${screen} · ${consoleName}` : consoleName;
  return waiting > 0 ? `(${waiting}) ${title}` : title;
}

/** Sets the browser tab's title while the calling screen shows. */
export function useDocumentTitle(screen: string | undefined, consoleName: string, waiting = 0): void {
  useEffect(() => {
    document.title = tabTitleText(screen, consoleName, waiting);
  }, [screen, consoleName, waiting]);
}
