// react-dom for the mini-program on Preact (see config/index.ts). Taro's app creator
// reads React's version, preact/compat says 18.3.1, so it calls ReactDOM.createRoot, which preact/compat has only
// in preact/compat/client: without it app.js throws at start-up (scripts/check-weapp-render.js). CommonJS, as
// preact/compat is: `import ReactDOM from 'react-dom'` and the named imports both read this object.
module.exports = Object.assign({}, require('preact/compat'), { createRoot: require('preact/compat/client').createRoot });
