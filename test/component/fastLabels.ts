/**
 * jsdom finds a form control's labels by walking the whole document, and for each label it meets
 * walks the document again to find the element its `for` names. Testing Library's label queries
 * ask every element of the screen for its labels, so one `getByLabelText` on a form screen cost
 * seconds. This answers the same question through the document's id index and the enclosing
 * label: the labels whose control (HTML's "labeled control") is the element, in document order.
 */
const LABELABLE = 'button, input:not([type="hidden"]), meter, output, progress, select, textarea';

function isLabelable(element: Element | null): element is HTMLElement {
  return element !== null && element.matches(LABELABLE);
}

/** The label's labeled control: the element its `for` names, or else its first labelable descendant. */
export function controlOf(label: HTMLLabelElement): HTMLElement | null {
  if (label.hasAttribute('for')) {
    const id = label.getAttribute('for');
    if (!id) return null;
    const root = label.getRootNode();
    const named = root instanceof Document ? root.getElementById(id) : (root as ParentNode).querySelector(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
    return isLabelable(named) ? named : null;
  }
  return label.querySelector<HTMLElement>(LABELABLE);
}

export function labelsOf(element: HTMLElement): HTMLLabelElement[] {
  if (!isLabelable(element)) return [];
  const root = element.getRootNode() as ParentNode;
  return [...root.querySelectorAll('label')].filter((label) => controlOf(label) === element);
}

/** jsdom's own getters, kept so a test can hold `labelsOf` to their answers. */
const jsdomLabelGetters = new Map<object, () => NodeListOf<HTMLLabelElement> | null>();

export function jsdomLabelsOf(element: HTMLElement): HTMLLabelElement[] {
  const getter = jsdomLabelGetters.get(Object.getPrototypeOf(element));
  return getter ? [...(getter.call(element) ?? [])] : [];
}

export function installFastLabels(): void {
  const labelables = [
    HTMLButtonElement,
    HTMLInputElement,
    HTMLMeterElement,
    HTMLOutputElement,
    HTMLProgressElement,
    HTMLSelectElement,
    HTMLTextAreaElement,
  ];
  for (const type of labelables) {
    if (!jsdomLabelGetters.has(type.prototype))
      jsdomLabelGetters.set(type.prototype, Object.getOwnPropertyDescriptor(type.prototype, 'labels')!.get!);
    Object.defineProperty(type.prototype, 'labels', {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return labelsOf(this);
      },
    });
  }
  Object.defineProperty(HTMLLabelElement.prototype, 'control', {
    configurable: true,
    enumerable: true,
    get(this: HTMLLabelElement) {
      return controlOf(this);
    },
  });
}
