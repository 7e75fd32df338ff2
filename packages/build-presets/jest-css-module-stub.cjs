// Stands in for `*.module.css` in unit tests: `styles.checkList` is 'checkList', so markup keeps a
// readable class. Not an ES module, so `import styles from` gets this whole object.
module.exports = new Proxy(
  {},
  {
    get: (_target, key) =>
      key === '__esModule' ? false : typeof key === 'string' ? key : undefined,
  },
);
