// Lets the bundler drop what nobody imports from react-router's bundled files. They declare their
// components and contexts with module-level React calls (`var Form = React10.forwardRef(...)`)
// that carry no pure annotation, each followed by a `Form.displayName = "Form"` statement: both
// count as side effects, so every one was kept with everything it reaches, and the data router's
// forms and fetchers were in every page's router code. The calls are marked pure
// (createContext, forwardRef and memo only build an object from their arguments) and the display
// names, which only React DevTools reads, are left out.
const MODULE_LEVEL_REACT_CALL =
  /^((?:var|let|const) [A-Za-z_$][\w$]* = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** @param {string} source */
function markPureCalls(source) {
  return source.replace(MODULE_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

module.exports = function pureCallsLoader(source) {
  return markPureCalls(source);
};
