import { native } from './fastLabels';

// The faster labels (fastLabels.ts) give jsdom's own answers: for labels by `for`, by nesting, both,
// none, hidden inputs, an id twice (also given again later), a `for` naming what cannot be
// labelled, every kind of labelable element, a form-associated custom element, a shadow root and a
// tree outside the document.
class FormField extends HTMLElement {
  static formAssociated = true;
}
customElements.define('form-field', FormField);
const markup = `
  <label id="l1" for="a">A</label><input id="a">
  <label id="l2">B <input id="b"></label>
  <label id="l3" for="c">C1</label><label id="l4">C2 <input id="c"></label><label id="l5" for="c">C3</label>
  <label id="l6" for="d">D</label><input id="d" type="hidden">
  <label id="l7" for="e">E</label><select id="e"></select><select id="e"></select>
  <label id="l8" for="f">F</label><div id="f"></div>
  <label id="l9" for="">G</label><textarea id="g"></textarea>
  <label id="l10">H <button id="h"></button><input id="h2"></label>
  <label id="l11" for="i">I <input id="i2"></label><input id="i">
  <label id="l12" for="j">J</label><input id="j" type="HIDDEN">
  <label id="l13">K <meter id="k"></meter></label><label id="l14" for="m">M</label><output id="m"></output>
  <label id="l15">P <progress id="p"></progress></label>
  <label id="l16">Q <form-field id="q"></form-field><input id="q2"></label>
`;

const elements = 'input, select, textarea, button, meter, output, progress, div';
const labelIds = (labels: ArrayLike<HTMLLabelElement> | null) => (labels ? Array.from(labels, (l) => l.id) : null);

const controlsAndLabels = (root: ParentNode) => ({
  controls: Array.from(root.querySelectorAll('label')).map((label) => label.control?.id ?? null),
  labels: Array.from(root.querySelectorAll<HTMLElement>(elements)).map((element) =>
    'labels' in element ? labelIds((element as HTMLInputElement).labels) : 'none',
  ),
});

const nativeAnswers = (root: ParentNode) => ({
  controls: Array.from(root.querySelectorAll('label')).map((label) => native.control(label)?.id ?? null),
  labels: Array.from(root.querySelectorAll<HTMLElement>(elements)).map((element) =>
    'labels' in element ? labelIds(native.labels(element)) : 'none',
  ),
});

it("answers each label's control and each element's labels as jsdom does", () => {
  document.body.innerHTML = markup;
  const ours = controlsAndLabels(document.body);
  expect(ours).toEqual(nativeAnswers(document.body));
  expect(ours.controls).toEqual(['a', 'b', 'c', 'c', 'c', null, 'e', null, null, 'h', 'i', null, 'k', 'm', 'p', 'q']);
});

it('finds the first element of an id in tree order, also when the later one got the id first', () => {
  document.body.innerHTML = '<label id="l" for="x">X</label><input id="first"><input id="x">';
  const first = document.getElementById('first')!;
  first.id = 'x';
  expect(controlsAndLabels(document.body)).toEqual(nativeAnswers(document.body));
  expect((document.getElementById('l') as HTMLLabelElement).control).toBe(first);
});

it('answers the same inside a shadow root', () => {
  document.body.innerHTML = '<div id="host"></div>';
  const shadow = document.getElementById('host')!.attachShadow({ mode: 'open' });
  shadow.innerHTML = markup;
  expect(controlsAndLabels(shadow)).toEqual(nativeAnswers(shadow));
});

it('answers the same in a tree not in the document', () => {
  const detached = document.createElement('div');
  detached.innerHTML = markup;
  expect(controlsAndLabels(detached)).toEqual(nativeAnswers(detached));
});
