/* global jest */
// Every functions unit case gets 30 s, from the root's jest (whose projects do not read a
// project's own testTimeout) and from the functions' own alike: unit suites start real servers
// and sockets (socket.io, HTTP stand-ins, file conversion), and beside the stack's lanes on a busy
// 2-core machine a case took over jest's default 5 s. Each case ends on what it awaits; one that
// hangs still fails here.
jest.setTimeout(30000);
