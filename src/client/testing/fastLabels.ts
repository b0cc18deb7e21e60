// jsdom (26) finds an element's labels by walking the whole document, and each label's control by
// walking it again from the top until the `for` id turns up: every `labels` read costs nodes ×
// labels steps. Testing Library reads it for each candidate of a `*ByLabelText` query and each
// accessible name of a `*ByRole` query with a name, so a dialog of a few hundred fields spent most
// of its test's time there (a profile: 5 of 7 s) and ran out of Jest's 5 s on a busy machine. The
// same answers from an index of the document (the first element of each id and the labels of each
// `for`, in tree order), made in one walk and kept until the document changes: a label's control is
// the first element in tree order with its `for` id (if labelable), else its first labelable
// descendant; an element's labels are those whose control it is. `labels` is an array here, not a
// live NodeList (no `item()`).

const labelable = 'button, input:not([type="hidden" i]), meter, output, progress, select, textarea';

function isLabelable(element: Element): boolean {
  const custom = customElements.get(element.localName) as { formAssociated?: boolean } | undefined;
  return element.matches(labelable) || custom?.formAssociated === true;
}

interface Index {
  version: number | undefined;
  /** The first element of each id, in tree order. */
  firstById: Map<string, Element>;
  /** The labels with each `for`, in tree order. */
  labelsByFor: Map<string, HTMLLabelElement[]>;
}

/**
 * jsdom counts every change below a node (children, attributes) in its implementation's `_version`,
 * which its own live collections use to know when to look again; read here for the same purpose.
 * Without it (another jsdom), the index is made anew on every read: slower, never stale.
 */
const implKey = Object.getOwnPropertySymbols(document).find((key) => key.description === 'impl');
const versionOf = (root: Node) =>
  implKey
    ? ((root as unknown as Record<symbol, { _version?: number } | undefined>)[implKey]?._version ?? undefined)
    : undefined;

const indexes = new WeakMap<Node, Index>();

function indexOf(root: ParentNode & Node): Index {
  const version = versionOf(root);
  const known = indexes.get(root);
  if (known && version !== undefined && known.version === version) return known;
  const index: Index = { version, firstById: new Map(), labelsByFor: new Map() };
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const id = element.getAttribute('id');
    if (id && !index.firstById.has(id)) index.firstById.set(id, element);
    const target = element instanceof HTMLLabelElement ? element.getAttribute('for') : null;
    if (target) index.labelsByFor.set(target, [...(index.labelsByFor.get(target) ?? []), element as HTMLLabelElement]);
  }
  indexes.set(root, index);
  return index;
}

/** A label's control: the element its `for` names (if labelable), else its first labelable descendant. */
function controlOf(label: HTMLLabelElement): HTMLElement | null {
  if (label.hasAttribute('for')) {
    const id = label.getAttribute('for');
    if (!id) return null;
    const named = indexOf(label.getRootNode() as ParentNode & Node).firstById.get(id);
    return named instanceof HTMLElement && isLabelable(named) ? named : null;
  }
  for (const descendant of Array.from(label.querySelectorAll<HTMLElement>('*')))
    if (isLabelable(descendant)) return descendant;
  return null;
}

/**
 * The labels whose control an element is, in tree order; null for an element that cannot be
 * labelled. Only two kinds of label can name it: one whose `for` is its id, and an ancestor without `for`.
 */
function labelsOf(element: HTMLElement): HTMLLabelElement[] | null {
  if (!isLabelable(element)) return null;
  const root = element.getRootNode() as ParentNode & Node;
  const candidates = element.id ? [...(indexOf(root).labelsByFor.get(element.id) ?? [])] : [];
  for (let up = element.parentElement; up; up = up.parentElement)
    if (up instanceof HTMLLabelElement && !up.hasAttribute('for')) candidates.push(up);
  return candidates
    .filter((label) => controlOf(label) === element)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

const labelableTypes = [
  HTMLButtonElement,
  HTMLInputElement,
  HTMLMeterElement,
  HTMLOutputElement,
  HTMLProgressElement,
  HTMLSelectElement,
  HTMLTextAreaElement,
];
const nativeControl = Object.getOwnPropertyDescriptor(HTMLLabelElement.prototype, 'control')!.get!;
const nativeLabels = new Map(
  labelableTypes.map((type) => [type.prototype, Object.getOwnPropertyDescriptor(type.prototype, 'labels')!.get!]),
);

/** jsdom's own answers, for the test that holds these to them. */
export const native = {
  control: (label: HTMLLabelElement) => nativeControl.call(label) as HTMLElement | null,
  labels: (element: HTMLElement) => {
    const getter = nativeLabels.get(Object.getPrototypeOf(element));
    const labels = getter?.call(element) as NodeListOf<HTMLLabelElement> | null | undefined;
    return labels ? Array.from(labels) : null;
  },
};

Object.defineProperty(HTMLLabelElement.prototype, 'control', {
  configurable: true,
  get(this: HTMLLabelElement) {
    return controlOf(this);
  },
});
for (const type of labelableTypes)
  Object.defineProperty(type.prototype, 'labels', {
    configurable: true,
    get(this: HTMLElement) {
      return labelsOf(this);
    },
  });
