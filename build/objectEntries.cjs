// What node-polyglot's `require('object.entries')` gets in the console's build (vite.config.ts): the
// browser's own Object.entries, which every supported browser has, instead of the es-shims polyfill.
module.exports = Object.entries;
