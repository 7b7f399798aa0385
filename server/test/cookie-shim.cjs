// cookie@2 is ESM-only, and Jest refuses to require ESM under --experimental-vm-modules (which PGlite
// needs). light-my-request (app.inject) requires it: load it with Node's own require, which can.
module.exports = require('node:module').createRequire(__filename)('cookie');
