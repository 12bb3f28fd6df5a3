// Stand-in for `server-only` under Jest: the real package throws outside the react-server condition.
module.exports = {};
