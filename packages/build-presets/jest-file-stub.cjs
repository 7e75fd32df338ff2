// Stands in for CSS and image imports in unit tests, where only the markup matters.
module.exports = 'test-file-stub';
